import { unusableAccount } from '@hearth/domain/bank-accounts';
import { DRAW_RETURN_MESSAGES, returnedDrawNotice } from '@hearth/domain/draw-returns';
import type { FundedLineView } from '@hearth/domain/funding';
import { formatMoney } from '@hearth/domain/money';
import { type FormEvent, useRef, useState } from 'react';
import { FundsAccountWays } from '@/components/bank/funds-account-ways';
import { OwnershipNotice } from '@/components/bank/ownership-notice';
import { Checkbox, RadioGroup } from '@/components/choice-fields';
import { ErrorSummary, type FieldErrors } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { PageEnding } from '@/components/layout/support-line';
import { useResendDraw } from '@/features/signing/funding-api';
import { useBankAccounts } from '@/lib/get-bank-accounts';
import { userMessageFor } from '@/lib/http-client';
import '@/features/signing/signing.css';

type Funding = NonNullable<FundedLineView['funding']>;

/**
 * complete while a returned draw waits (decision 0182): what the borrower's bank said and that the money came back
 * to us, then another verified account to choose, or one to add the ways the bank step offers (connect the bank,
 * type it in); after the second return, that we will call. The line stays open; nothing here says the money
 * arrived.
 */
export function ReturnedDraw({ uuid, funding }: { uuid: string; funding: Funding }) {
  const resend = useResendDraw(uuid);
  const bank = useBankAccounts(uuid);
  // One key per visit: a retried submission answers the first re-send instead of asking for another.
  const key = useRef(crypto.randomUUID());
  const [choice, setChoice] = useState('');
  const [autopayToo, setAutopayToo] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const latest = funding.returns.at(-1);
  if (!latest) return null;
  const notice = returnedDrawNotice(latest, funding.returns.length);
  const amount = formatMoney(latest.amountCents, 2);
  const choices = funding.accountChoices;
  // An account just added that we could not verify as theirs: the bank step's own words say why.
  const unusable = bank.data ? unusableAccount(bank.data, 'DISBURSEMENT') : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(choice ? {} : { accountId: DRAW_RETURN_MESSAGES.chooseAccount });
    setAttempt((n) => n + 1);
    if (choice)
      resend.mutate({
        body: { accountId: choice, ...(funding.autopayOnReturnedAccount ? { autopayToo } : {}) },
        key: key.current,
      });
  };

  return (
    <div className="app-page after-offer">
      <ErrorSummary errors={errors} attempt={attempt} />
      <h1>{notice.title}</h1>
      <div className="notice" role="status">
        <p>
          <strong>{notice.lead}</strong>
        </p>
        <p>{notice.reassurance}</p>
      </div>
      {funding.next === 'CHOOSE_ACCOUNT' ? (
        <>
          {unusable ? <OwnershipNotice account={unusable} /> : null}
          {choices.length > 0 ? (
            <form className="form" onSubmit={onSubmit} noValidate>
              <RadioGroup
                name="accountId"
                legend="Which account should we send it to?"
                options={choices.map((c) => ({ value: c.id, label: c.account }))}
                value={choice}
                onChange={setChoice}
                error={errors.accountId}
              />
              {funding.autopayOnReturnedAccount ? (
                <>
                  <p>
                    Your automatic payments are set to come from the account your bank sent the money back
                    from, so they would not go through either.
                  </p>
                  <Checkbox
                    name="autopayToo"
                    label="Also take my automatic payments from this account"
                    checked={autopayToo}
                    onChange={setAutopayToo}
                  />
                </>
              ) : null}
              <FormAlert message={resend.isError ? userMessageFor(resend.error) : null} />
              <div className="button-row">
                <button type="submit" className="button button--block-mobile" disabled={resend.isPending}>
                  {`Send ${amount} to this account`}
                </button>
              </div>
            </form>
          ) : null}
          <h2>{choices.length > 0 ? 'Or add another account' : 'Add another account'}</h2>
          <FundsAccountWays uuid={uuid} heading="h3" />
          <h2>What happens next</h2>
          <ol className="next-steps">
            <li>{`We send ${amount} to the account you choose. It arrives on the next banking day.`}</li>
            <li>If that bank sends it back too, we call you to arrange another way to send it.</li>
            <li>This page shows your open line of credit once the money arrives.</li>
          </ol>
        </>
      ) : (
        <>
          <h2>What happens next</h2>
          <ul className="next-steps">
            <li>We call you at the phone number on your application within one business day.</li>
            <li>Together we confirm an account in your name, and we send your money there.</li>
            <li>If you would rather call us first, our number is below.</li>
          </ul>
        </>
      )}
      <PageEnding />
    </div>
  );
}
