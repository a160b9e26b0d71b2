import { type LineStandingView, lineStandingWords } from '@hearth/domain/borrower-notices';
import { usDateOf } from '@hearth/domain/dates';
import { resentDrawNote, returnedDrawNotice } from '@hearth/domain/draw-returns';
import { type FundedLineView, fundedLineSums } from '@hearth/domain/funding';
import { formatMoney, formatPercent } from '@hearth/domain/money';
import { OFFER_FIGURE_LABELS } from '@hearth/domain/offer-figures';
import { Suspense } from 'react';
import { PageEnding } from '@/components/layout/support-line';
import { PageLoading } from '@/components/page-loading';
import { SignedDocuments } from '@/features/signing/components/signed-documents';
import { useBrand } from '@/lib/brand/brand-context';
import { lazyPart } from '@/lib/lazy-part';
import '@/features/signing/signing.css';
import '@/components/closing-costs.css';
import '@/features/signing/components/funded-line.css';

/**
 * A draw the bank sent back is rare: its page (the accounts to choose from, the bank step's ways to add one) is
 * fetched only when there is one, not with every funded line (decision 0198).
 */
const ReturnedDraw = lazyPart(() =>
  import('@/features/signing/components/returned-draw').then((module) => module.ReturnedDraw),
);

/** The page's title for a line after the right to cancel: sent back, open, or still closing. */
export function fundedLineTitle(view: FundedLineView): string {
  const returned = view.funding?.next ? view.funding.returns : [];
  const lastReturn = returned.at(-1);
  if (lastReturn) return returnedDrawNotice(lastReturn, returned.length).title;
  return view.stage === 'FUNDED' ? 'Your line of credit is open' : 'Your line of credit is closing';
}

const day = (iso: string | null) => (iso ? usDateOf(iso.slice(0, 10)) : '');
const money = (cents: number) => formatMoney(cents, 2);

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A sum a borrower checks at a glance: where it starts, each step with how it came about, and where it ends, every
 * amount signed ("+ $5,900.35", "− $150.00"), so the last line is visibly the first plus the steps.
 */
function Sum({
  label,
  start,
  steps,
  total,
}: {
  label: string;
  start: { label: string; cents: number };
  steps: { label: string; cents: number; note?: string }[];
  total: { label: string; cents: number };
}) {
  return (
    <dl className="money-list money-list--sum" aria-label={label}>
      <div className="money-list__row">
        <dt>{start.label}</dt>
        <dd>{money(start.cents)}</dd>
      </div>
      {steps.map((step) => (
        <div className="money-list__row" key={step.label}>
          <dt>
            {step.label}
            {step.note ? <span className="money-list__note">{step.note}</span> : null}
          </dt>
          <dd>
            <span aria-hidden="true">{step.cents < 0 ? '− ' : '+ '}</span>
            <span className="visually-hidden">{step.cents < 0 ? 'minus ' : 'plus '}</span>
            {money(Math.abs(step.cents))}
          </dd>
        </div>
      ))}
      <div className="money-list__row money-list__row--total">
        <dt>{total.label}</dt>
        <dd>{money(total.cents)}</dd>
      </div>
    </dl>
  );
}

/**
 * A suspension or reduction while it stands (decision 0212, Regulation Z 1026.9(c)(1)(iii)): what changed, why, in
 * the notice's own words, and what the borrower can do: ask for the line to be restored.
 */
function LineStandingNotice({ standing }: { standing: LineStandingView }) {
  const brand = useBrand();
  const words = lineStandingWords(standing, brand);
  if (!words) return null;
  return (
    <section className="notice line-standing" aria-labelledby="line-standing-title">
      <h2 id="line-standing-title">{words.title}</h2>
      <p>{words.what}</p>
      <p>
        <strong>Why: </strong>
        {words.why}
      </p>
      <p>
        <strong>What you can do: </strong>
        {words.next}
      </p>
      <p>We sent you a notice about this change; it is saved with your notices.</p>
    </section>
  );
}

