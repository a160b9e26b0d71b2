import { mustLogOutInRegister } from '@hearth/domain/signers';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQueryKey } from '@/lib/profile-query-key';
import { clearSession } from '@/lib/session';
import { useIsSignedIn } from '@/lib/use-session';

/**
 * A co-deeder who lands in the register area is logged out: token removed, page reloaded (spec section 4). Only a
 * signed-in visitor's profile is read; a visitor without a token costs nothing.
 */
export function useCoDeederLogout(): void {
  const signedIn = useIsSignedIn();
  // The profile's reader is fetched only for a signed-in visitor: the first register page is an entry (decision 0198).
  const profile = useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => import('@/lib/get-profile').then(({ getProfile }) => getProfile(signal)),
    enabled: signedIn,
    retry: false,
  });
  useEffect(() => {
    if (!signedIn || !mustLogOutInRegister(profile.data)) return;
    clearSession();
    globalThis.location.reload();
  }, [signedIn, profile.data]);
}
