import type { LoanOriginator } from '@hearth/domain/entities';
import { telHref } from '@/lib/brand/private-label-data';

export interface LoanOfficerCardProps {
  /** The application's referring loan officer (GET /service-lead-portal/api/lo/{uuid}, spec sections 3 and 7). */
  originator: LoanOriginator;
}

/**
 * The loan-originator card of the dashboard (spec section 2): who referred the application and how to reach them.
 * Display only; the dashboard renders it when the application names an officer (its `referrer.referrerUuid`).
 */
export function LoanOfficerCard({ originator }: LoanOfficerCardProps) {
  const info = originator.displayInfo;
  return (
    <section className="card" aria-labelledby="loan-officer-heading">
      <h2 id="loan-officer-heading">Your loan officer</h2>
      <p className="dashboard__person">{info.originatorName}</p>
      <dl className="definition-list">
        {info.brokerName ? (
          <div className="definition-list__row">
            <dt>Company</dt>
            <dd>{info.brokerName}</dd>
          </div>
        ) : null}
        <div className="definition-list__row">
          <dt>NMLS ID</dt>
          <dd>{info.nmls}</dd>
        </div>
        <div className="definition-list__row">
          <dt>Phone</dt>
          <dd>
            <a href={telHref(info.phoneNumber)}>{info.phoneNumber}</a>
          </dd>
        </div>
        <div className="definition-list__row">
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${info.email}`}>{info.email}</a>
          </dd>
        </div>
      </dl>
      <p className="muted">Questions about your application? Your loan officer can help.</p>
    </section>
  );
}
