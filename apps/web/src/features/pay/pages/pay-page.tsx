import { formatLongDate, parseDateInput } from '@hearth/domain/dates';
import {
  type LineServicingView,
  type LineTransaction,
  LINE_SERVICING_MESSAGES as MESSAGES,
} from '@hearth/domain/line-servicing';
import { formatMoney, formatPercent } from '@hearth/domain/money';
import { type FormEvent, useRef, useState } from 'react';
import { RadioGroup } from '@/components/choice-fields';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useLineDraw, useLinePayment, useOpenLines } from '@/features/pay/api/line-servicing';
import { useBrand } from '@/lib/brand/brand-context';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';
import { Link, useSearchParams } from '@/lib/routing';
import '@/features/pay/pay.css';

const money = (cents: number) => formatMoney(cents, 2);
const longDate = (iso: string) => {
  const date = parseDateInput(iso);
  return date ? formatLongDate(date) : iso;
};

/** Dollars and cents as a borrower types them ("$1,250.50"); null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const dollars = Number(cleaned);
  return dollars > 0 ? dollars : null;
}

/** The form's key: one per amount sent, so a retry of the same submission pays or draws once. */
function useSubmissionKey() {
  const key = useRef(crypto.randomUUID());
  return { current: () => key.current, next: () => (key.current = crypto.randomUUID()) };
}

function PaymentForm({ view }: { view: LineServicingView }) {
  const pay = useLinePayment(view.uuid);
  const key = useSubmissionKey();
  const [amount, setAmount] = useState('');
  const [accountId, setAccountId] = useState(view.paymentAccounts[0]?.id ?? '');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<LineTransaction | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const dollars = parseAmount(amount);
    if (dollars === null) return setError(MESSAGES.amountRequired);
    if (!accountId) return setError(MESSAGES.accountRequired);
    setError(undefined);
    setDone(null);
    pay.mutate(
      { body: { amount: dollars, accountId }, key: key.current() },
      {
        onSuccess: (next) => {
          key.next();
          setAmount('');
          setDone(next.activity.find((a) => a.kind === 'PAYMENT') ?? null);
        },
      },
    );
  };
  const serverError = pay.error && !isSessionExpiredError(pay.error) ? userMessageFor(pay.error) : null;
  return (
    <section className="card pay__form" aria-labelledby="pay-heading">
      <h2 id="pay-heading">Make a payment</h2>
      {view.paymentAccounts.length === 0 ? (
        <p>Link a bank account in your name to pay from it here. Call us to pay another way.</p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <RadioGroup
            name="payment-account"
            legend="Pay from"
            options={view.paymentAccounts.map((a) => ({ value: a.id, label: a.account }))}
            value={accountId}
            onChange={setAccountId}
          />
          <TextField
            label="Payment amount"
            hint={`Up to your balance of ${money(view.balanceCents)}. Paying more than the minimum lowers your balance sooner.`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={error}
            onChange={(e) => setAmount(e.target.value)}
          />
          <button className="button" type="submit" disabled={pay.isPending}>
            {pay.isPending ? 'Sending your payment…' : 'Make payment'}
          </button>
        </form>
      )}
      <FormAlert message={serverError} />
      <p role="status" className="pay__done">
        {done
          ? `Your payment of ${money(done.amountCents)} is scheduled. We will take it from your ${done.account} on ${longDate(done.effectiveDate)}.`
          : ''}
      </p>
    </section>
  );
}

function DrawForm({ view }: { view: LineServicingView }) {
  const draw = useLineDraw(view.uuid);
  const key = useSubmissionKey();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<LineTransaction | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const dollars = parseAmount(amount);
    if (dollars === null) return setError(MESSAGES.amountRequired);
    setError(undefined);
    setDone(null);
    draw.mutate(
      { body: { amount: dollars }, key: key.current() },
      {
        onSuccess: (next) => {
          key.next();
          setAmount('');
          setDone(next.activity.find((a) => a.kind === 'DRAW') ?? null);
        },
      },
    );
  };
  const serverError = draw.error && !isSessionExpiredError(draw.error) ? userMessageFor(draw.error) : null;
  const unavailable = view.drawsSuspended
    ? MESSAGES.drawsSuspended
    : view.drawAccount === null
      ? MESSAGES.noDrawAccount
      : null;
  return (
    <section className="card pay__form" aria-labelledby="draw-heading">
      <h2 id="draw-heading">Take a draw</h2>
      {unavailable ? (
        <p>{unavailable}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label="Draw amount"
            hint={`At least ${money(view.minimumDrawCents)}, up to your available credit of ${money(view.availableCreditCents)}. We send it to your ${view.drawAccount} the next banking day.`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={error}
            onChange={(e) => setAmount(e.target.value)}
          />
          <button className="button" type="submit" disabled={draw.isPending}>
            {draw.isPending ? 'Requesting your draw…' : 'Request draw'}
          </button>
        </form>
      )}
      <FormAlert message={serverError} />
      <p role="status" className="pay__done">
        {done
          ? `Your draw of ${money(done.amountCents)} is on its way. It should reach your ${done.account} on ${longDate(done.effectiveDate)}.`
          : ''}
      </p>
    </section>
  );
}

