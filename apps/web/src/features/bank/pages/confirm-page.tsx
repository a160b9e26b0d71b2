import { formatPercent } from '@hearth/domain/money';
import { OFFER_FIGURE_LABELS } from '@hearth/domain/offer-figures';
import { allows } from '@hearth/domain/status-actions';
import { FormAlert } from '@/components/form-alert';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { SupportLine } from '@/components/layout/support-line';
import { useChangeAccount } from '@/features/bank/api/change-account';
import { useConfirmAccounts } from '@/features/bank/api/confirm-accounts';
import { AccountName, nextStep, useTitle } from '@/features/bank/components/bank-copy';
import { useBankAccounts } from '@/lib/get-bank-accounts';
import { userMessageFor } from '@/lib/http-client';
import { Navigate, useNavigate, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';
import '@/features/bank/bank.css';

const TITLE = 'Check your bank accounts';

/**
 * bank/confirm (status VERIFIED_AUTOPAY, decision 0161): both accounts, masked, each with a Change action, and the
 * rate automatic payments earn; confirming moves on to the documents.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const bank = useBankAccounts(uuid);
  const navigate = useNavigate();
  const confirm = useConfirmAccounts(uuid);
  const change = useChangeAccount(uuid);
  useTitle(TITLE);
  if (bank.isError) return <StartLoadError uuid={uuid} error={bank.error} />;
  if (!bank.data) return <StartLoading />;
  const view = bank.data;
  if (!allows(view.status, 'confirmAccounts') || !view.disbursement || !view.autopay)
    return <Navigate to={nextStep(uuid)} replace />;
  const go = { onSuccess: () => navigate(nextStep(uuid)) };
  const busy = confirm.isPending || change.isPending;
  const rate = view.rates.autopayApr;
  const rows = [
    {
      label: 'Your money goes to',
      what: 'the account your money goes to',
      account: view.disbursement,
      purpose: 'DISBURSEMENT' as const,
    },
    {
      label: 'Automatic payments come from',
      what: 'the account automatic payments come from',
      account: view.autopay,
      purpose: 'AUTOPAY' as const,
    },
  ];

  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <p className="question__lead">
        We verified both accounts are in your name. Check them before we prepare your documents.
      </p>
      <dl className="facts bank-confirm" aria-label="Your bank accounts">
        {rows.map(({ label, what, account, purpose }) => (
          <div className="facts__row" key={purpose}>
            <dt>{label}</dt>
            <dd>
              <span>
                <AccountName account={account} />
              </span>
              <button
                type="button"
                className="bank-confirm__change"
                disabled={busy}
                onClick={() => change.mutate(purpose, go)}
              >
                Change<span className="visually-hidden"> {what}</span>
              </button>
            </dd>
          </div>
        ))}
        <div className="facts__row">
          <dt>{rate !== null ? OFFER_FIGURE_LABELS.autopayApr : OFFER_FIGURE_LABELS.apr}</dt>
          <dd>{formatPercent(rate ?? view.rates.apr)}</dd>
        </div>
      </dl>
      <FormAlert
        message={confirm.error || change.error ? userMessageFor(confirm.error ?? change.error) : null}
      />
      <h2>What happens next</h2>
      <p>We prepare your loan documents. It takes a minute or two, then you review and sign them.</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--block-mobile"
          disabled={busy}
          onClick={() => confirm.mutate(undefined, go)}
        >
          Confirm accounts
        </button>
      </div>
      <SupportLine />
    </div>
  );
}
