import { isUuid } from '@hearth/domain/validation';
import { Outlet, useParams } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { useApplication } from '@/features/application/api/get-application';
import { ApplicationSidebar } from '@/features/application/components/application-sidebar';
import { InfoPage } from '@/features/info/components/info-page';
import '@/features/application/application.css';

/** Every /account/heloc/{uuid}/... page: the page beside the progress sidebar of that application. */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const valid = isUuid(uuid);
  const application = useApplication(valid ? uuid : '');
  if (!valid || application.isError) {
    return (
      <InfoPage title="Application not found" action={{ to: '/dashboard', label: 'Go to your dashboard' }}>
        <p>We could not find this application. Your dashboard lists the applications on your account.</p>
      </InfoPage>
    );
  }
  if (!application.data) return <PageLoading />;
  return (
    <div className="app-layout">
      <div className="app-layout__main">
        <Outlet />
      </div>
      <ApplicationSidebar application={application.data} />
    </div>
  );
}
