import { BASE_PATH } from '@hearth/domain/auth';
import { routeForApplication } from '@hearth/domain/step-router';
import { Navigate, useParams } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { useApplication } from '@/features/application/api/get-application';
import { useProfile } from '@/lib/get-profile';

/** /account/heloc/{uuid}: sends the borrower to the page the step router picks for the current status. */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const application = useApplication(uuid);
  const profile = useProfile();
  if (application.isLoading || profile.isLoading) return <PageLoading />;
  const route = routeForApplication(application.data, profile.data);
  const href = route.kind === 'application' ? `${BASE_PATH}${route.path}` : route.path;
  return <Navigate to={href} replace state={route.state} />;
}
