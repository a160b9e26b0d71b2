import {
  IDENTITY_VERIFICATION_API_PATHS,
  type IdentityVerificationView,
  identityVerificationViewSchema,
} from '@hearth/domain/identity-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationQueryKey } from '@/features/identity/api/get-verification';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST .../identity-verification {method: KBA}: the vendor's knowledge questions. */
export async function startQuestions(uuid: string): Promise<IdentityVerificationView> {
  return checkedByServer(
    import.meta.env.DEV && identityVerificationViewSchema,
    await httpClient.post(IDENTITY_VERIFICATION_API_PATHS.verification(uuid), { method: 'KBA' }),
  );
}

export function useStartQuestions(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startQuestions(uuid),
    onSuccess: (view) => queryClient.setQueryData(verificationQueryKey(uuid), view),
  });
}
