import { formatMoney } from '@hearth/domain/money';
import { allows } from '@hearth/domain/status-actions';
import { useEffect } from 'react';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { SupportLine } from '@/components/layout/support-line';
import { VendorWait } from '@/components/vendor-wait';
import { useIncome } from '@/features/income/api/get-income';
import { EMPLOYMENT_WORDS, incomePage, METHOD_COPY } from '@/features/income/income-copy';
import { Link, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

const TITLE = 'Verify your income';

/**
 * income/review (status INCOME_VERIFICATION, decision 0152): the income the borrower told us, and the ways to
 * verify it, best first for their kind of work. While a vendor is checking, the page waits for its answer.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const income = useIncome(uuid);
  useEffect(() => {
    document.title = TITLE;
  }, []);
  if (income.isError) return <StartLoadError uuid={uuid} error={income.error} />;
  if (!income.data) return <StartLoading />;
  const { latest, methods, statedAnnualIncome, statedOtherIncome, employmentType, status } = income.data;
  if (latest?.state === 'SUBMITTED' && allows(status, 'connectIncome'))
    return (
      <VendorWait
        uuid={uuid}
        from="INCOME_VERIFICATION"
        title="We are verifying your income"
        next={<IncomeNext />}
      >
        We are reading what you shared. This usually takes less than a minute.
      </VendorWait>
    );
  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <p className="question__lead">
        Before we make your final offer, we confirm the income you told us about. Choose one way below: you
        only need one.
      </p>
      {latest?.state === 'EXITED' ? (
        <p className="card card--tinted" role="status">
          You left the connection before it finished, so nothing was shared. You can try again or choose
          another way.
        </p>
      ) : null}
      <h2>What you told us</h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>Annual income before taxes</dt>
          <dd>{formatMoney(statedAnnualIncome * 100, 0)}</dd>
        </div>
        {statedOtherIncome > 0 ? (
          <div className="facts__row">
            <dt>Other income</dt>
            <dd>{formatMoney(statedOtherIncome * 100, 0)}</dd>
          </div>
        ) : null}
        <div className="facts__row">
          <dt>Employment</dt>
          <dd>{EMPLOYMENT_WORDS[employmentType] ?? employmentType}</dd>
        </div>
      </dl>
      <h2>Choose how to verify it</h2>
      <ul className="method-list">
        {methods.map((method) => {
          const copy = METHOD_COPY[method];
          return (
            <li key={method} className="method-card">
              {copy.badge ? <span className="method-card__badge">{copy.badge}</span> : null}
              <h3>{copy.title}</h3>
              <p>{copy.body}</p>
              <Link className="button" to={incomePage(uuid, copy.page)}>
                {copy.action}
              </Link>
            </li>
          );
        })}
      </ul>
      <p>
        Connections are read-only: nobody can move money or change anything in your accounts, and we use what
        we read only to verify your income for this application.
      </p>
      <SupportLine />
    </div>
  );
}

export function IncomeNext() {
  return (
    <ol className="next-steps">
      <li>We confirm your income, then you verify your identity.</li>
      <li>We make your final offer for you to accept.</li>
      <li>You sign your documents and we open your line of credit.</li>
    </ol>
  );
}
