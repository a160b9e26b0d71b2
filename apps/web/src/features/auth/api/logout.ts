import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type LoginKind } from '@/config/paths';
import { httpClient } from '@/lib/http-client';
import { clearSession } from '@/lib/session';

/** Revokes the token on the server; the local token goes whatever the answer (spec section 7). */
export async function logout(kind: LoginKind): Promise<void> {
  try {
    await httpClient.post(apiPaths.logout(kind), undefined, { sessionExpiryRedirect: false });
  } finally {
    clearSession();
  }
}

export function useLogout(kind: LoginKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(kind),
    // Cached profile data must not outlive the session it belongs to.
    onSettled: () => queryClient.clear(),
  });
}
