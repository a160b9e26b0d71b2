import { canAddAccount, unusableAccount } from '@hearth/domain/bank-accounts';
import { FundsAccountWays } from '@/components/bank/funds-account-ways';
import { OwnershipNotice } from '@/components/bank/ownership-notice';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { SupportLine } from '@/components/layout/support-line';
import { nextStep, useTitle } from '@/features/bank/components/bank-copy';
import { useBankAccounts } from '@/lib/get-bank-accounts';
import { Navigate, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

const TITLE = 'Where should we send your money?';

/**
 * bank/disburse (status DISBURSEMENT_ACCOUNT, decision 0161): the account the line's funds go to, connected
 * through the borrower's bank or typed in by hand. An account we could not verify as theirs is named by its last
 * 4 digits with the spec's text, and another can be added.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const bank = useBankAccounts(uuid);
  useTitle(TITLE);
  if (bank.isError) return <StartLoadError uuid={uuid} error={bank.error} />;
  if (!bank.data) return <StartLoading />;
  // AUTOPAY without a funds account on file is routed here too (spec section 4): the funds account comes first.
  const open = canAddAccount(bank.data.status, 'DISBURSEMENT', Boolean(bank.data.disbursement));
  if (!open) return <Navigate to={nextStep(uuid)} replace />;
  const unusable = unusableAccount(bank.data, 'DISBURSEMENT');

  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <p className="question__lead">
        Choose the bank account for your initial draw. It must be a checking or savings account in your name.
      </p>
      {unusable ? <OwnershipNotice account={unusable} /> : null}
      <FundsAccountWays uuid={uuid} />
      <h2>What happens next</h2>
      <ol className="next-steps">
        <li>We check that the account is in your name.</li>
        <li>
          You choose whether to pay automatically from it, which lowers your rate when your offer has an
          autopay discount.
        </li>
        <li>We prepare your loan documents for you to sign.</li>
      </ol>
      <SupportLine />
    </div>
  );
}
