import { identityBrokerAudience, roleForProfile } from '@hearth/domain/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import type { Profile } from '@/lib/get-profile';
import { profileQueryKey } from '@/lib/profile-query-key';

/** Logs out through the identity broker the user logged in with; any failure still ends at login. */
export function LogOutButton({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const profile = queryClient.getQueryData<Profile>(profileQueryKey);
  const audience = profile ? identityBrokerAudience(roleForProfile(profile)) : 'customer';
  const logout = useLogout(audience);
  const navigate = useNavigate();

  return (
    <button
      type="button"
      className={className}
      disabled={logout.isPending}
      onClick={async () => {
        // mutateAsync, not mutate: clearing the token swaps this button for a login link, and per-call
        // callbacks of an unmounted component never run.
        try {
          await logout.mutateAsync();
        } catch {
          // A failed logout still ends at login (spec section 8); the token is already gone.
        }
        await navigate(paths.auth.login.getHref(), { replace: true });
      }}
    >
      Log out
    </button>
  );
}
