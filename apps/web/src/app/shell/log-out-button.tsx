import { identityBrokerAudience, roleForProfile } from '@hearth/domain/roles';
import { offersLeaveSurvey } from '@hearth/domain/shell-entry';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { useFeatureFlag } from '@/lib/feature-flags';
import type { Profile } from '@/lib/get-profile';
import { lazyPart } from '@/lib/lazy-part';
import { profileQueryKey } from '@/lib/profile-query-key';
import { useLocation, useNavigate } from '@/lib/routing';

/** The leave survey's chunk: fetched at the press of "Log out" on a page that offers it, never before. */
const LeaveSurveyDialog = lazyPart(() =>
  import('@/features/leave-survey/components/leave-survey-dialog').then((m) => m.LeaveSurveyDialog),
);

/**
 * Logs out through the identity broker the user logged in with; any failure still ends at login. On the liens,
 * product select, identity and signing pages the leave survey comes first when its flag is on (spec section 4).
 */
export function LogOutButton({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const profile = queryClient.getQueryData<Profile>(profileQueryKey);
  const audience = profile ? identityBrokerAudience(roleForProfile(profile)) : 'customer';
  const logout = useLogout(audience);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const surveyOn = useFeatureFlag('fe-heloc-leave-survey') && offersLeaveSurvey(pathname);
  const [surveying, setSurveying] = useState(false);

  const logOut = async () => {
    // mutateAsync, not mutate: clearing the token swaps this button for a login link, and per-call
    // callbacks of an unmounted component never run.
    try {
      await logout.mutateAsync();
    } catch {
      // A failed logout still ends at login (spec section 8); the token is already gone.
    }
    await navigate(paths.auth.login.getHref(), { replace: true });
  };

  return (
    <>
      <button
        type="button"
        className={className}
        disabled={logout.isPending}
        onClick={() => {
          if (surveyOn) setSurveying(true);
          else void logOut();
        }}
      >
        Log out
      </button>
      {surveying ? (
        <Suspense fallback={null}>
          <LeaveSurveyDialog onDone={() => void logOut()} />
        </Suspense>
      ) : null}
    </>
  );
}
