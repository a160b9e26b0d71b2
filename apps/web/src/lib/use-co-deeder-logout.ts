import { mustLogOutInRegister } from '@hearth/domain/signers';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQueryOptions } from '@/lib/get-profile';
import { clearSession } from '@/lib/session';
import { useIsSignedIn } from '@/lib/use-session';

/**
 * A co-deeder who lands in the register area is logged out: token removed, page reloaded (spec section 4). Only a
 * signed-in visitor's profile is read; a visitor without a token costs nothing.
 */
export function useCoDeederLogout(): void {
  const signedIn = useIsSignedIn();
  const profile = useQuery({ ...profileQueryOptions(), enabled: signedIn, retry: false });
  useEffect(() => {
    if (!signedIn || !mustLogOutInRegister(profile.data)) return;
    clearSession();
    globalThis.location.reload();
  }, [signedIn, profile.data]);
}
