import {
  ACCOUNT_API_PATHS,
  type ChangeEmailRequest,
  type CommsConsentType,
  type ProfileConsentTypes,
  profileConsentTypesSchema,
} from '@hearth/domain/account';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';
import { profileQueryKey } from '@/lib/profile-query-key';

/**
 * PUT identity/password (decision 0081): the server ends every session of the identity and answers with a token of
 * a new one, which the HTTP client keeps from the Authorization header; this browser stays signed in.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      httpClient.put(ACCOUNT_API_PATHS.changePassword, body),
  });
}

/** PUT identity/email (decision 0216), then the profile is read again to show the new address. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailRequest) => httpClient.put(ACCOUNT_API_PATHS.changeEmail, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}

/** PUT identity/alias (spec section 7): the mobile phone, `{type: Phone, value}`. */
export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phoneNumber: string) =>
      httpClient.put('/identity/secure/api/v1/identity/alias', { type: 'Phone', value: phoneNumber }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}

const consentTypesKey = ['profile-consent-types'] as const;

/** GET profile/consent-types (spec section 7): the SMS consents with the borrower's latest answers. */
export function useConsentTypes() {
  return useQuery({
    queryKey: consentTypesKey,
    queryFn: async ({ signal }): Promise<ProfileConsentTypes> =>
      checkedByServer(
        import.meta.env.DEV && profileConsentTypesSchema,
        await httpClient.get(ACCOUNT_API_PATHS.profileConsentTypes, { signal }),
      ),
  });
}

export interface ConsentAnswers {
  org: string;
  email: string;
  answers: { consentType: CommsConsentType; consentPromptUuid: string; optIn: boolean }[];
}

/** POST comms-prefs consent/user (spec section 7) with every answer of the form, then the answers are read again. */
export function useSaveConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ org, email, answers }: ConsentAnswers) =>
      httpClient.post(HELOC_API_PATHS.consentUser, {
        org,
        source: 'account-settings',
        productType: 'HELOC',
        email,
        consents: answers.map((a) => ({
          consentPromptUuid: a.consentPromptUuid,
          optInOut: a.optIn ? 'OPT_IN' : 'OPT_OUT',
        })),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentTypesKey }),
  });
}