/** The closing steps after the right to cancel, each done or still to come. */
function ClosingSteps({ view }: { view: FundedLineView }) {
  const steps = [
    { label: 'Right to cancel ended', done: true },
    {
      label: view.recording
        ? `Deed of trust recorded: instrument ${view.recording.instrumentNumber}`
        : 'Deed of trust recorded with the county',
      done: view.recording !== null,
    },
    { label: 'Money sent to your account', done: view.funding?.sentAt != null || view.stage === 'FUNDED' },
    { label: 'Line of credit open', done: view.stage === 'FUNDED' },
  ];
  return (
    <ol className="closing-steps">
      {steps.map((step) => (
        <li key={step.label} className={step.done ? 'closing-steps__done' : undefined}>
          <span className="visually-hidden">{step.done ? 'Done: ' : 'Next: '}</span>
          {step.label}
        </li>
      ))}
    </ol>
  );
}

/**
 * complete after the right to cancel (decision 0178): while the county records the deed and the money is sent, the
 * steps and what comes next; once funded, the open line with its figures, where the draw went, and what follows.
 * A draw the borrower's bank sent back waits for another account, and a re-sent one says so (decision 0182).
 */
export function FundedLine({
  uuid,
  view,
  standing = null,
}: {
  uuid: string;
  view: FundedLineView;
  standing?: LineStandingView | null;
}) {
  const suspended = standing?.standing === 'SUSPENDED';
  const { line, funding } = view;
  if (funding?.next)
    return (
      <Suspense fallback={<PageLoading />}>
        <ReturnedDraw uuid={uuid} funding={funding} />
      </Suspense>
    );
  const resent = funding?.account ? resentDrawNote(funding.returns, funding.account) : null;
  if (view.stage !== 'FUNDED')
    return (
      <div className="app-page after-offer">
        <h1>{view.stage === 'RECORDING' ? 'Your deed is being recorded' : 'Your money is on its way'}</h1>
        <p role="status">
          {view.stage === 'RECORDING'
            ? 'Your right to cancel has ended. The county is recording your deed of trust; this page updates on its own.'
            : 'Your deed is recorded. We are sending your initial draw; this page updates on its own.'}
        </p>
        {resent ? <p>{resent}</p> : null}
        <ClosingSteps view={view} />
        <SignedDocuments uuid={uuid} />
        <h2>What happens next</h2>
        <ul className="next-steps">
          <li>
            When the money is sent we email you, and this page shows your open line of credit.
            {funding?.account
              ? ` It arrives in your ${funding.account} on ${day(funding.effectiveDate)}.`
              : ''}
          </li>
          <li>You do not need to do anything else.</li>
        </ul>
        <PageEnding />
      </div>
    );
  const sums = fundedLineSums(view);
  // A reduction lowers the limit the line can be drawn to (decision 0212); the balance stays what it was.
  const limitCents =
    standing && standing.standing !== 'OPEN' ? standing.creditLimit * 100 : sums.available.limitCents;
  const availableCents = Math.max(0, limitCents - sums.available.balanceCents);
  const sent = funding && funding.amounts.netCents > 0 ? funding.amounts.netCents : 0;
  return (
    <div className="app-page after-offer">
      <h1>Your line of credit is open</h1>
      {standing ? <LineStandingNotice standing={standing} /> : null}
      {/* The big numbers first (decision 0207): the money sent, and what the borrower can still draw. */}
      <div className="funded-hero">
        {sent > 0 ? (
          <p className="funded-hero__figure" role="status">
            <span className="funded-hero__label">Sent to your bank account</span>
            <span className="funded-hero__amount">{money(sent)}</span>
            <span className="funded-hero__note">
              To your {funding?.account}, available on {day(funding?.effectiveDate ?? null)}.
            </span>
          </p>
        ) : (
          <p className="funded-hero__figure" role="status">
            <span className="funded-hero__label">Sent to your bank account</span>
            <span className="funded-hero__amount">{money(0)}</span>
            <span className="funded-hero__note">
              Your initial draw paid your other liens and closing costs, so no money was sent to your account.
            </span>
          </p>
        )}
        <p className="funded-hero__figure">
          <span className="funded-hero__label">Available credit</span>
          <span className="funded-hero__amount">{money(availableCents)}</span>
          <span className="funded-hero__note">
            {suspended
              ? `Of your ${money(limitCents)} credit limit. New draws are paused for now.`
              : `Of your ${money(limitCents)} credit limit. You can draw it during the draw period.`}
          </span>
        </p>
      </div>
      {resent ? <p>{resent}</p> : null}
      {line.monthlyPaymentCents !== null ? (
        <p className="funded-payment">
          Your first payment is <strong>{money(line.monthlyPaymentCents)}</strong>
          {line.firstPaymentDue ? (
            <>
              , due on <strong>{day(line.firstPaymentDue)}</strong>
            </>
          ) : null}
          .{' '}
          {line.autopayAccount
            ? `We take it from your ${line.autopayAccount} automatically.`
            : 'Automatic payments are off: pay it by the due date.'}
        </p>
      ) : null}

      <h2>How your balance was made</h2>
      <Sum
        label="How your balance was made"
        start={{ label: OFFER_FIGURE_LABELS.initialDraw, cents: sums.balance.drawCents }}
        steps={sums.balance.steps.map((step) => ({
          ...step,
          note: step.cents > 0 ? 'Added to your balance' : 'Paid by your lender',
        }))}
        total={{ label: 'Opening balance', cents: sums.balance.totalCents }}
      />
      {sums.sent ? (
        <>
          <h2>Where your initial draw went</h2>
          <Sum
            label="Where your initial draw went"
            start={{ label: OFFER_FIGURE_LABELS.initialDraw, cents: sums.sent.drawCents }}
            steps={sums.sent.steps.map((step) => ({
              ...step,
              note: step.cents < 0 ? 'Paid from your initial draw' : 'Paid by your lender',
            }))}
            total={{ label: 'Sent to your bank account', cents: sums.sent.totalCents }}
          />
        </>
      ) : null}
      <h2>Your available credit</h2>
      <Sum
        label="Your available credit"
        start={{ label: 'Credit limit', cents: limitCents }}
        steps={[{ label: 'Opening balance', cents: -sums.available.balanceCents }]}
        total={{ label: 'Available credit', cents: availableCents }}
      />

      <h2>Your line</h2>
      <dl className="facts">
        <Fact term={OFFER_FIGURE_LABELS.apr}>{formatPercent(line.aprPercent, 3)}</Fact>
        {line.autopay && line.autopayAprPercent !== null ? (
          <Fact term={OFFER_FIGURE_LABELS.autopayApr}>{formatPercent(line.autopayAprPercent, 3)}</Fact>
        ) : null}
        <Fact term="Automatic payments">
          {line.autopayAccount ? `From your ${line.autopayAccount}` : 'Off'}
        </Fact>
        <Fact term={OFFER_FIGURE_LABELS.term}>{`${line.termYears} years`}</Fact>
      </dl>
      {view.recording ? (
        <p>
          Your deed of trust was recorded on {day(view.recording.recordedAt)} by the {view.recording.office},
          instrument {view.recording.instrumentNumber} ({view.recording.bookPage}).
        </p>
      ) : null}
      <SignedDocuments uuid={uuid} />
      <h2>What happens next</h2>
      <ul className="next-steps">
        <li>
          Your first statement arrives after the end of this month
          {line.firstPaymentDue ? `, with your first payment due on ${day(line.firstPaymentDue)}` : ''}.
        </li>
        <li>
          {suspended
            ? 'New draws are paused until we restore your line: ask us when you believe the reason no longer applies.'
            : 'You can draw more, up to your credit limit, during the draw period: call us and we send it to your account on file.'}
        </li>
        <li>Keep your signed documents; you can download them from this page at any time.</li>
      </ul>
      <PageEnding primary />
    </div>
  );
}
