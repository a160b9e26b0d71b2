import { type BankAccountView, ownershipNotice } from '@hearth/domain/bank-accounts';

/** The spec's ownership text for an account we could not verify, and what the borrower can do about it. */
export function OwnershipNotice({ account }: { account: BankAccountView }) {
  return (
    <div className="notice" role="status">
      <p>
        <strong>{ownershipNotice(account)}</strong>
      </p>
      <p>
        {account.ownership === 'MISMATCH'
          ? 'The bank shows someone else as its owner. Use an account in your own name, or send us a bank statement showing you own this one from your tasks.'
          : 'Use another account, or connect this one through your bank.'}
      </p>
    </div>
  );
}
