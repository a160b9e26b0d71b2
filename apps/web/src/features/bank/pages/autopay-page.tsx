import { unusableAccount } from '@hearth/domain/bank-accounts';
import { formatPercent } from '@hearth/domain/money';
import { OFFER_FIGURE_LABELS } from '@hearth/domain/offer-figures';
import { allows } from '@hearth/domain/status-actions';
import { BankLinkButton } from '@/components/bank/bank-link-button';
import { OwnershipNotice } from '@/components/bank/ownership-notice';
import { FormAlert } from '@/components/form-alert';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { SupportLine } from '@/components/layout/support-line';
import { useChangeAccount } from '@/features/bank/api/change-account';
import { useChooseAutopay } from '@/features/bank/api/choose-autopay';
import { useDeclineAutopay } from '@/features/bank/api/decline-autopay';
import { AccountName, bankPage, nextStep, useTitle } from '@/features/bank/components/bank-copy';
import { useBankAccounts } from '@/lib/get-bank-accounts';
import { userMessageFor } from '@/lib/http-client';
import { Link, Navigate, useNavigate, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';
import '@/features/bank/bank.css';

const TITLE = 'Set up automatic payments';

/**
 * bank/autopay (status AUTOPAY, decision 0161): monthly payments from the funds account or another one, which
 * earns the offer's autopay discount when it has one; or no automatic payments, at the APR without the discount.
 * Both rates are shown before the borrower chooses.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const bank = useBankAccounts(uuid);
  const navigate = useNavigate();
  const choose = useChooseAutopay(uuid);
  const decline = useDeclineAutopay(uuid);
  const change = useChangeAccount(uuid);
  useTitle(TITLE);
  if (bank.isError) return <StartLoadError uuid={uuid} error={bank.error} />;
  if (!bank.data) return <StartLoading />;
  const view = bank.data;
  if (!allows(view.status, 'chooseAutopay')) return <Navigate to={nextStep(uuid)} replace />;
  const funds = view.disbursement;
  const unusable = unusableAccount(view, 'AUTOPAY');
  const { apr, autopayApr } = view.rates;
  const go = { onSuccess: () => navigate(nextStep(uuid)) };
  const busy = choose.isPending || decline.isPending || change.isPending;
  const failed = choose.error ?? decline.error ?? change.error;

  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <p className="question__lead">
        {autopayApr !== null
          ? `Pay automatically each month and your rate is ${formatPercent(autopayApr)} instead of ${formatPercent(apr)}.`
          : 'Pay automatically each month so a payment is never missed. Your offer has no autopay discount, so your rate is the same either way.'}
      </p>
      <dl className="facts bank-rates" aria-label="Your rate">
        {autopayApr !== null ? (
          <div className="facts__row">
            <dt>{OFFER_FIGURE_LABELS.autopayApr}</dt>
            <dd>{formatPercent(autopayApr)}</dd>
          </div>
        ) : null}
        <div className="facts__row">
          <dt>{autopayApr !== null ? 'APR without autopay' : OFFER_FIGURE_LABELS.apr}</dt>
          <dd>{formatPercent(apr)}</dd>
        </div>
      </dl>
      {unusable ? <OwnershipNotice account={unusable} /> : null}
      <FormAlert message={failed ? userMessageFor(failed) : null} />
      {funds ? (
        <>
          <h2>Pay from the account your money goes to</h2>
          <p>
            <AccountName account={funds} />
          </p>
          <div className="button-row bank-choices">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => choose.mutate(funds.id, go)}
            >
              Use this account for automatic payments
            </button>
          </div>
        </>
      ) : null}
      <h2>Or pay from another account</h2>
      <div className="button-row bank-choices">
        <BankLinkButton uuid={uuid} purpose="AUTOPAY" label="Connect a different account" secondary />
        <Link
          className="button button--secondary"
          to={`${bankPage(uuid, 'bank/manual-disburse')}?purpose=autopay`}
        >
          Enter a different account by hand
        </Link>
      </div>
      <h2>Or pay each month yourself</h2>
      <p>
        {autopayApr !== null
          ? `Without automatic payments your APR is ${formatPercent(apr)}. You can turn automatic payments on later, but the discount applies only while they are on.`
          : 'You can turn automatic payments on later.'}
      </p>
      <div className="button-row bank-choices">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => decline.mutate(undefined, go)}
        >
          No thanks, I’ll pay each month myself
        </button>
      </div>
      <h2>What happens next</h2>
      <ol className="next-steps">
        <li>You check both accounts once more.</li>
        <li>We prepare your loan documents with the rate you chose.</li>
      </ol>
      <p>
        <button
          type="button"
          className="bank-confirm__change"
          disabled={busy}
          onClick={() => change.mutate('DISBURSEMENT', go)}
        >
          Change the account your money goes to
        </button>
      </p>
      <SupportLine />
    </div>
  );
}