function LineSummary({ view }: { view: LineServicingView }) {
  const next = view.nextPayment;
  return (
    <section className="card" aria-labelledby="line-heading">
      <h2 id="line-heading">Your line of credit</h2>
      <dl className="pay__figures">
        <div>
          <dt>Balance</dt>
          <dd>{money(view.balanceCents)}</dd>
        </div>
        <div>
          <dt>Available credit</dt>
          <dd>
            {money(view.availableCreditCents)} of {money(view.creditLimitCents)}
          </dd>
        </div>
        <div>
          <dt>Next payment</dt>
          <dd>
            {next.remainingCents > 0
              ? `${money(next.remainingCents)} due ${longDate(next.dueDate)}`
              : `Paid for the cycle due ${longDate(next.dueDate)}`}
          </dd>
        </div>
        <div>
          <dt>Annual percentage rate</dt>
          <dd>{formatPercent(view.aprPercent)}</dd>
        </div>
      </dl>
      <p className="muted">
        {view.interestOnlyDrawPeriod
          ? `Your minimum payment is the interest on your balance until your draw period ends on ${longDate(view.drawPeriodEnds)}; after that, payments repay principal and interest. `
          : `Your minimum payment of ${money(next.minimumCents)} repays principal and interest. `}
        {next.autopay
          ? 'Automatic payments take the minimum on its due date; a payment you make here counts toward it.'
          : 'Pay the minimum by its due date to avoid a late fee.'}
      </p>
    </section>
  );
}

/** Where each entry stands at the bank (decision 0258). */
const STATUS_WORDS: Record<LineServicingView['activity'][number]['status'], string> = {
  PENDING: 'Pending',
  SETTLED: 'Completed',
  RETURNED: 'Returned',
};

function Activity({ view }: { view: LineServicingView }) {
  if (view.activity.length === 0) return null;
  const pending = view.activity.some((item) => item.status === 'PENDING');
  return (
    <section className="card" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Recent payments and draws</h2>
      {pending ? (
        <p className="muted">
          A pending payment is already taken off your balance, and a pending draw already added to it. If your
          bank sends one back, we undo it and tell you why here and by email.
        </p>
      ) : null}
      <ul className="pay__activity">
        {view.activity.slice(0, 10).map((item) => (
          <li key={item.id}>
            <span>
              {item.kind === 'PAYMENT' ? 'Payment from' : 'Draw to'} your {item.account}
            </span>
            <span>
              {item.kind === 'PAYMENT' ? '−' : '+'}
              {money(item.amountCents)} on {longDate(item.effectiveDate)}{' '}
              <span className={`badge pay__status pay__status--${item.status.toLowerCase()}`}>
                {STATUS_WORDS[item.status]}
              </span>
            </span>
            {item.returnMessage ? <p className="alert pay__returned">{item.returnMessage}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/pay` (issue 22 item 11, decision 0223): a funded borrower's line, a one-off payment from a linked account and a
 * new draw. A borrower without an open line is told so and where to go instead.
 */
export function Component() {
  const brand = useBrand();
  const lines = useOpenLines();
  const chosen = useSearchParams()[0].get('line');
  // The line the portfolio chose, else the newest open one.
  const view = lines.data?.find((l) => l.uuid === chosen) ?? lines.data?.[0];
  const loadError = lines.error && !isSessionExpiredError(lines.error) ? lines.error : null;
  return (
    <div className="page pay">
      <h1>Payments and draws</h1>
      <p role="status" className="visually-hidden">
        {lines.isPending ? 'Loading your line of credit…' : ''}
      </p>
      {loadError ? (
        <p className="alert" role="alert">
          {userMessageFor(loadError)}
        </p>
      ) : null}
      {lines.isSuccess && !view ? (
        <section className="card">
          <h2>You don't have an open line of credit yet</h2>
          <p>
            Once your line with {brand.companyName} is funded, you can make payments and take draws here. Your
            dashboard shows where your application stands and what to do next.
          </p>
          <Link className="button" to={paths.dashboard.root.getHref()}>
            Go to your dashboard
          </Link>
        </section>
      ) : null}
      {view ? (
        <>
          <LineSummary view={view} />
          <div className="pay__forms">
            <PaymentForm key={`pay-${view.uuid}`} view={view} />
            <DrawForm key={`draw-${view.uuid}`} view={view} />
          </div>
          <Activity view={view} />
        </>
      ) : null}
    </div>
  );
}
