import { BASE_PATH } from '@hearth/domain/auth';
import {
  BROKER_PAGES,
  PIPELINE_FILTER_LABELS,
  PIPELINE_FILTERS,
  PIPELINE_SORT_LABELS,
  PIPELINE_SORTS,
  type PipelineFilter,
  type PipelineSort,
} from '@hearth/domain/brokers';
import { useId } from 'react';
import { usePipeline } from '@/features/broker/api/broker-api';
import { MailSettingsForm } from '@/features/broker/components/mail-settings-form';
import { ReferralLinks } from '@/features/broker/components/referral-links';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';
import { Link, useSearchParams } from '@/lib/routing';
import '@/features/broker/broker.css';

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const lastChange = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The broker's or loan officer's pipeline (issue 23 item 3): their referred applications, read-only. */
export function Component() {
  const statusId = useId();
  const sortId = useId();
  const [params, setParams] = useSearchParams();
  const status = pick<PipelineFilter>(params.get('status'), PIPELINE_FILTERS, 'ALL');
  const sort = pick<PipelineSort>(params.get('sort'), PIPELINE_SORTS, 'LAST_CHANGE');
  const pipeline = usePipeline(status, sort);
  const choose = (key: 'status' | 'sort', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });
  const broker = pipeline.data?.broker;
  const applications = pipeline.data?.applications ?? [];
  const loadError = pipeline.error && !isSessionExpiredError(pipeline.error) ? pipeline.error : null;

  return (
    <div className="page broker">
      <h1>Your pipeline</h1>
      <p className="page__lead">
        The applications of the borrowers you referred: where each one stands and who acts next. You see their
        progress, never their Social Security number, date of birth, income, documents or credit.
      </p>
      {broker ? (
        <p className="muted">
          {broker.name}
          {broker.brokerageName ? `, ${broker.brokerageName}` : ''} · NMLS {broker.nmls}
        </p>
      ) : null}
      {loadError ? (
        <p className="alert" role="alert">
          {userMessageFor(loadError)}
        </p>
      ) : null}

      <section className="card" aria-labelledby="pipeline-heading">
        <h2 id="pipeline-heading">Referred applications</h2>
        <div className="broker__filters">
          <div className="field">
            <label className="field__label" htmlFor={statusId}>
              Status
            </label>
            <select
              id={statusId}
              className="field__input"
              value={status}
              onChange={(event) => choose('status', event.target.value)}
            >
              {PIPELINE_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {PIPELINE_FILTER_LABELS[filter]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={sortId}>
              Sort by
            </label>
            <select
              id={sortId}
              className="field__input"
              value={sort}
              onChange={(event) => choose('sort', event.target.value)}
            >
              {PIPELINE_SORTS.map((option) => (
                <option key={option} value={option}>
                  {PIPELINE_SORT_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p role="status" className="visually-hidden">
          {pipeline.isPending ? 'Loading your pipeline…' : `${applications.length} applications`}
        </p>
        {pipeline.isSuccess && applications.length === 0 ? (
          <p>
            {status === 'ALL'
              ? 'No application yet. When a borrower you refer applies, it shows here.'
              : 'No application has this status.'}
          </p>
        ) : null}
        {applications.length > 0 ? (
          <ul className="broker__list">
            {applications.map((application) => (
              <li key={application.uuid} className="broker__item">
                <h3 className="broker__name">
                  <Link to={`${BASE_PATH}${BROKER_PAGES.application(application.uuid)}`}>
                    {application.borrowerName}
                  </Link>
                </h3>
                <dl className="broker__facts">
                  <div>
                    <dt>Property</dt>
                    <dd>
                      {application.propertyCity}, {application.propertyState}
                    </dd>
                  </div>
                  <div>
                    <dt>Status</dt>
                    <dd>{application.statusLabel}</dd>
                  </div>
                  <div>
                    <dt>Next step</dt>
                    <dd>{application.nextStep}</dd>
                  </div>
                  <div>
                    <dt>Days in status</dt>
                    <dd>{application.daysInStatus}</dd>
                  </div>
                  <div>
                    <dt>Last change</dt>
                    <dd>{lastChange(application.lastChangeAt)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <ReferralLinks personalLink={broker?.personalLink} />
      <MailSettingsForm />
    </div>
  );
}
