import { routeForApplication } from '@hearth/domain/step-router';
import { useEffect, useMemo, useState } from 'react';
import { PageLoading } from '@/components/page-loading';
import { useApplication } from '@/lib/get-application';
import { useProfile } from '@/lib/get-profile';
import { Navigate, useParams } from '@/lib/routing';
import { followStepRoute } from '@/lib/step-route';

/**
 * /account/heloc/{uuid}: sends the borrower to the page the step router picks for the current status. The status
 * is read fresh first: a page that has just moved the application comes here, and routing on the cached status
 * would send the borrower back to that page (and it back here) until the cache caught up.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const application = useApplication(uuid);
  const profile = useProfile();
  const [fresh, setFresh] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one fresh read each time the router lands here
  useEffect(() => {
    void application.refetch().finally(() => setFresh(true));
  }, [uuid]);
  const ready = fresh && !application.isLoading && !profile.isLoading;
  const route = ready ? routeForApplication(application.data, profile.data) : null;
  const status = application.data?.status.checklistStatus;
  // Tracked (and an unknown status logged) once per move, not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one move per decided route
  const href = useMemo(
    () => (route ? followStepRoute(route, { applicationUuid: uuid, status }) : null),
    [route?.path, uuid, status],
  );
  if (!route || !href) return <PageLoading />;
  return <Navigate to={href} replace state={route.state} />;
}
