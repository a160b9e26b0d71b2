import {
  IDENTITY_VERIFICATION_API_PATHS,
  type IdentityVerificationView,
  identityVerificationViewSchema,
} from '@hearth/domain/identity-verification';
import { useQuery } from '@tanstack/react-query';
import { checkedByServer, FetchError, httpClient } from '@/lib/http-client';

/** GET .../identity-verification: the latest attempt, or null before the first (the API answers 404). */
export async function getVerification(uuid: string): Promise<IdentityVerificationView | null> {
  try {
    return checkedByServer(
      import.meta.env.DEV && identityVerificationViewSchema,
      await httpClient.get(IDENTITY_VERIFICATION_API_PATHS.verification(uuid)),
    );
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return null;
    throw error;
  }
}

export const verificationQueryKey = (uuid: string) => ['identity-verification', uuid] as const;

/** Polls once a second while the vendor is checking (state SUBMITTED); the vendor answers by callback. */
export function useVerification(uuid: string) {
  return useQuery({
    queryKey: verificationQueryKey(uuid),
    queryFn: () => getVerification(uuid),
    refetchInterval: (query) => (query.state.data?.state === 'SUBMITTED' ? 1000 : false),
  });
}
