import { BASE_PATH } from '@hearth/domain/auth';
import { BROKER_PAGES } from '@hearth/domain/brokers';
import { usePipelineApplication } from '@/features/broker/api/broker-api';
import { FetchError, isSessionExpiredError, userMessageFor } from '@/lib/http-client';
import { Link, useParams } from '@/lib/routing';
import '@/features/broker/broker.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** One referred application, read-only, with its status moves (issue 23 item 3). */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const application = usePipelineApplication(uuid);
  const data = application.data;
  const notYours = application.error instanceof FetchError && application.error.status === 404;
  const back = (
    <p>
      <Link to={`${BASE_PATH}${BROKER_PAGES.pipeline}`}>Back to your pipeline</Link>
    </p>
  );

  if (notYours) {
    return (
      <div className="page broker">
        <h1>Application not found</h1>
        <p>
          This application is not in your pipeline. You can open only the applications of borrowers you
          referred.
        </p>
        {back}
      </div>
    );
  }
  return (
    <div className="page broker">
      {back}
      <h1>{data ? data.borrowerName : 'Referred application'}</h1>
      <p role="status" className="visually-hidden">
        {application.isPending ? 'Loading the application…' : ''}
      </p>
      {application.error && !isSessionExpiredError(application.error) ? (
        <p className="alert" role="alert">
          {userMessageFor(application.error)}
        </p>
      ) : null}
      {data ? (
        <>
          <section className="card" aria-labelledby="summary-heading">
            <h2 id="summary-heading">Where it stands</h2>
            <dl className="broker__facts">
              <div>
                <dt>Property</dt>
                <dd>
                  {data.propertyCity}, {data.propertyState}
                </dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{data.statusLabel}</dd>
              </div>
              <div>
                <dt>Next step</dt>
                <dd>{data.nextStep}</dd>
              </div>
              <div>
                <dt>Days in status</dt>
                <dd>{data.daysInStatus}</dd>
              </div>
            </dl>
            <p className="muted">
              Read-only: the borrower completes each step in their own account. Personal, income and credit
              details stay with the borrower and the lender.
            </p>
          </section>
          <section className="card" aria-labelledby="timeline-heading">
            <h2 id="timeline-heading">Status history</h2>
            <ol className="broker__timeline">
              {data.timeline.map((entry) => (
                <li key={`${entry.at}-${entry.status}`}>
                  <span className="broker__when">{when(entry.at)}</span> {entry.statusLabel}
                </li>
              ))}
            </ol>
          </section>
        </>
      ) : null}
    </div>
  );
}
