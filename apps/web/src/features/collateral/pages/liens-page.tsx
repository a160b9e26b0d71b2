import type { LiensView, LienView } from '@hearth/domain/collateral';
import { formatMoney, formatWholeDollars, toCents } from '@hearth/domain/money';
import { allows } from '@hearth/domain/status-actions';
import { type FormEvent, useEffect, useState } from 'react';
import { Checkbox } from '@/components/choice-fields';
import { ErrorSummary, type FieldErrors, fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { CollateralQueryState, nextStepHref } from '@/components/layout/collateral-page';
import { SupportLine } from '@/components/layout/support-line';
import { MoneyField } from '@/components/money-input';
import { useConfirmLiens, useLiens } from '@/features/collateral/api/collateral-api';
import { userMessageFor } from '@/lib/http-client';
import { Navigate, useNavigate, useParams } from '@/lib/routing';

const TITLE = 'Confirm the loans on your home';
const TYPE_WORDS: Record<LienView['type'], string> = {
  MORTGAGE: 'Mortgage',
  HELOC: 'Home equity line',
  OTHER: 'Other lien',
};
const dollars = (n: number) => formatMoney(toCents(n), 0);

/**
 * liens (LIEN_VERIFICATION, decision 0160): the loans recorded against the home, each confirmed or corrected by
 * the borrower. Loans behind the first are paid from the draw; the line is priced again on the answers.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const liens = useLiens(uuid);
  useEffect(() => {
    document.title = TITLE;
  }, []);
  return (
    <CollateralQueryState uuid={uuid} query={liens}>
      {liens.data && allows(liens.data.status, 'confirmLiens') ? (
        <LiensForm uuid={uuid} view={liens.data} />
      ) : (
        <Navigate to={nextStepHref(uuid)} replace />
      )}
    </CollateralQueryState>
  );
}

type Answer = { balance: string; payment: string; paidOff: boolean };

function LiensForm({ uuid, view }: { uuid: string; view: LiensView }) {
  const navigate = useNavigate();
  const confirm = useConfirmLiens(uuid);
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(
      view.liens.map((lien) => [
        lien.id,
        {
          balance: formatWholeDollars(lien.balance),
          payment: formatWholeDollars(lien.monthlyPayment),
          paidOff: lien.state === 'PAID_OFF',
        },
      ]),
    ),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const set = (id: string, patch: Partial<Answer>) =>
    setAnswers((current) => ({ ...current, [id]: { ...(current[id] as Answer), ...patch } }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const liens = view.liens.map((lien) => {
      const answer = answers[lien.id] as Answer;
      const balance = Number(answer.balance.replace(/\D/g, '') || Number.NaN);
      const payment = Number(answer.payment.replace(/\D/g, '') || Number.NaN);
      if (!answer.paidOff && !Number.isFinite(balance))
        found[`${lien.id}.balance`] = `Enter the balance of the ${lien.holder} loan in dollars`;
      if (!answer.paidOff && !Number.isFinite(payment))
        found[`${lien.id}.payment`] = `Enter the monthly payment of the ${lien.holder} loan in dollars`;
      return {
        id: lien.id,
        balance: answer.paidOff ? 0 : balance,
        monthlyPayment: answer.paidOff ? 0 : payment,
        state: answer.paidOff ? ('PAID_OFF' as const) : ('OPEN' as const),
      };
    });
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0)
      confirm.mutate({ liens }, { onSuccess: () => navigate(nextStepHref(uuid), { replace: true }) });
  };

  return (
    <div className="app-page after-offer">
      <ErrorSummary errors={errors} attempt={attempt} />
      <h1>{TITLE}</h1>
      <p className="question__lead">
        {view.liens.length > 0
          ? 'These are the loans recorded against your home. Check each balance and monthly payment against your latest statement and correct anything that has changed.'
          : 'We found no loans recorded against your home. If you have a mortgage or another loan secured by it, call us before you continue.'}
      </p>
      <FormAlert message={confirm.isError ? userMessageFor(confirm.error) : null} />
      <form onSubmit={onSubmit} noValidate>
        {view.liens.map((lien) => {
          const answer = answers[lien.id] as Answer;
          return (
            <fieldset key={lien.id} className="lien">
              <legend className="lien__legend">
                {lien.position}. {lien.holder} <span className="lien__type">({TYPE_WORDS[lien.type]})</span>
              </legend>
              {lien.payoffRequired ? (
                <p className="lien__note">
                  Paid off from your initial draw at closing: your new line must come right after your first
                  mortgage.
                </p>
              ) : null}
              <Checkbox
                name={`${lien.id}.paidOff`}
                label="This loan is paid off"
                checked={answer.paidOff}
                onChange={(checked) => set(lien.id, { paidOff: checked })}
              />
              {answer.paidOff ? null : (
                <>
                  <MoneyField
                    id={fieldId(`${lien.id}.balance`)}
                    label="Balance owed"
                    hint={`Our records show ${dollars(lien.balance)}`}
                    text={answer.balance}
                    error={errors[`${lien.id}.balance`]}
                    onTextChange={(text) => set(lien.id, { balance: text })}
                  />
                  <MoneyField
                    id={fieldId(`${lien.id}.payment`)}
                    label="Monthly payment"
                    hint="Principal and interest, as on your statement"
                    text={answer.payment}
                    error={errors[`${lien.id}.payment`]}
                    onTextChange={(text) => set(lien.id, { payment: text })}
                  />
                </>
              )}
            </fieldset>
          );
        })}
        <dl className="facts">
          <div className="facts__row">
            <dt>Home value we use</dt>
            <dd>{dollars(view.propertyValue)}</dd>
          </div>
          <div className="facts__row">
            <dt>Your credit line</dt>
            <dd>{dollars(view.creditLine)}</dd>
          </div>
          <div className="facts__row">
            <dt>Combined loan-to-value</dt>
            <dd>
              {view.cltvPercent}% (up to {view.maxCltvPercent}%)
            </dd>
          </div>
          {view.payoffTotal > 0 ? (
            <div className="facts__row">
              <dt>Paid off from your draw</dt>
              <dd>{dollars(view.payoffTotal)}</dd>
            </div>
          ) : null}
        </dl>
        <h2>What happens next</h2>
        <p>
          We check your line against the loans you confirm. If a loan is paid from your draw we ask its lender
          for a payoff statement; then we confirm your home's value and order the title search.
        </p>
        <div className="button-row">
          <button type="submit" className="button" disabled={confirm.isPending}>
            {confirm.isPending ? 'Checking…' : 'Confirm and continue'}
          </button>
        </div>
      </form>
      <SupportLine />
    </div>
  );
}
