import { formatMoney } from '@hearth/domain/money';
import { paths } from '@/config/paths';
import { useOpenLines } from '@/features/pay/api/line-servicing';
import { useBrand } from '@/lib/brand/brand-context';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';
import { Link } from '@/lib/routing';
import '@/features/pay/pay.css';

/**
 * `/portfolio` (decision 0222): every line the borrower holds with the lender in one place, each with its balance and
 * available credit and a link to its payments and draws; applications in progress are on the dashboard.
 */
export function Component() {
  const brand = useBrand();
  const lines = useOpenLines();
  const error = lines.error && !isSessionExpiredError(lines.error) ? lines.error : null;
  return (
    <div className="page pay">
      <h1>Your portfolio</h1>
      <p>Every line of credit you hold with {brand.companyName}.</p>
      <p role="status" className="visually-hidden">
        {lines.isPending ? 'Loading your lines of credit…' : ''}
      </p>
      {error ? (
        <p className="alert" role="alert">
          {userMessageFor(error)}
        </p>
      ) : null}
      {lines.isSuccess && lines.data.length === 0 ? <p>You have no open lines of credit yet.</p> : null}
      <ul className="pay__lines">
        {(lines.data ?? []).map((view, i) => (
          <li key={view.uuid} className="card">
            <h2>Line of credit {i + 1}</h2>
            <dl className="pay__figures">
              <div>
                <dt>Balance</dt>
                <dd>{formatMoney(view.balanceCents, 2)}</dd>
              </div>
              <div>
                <dt>Available credit</dt>
                <dd>
                  {formatMoney(view.availableCreditCents, 2)} of {formatMoney(view.creditLimitCents, 2)}
                </dd>
              </div>
            </dl>
            <Link to={`${paths.pay.getHref()}?line=${view.uuid}`}>Make a payment or take a draw</Link>
          </li>
        ))}
      </ul>
      <p>
        Applications in progress are on your dashboard.{' '}
        <Link to={paths.dashboard.root.getHref()}>Go to your dashboard</Link>
      </p>
    </div>
  );
}
