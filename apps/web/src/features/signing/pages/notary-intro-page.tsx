import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { StartLoading } from '@/features/app-start/components/start-page-state';
import { SupportLine } from '@/features/app-start/components/support-line';
import { useApplication } from '@/features/application/api/get-application';
import { nextStepHref } from '@/features/collateral/collateral-page';

const TITLE = 'Your documents are signed';

/**
 * notary/intro (NOTARY_DISCLOSURE, decision 0172): the agreement is signed; the deed of trust is signed in front of
 * a notary next. Scheduling the notary (online or in person) comes with the notary step of issue 12.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const application = useApplication(uuid);
  useEffect(() => {
    document.title = TITLE;
  }, []);
  if (application.isPending) return <StartLoading />;
  if (application.data?.status.checklistStatus !== 'NOTARY_DISCLOSURE')
    return <Navigate to={nextStepHref(uuid)} replace />;
  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <p role="status">Thank you. We recorded your signatures.</p>
      <h2>What happens next</h2>
      <ol className="next-steps">
        <li>You sign your deed of trust in front of a notary, online by video or in person at your home.</li>
        <li>We email you within one business day to set a time that suits you.</li>
        <li>Your right to cancel then runs for three business days, and we send your initial draw.</li>
      </ol>
      <div className="button-row">
        <Link className="button button--secondary" to="/dashboard">
          Go to your dashboard
        </Link>
      </div>
      <SupportLine />
    </div>
  );
}
