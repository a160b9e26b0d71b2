import { randomUUID } from 'node:crypto';
import {
  addDays,
  type CalendarDate,
  compareDates,
  formatIsoDate,
  propertyDate,
  zonedCalendarDate,
} from '@hearth/domain/dates';
import { DomainError } from '@hearth/domain/errors';
import { achEffectiveDate } from '@hearth/domain/funding';
import {
  drawProblem,
  type LineServicingView,
  type LineTransaction,
  lineBalanceCents,
  LINE_SERVICING_MESSAGES as MESSAGES,
  minimumPaymentOn,
  movesBalance,
  nextDueDate,
  paymentProblem,
  returnedLineEntryNotice,
} from '@hearth/domain/line-servicing';
import { linePeriods, minimumLaterDrawCents } from '@hearth/domain/line-terms';
import { toCents } from '@hearth/domain/money';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ApplicationRow } from '../application/repository';
import { helocApplications } from '../application/schema';
import { type AccountRow, accountLabel, accountsOf, current } from '../bank-accounts/accounts';
import { figuresOf } from '../documents/content/facts';
import { fundingCostPicture } from '../funding/costs';
import { entriesOf, type FundingDeps, fundingOf } from '../funding/deps';
import { nextAchSequence } from '../funding/draw';
import { lineChanges } from '../line-changes/schema';
import { maskOf } from './ach';
import { lineTransactions } from './schema';

export interface LineServicingDeps {
  funding: FundingDeps;
  /** Whether the application's lender offers the 62-and-over interest-only variant (decision 0224). */
  interestOnly(app: ApplicationRow): boolean;
  /** Queues the job that sends the application's new ACH entries to the lender's bank (decision 0258). */
  send(applicationUuid: string, transactionId: string): Promise<void>;
}

type TransactionRow = typeof lineTransactions.$inferSelect;
type Executor = Pick<Db, 'select'>;

/** Only a funded line is serviced: its status is COMPLETE once the initial draw settled (decision 0178). */
const OPEN_LINE = 'COMPLETE';

/** Months from the funding day to `today`, whole months only. */
function monthsSince(from: CalendarDate, today: CalendarDate): number {
  const months = (today.year - from.year) * 12 + (today.month - from.month);
  return Math.max(0, today.day < from.day ? months - 1 : months);
}

/** The last day of the draw period: the day before the anniversary of the funding day `drawYears` on. */
function drawPeriodEnd(fundedOn: CalendarDate, drawYears: number): CalendarDate {
  return addDays({ ...fundedOn, year: fundedOn.year + drawYears }, -1);
}

/** What does not change with a payment or a draw: the funding, its cost picture, the accounts, the dates. */
async function fundedFacts(deps: LineServicingDeps, app: ApplicationRow) {
  if (app.status !== OPEN_LINE) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notOpen);
  const db = deps.funding.db;
  const [costs, funding, entries, accounts] = await Promise.all([
    fundingCostPicture(deps.funding, app),
    fundingOf(db, app.uuid),
    entriesOf(db, app.uuid),
    accountsOf(db, app.uuid),
  ]);
  const settled = entries.find((e) => e.settledAt)?.settledAt ?? funding?.createdAt ?? deps.funding.now();
  return {
    ...costs,
    figures: figuresOf(costs.facts),
    accounts,
    fundedOn: propertyDate(settled, app.propertyState),
  };
}

/**
 * The line as it stands: the funded facts with the ledger and the staff's changes read through `db` (inside the
 * write's transaction, so the checks see what the lock protects).
 */
async function lineFacts(
  deps: LineServicingDeps,
  app: ApplicationRow,
  funded: Awaited<ReturnType<typeof fundedFacts>>,
  db: Executor = deps.funding.db,
) {
  const changes = await db
    .select()
    .from(lineChanges)
    .where(eq(lineChanges.applicationUuid, app.uuid))
    .orderBy(asc(lineChanges.actedAt));
  const rows = await db
    .select()
    .from(lineTransactions)
    .where(eq(lineTransactions.applicationUuid, app.uuid))
    .orderBy(desc(lineTransactions.requestedAt));
  const { facts, picture, figures, fundedOn } = funded;
  const today = zonedCalendarDate(deps.funding.now());
  const lastChange = changes.at(-1);
  const limitCents = lastChange ? lastChange.newLimitCents : facts.offer.creditLimitCents;
  const balanceCents = lineBalanceCents(picture.openingBalanceCents, rows);
  const { drawYears } = linePeriods(figures.termYears);
  const drawEnds = drawPeriodEnd(fundedOn, drawYears);
  return {
    facts,
    figures,
    rows,
    accounts: funded.accounts,
    fundedOn,
    today,
    limitCents,
    balanceCents,
    availableCents: Math.max(0, limitCents - balanceCents),
    suspended: changes.some((c) => c.action === 'SUSPEND'),
    drawEnds,
    inDrawPeriod: compareDates(today, drawEnds) <= 0,
    interestOnly: deps.interestOnly(app),
  };
}

type LineFacts = Awaited<ReturnType<typeof lineFacts>>;

/** Verified accounts a payment may come from, one per account (an account kept for two purposes is listed once). */
function paymentAccounts(rows: AccountRow[]): AccountRow[] {
  const byLabel = new Map<string, AccountRow>();
  for (const row of rows) if (row.ownership === 'VERIFIED') byLabel.set(accountLabel(row), row);
  return [...byLabel.values()];
}

const transactionView = (row: TransactionRow): LineTransaction => ({
  id: row.id,
  kind: row.kind,
  amountCents: row.amountCents,
  account: row.accountLabel,
  effectiveDate: row.effectiveDate,
  requestedAt: row.requestedAt.toISOString(),
  status: row.status,
  returnMessage: row.returnCode
    ? returnedLineEntryNotice({
        kind: row.kind,
        returnCode: row.returnCode,
        mask: maskOf(row.accountLabel),
        amountCents: row.amountCents,
      }).message
    : null,
});

function viewOf(app: ApplicationRow, f: LineFacts): LineServicingView {
  const { dueDate, cycleStart } = nextDueDate(f.fundedOn, f.today);
  const paidThisCycle = f.rows
    .filter(
      (r) =>
        r.kind === 'PAYMENT' &&
        movesBalance(r.status) &&
        compareDates(zonedCalendarDate(r.requestedAt), cycleStart) >= 0,
    )
    .reduce((total, r) => total + r.amountCents, 0);
  // The minimum is worked out on the balance before this cycle's payments, over the months left in the term.
  const minimumCents = minimumPaymentOn({
    balanceCents: f.balanceCents + paidThisCycle,
    annualRatePercent: f.figures.paymentRatePercent,
    monthsLeft: f.figures.termYears * 12 - monthsSince(f.fundedOn, f.today),
    interestOnly: f.interestOnly && f.inDrawPeriod,
  });
  const drawAccount = current(f.accounts, 'DISBURSEMENT');
  return {
    uuid: app.uuid,
    creditLimitCents: f.limitCents,
    balanceCents: f.balanceCents,
    availableCreditCents: f.availableCents,
    aprPercent: f.figures.aprPercent,
    interestOnlyDrawPeriod: f.interestOnly,
    nextPayment: {
      dueDate: formatIsoDate(dueDate),
      minimumCents,
      remainingCents: Math.max(0, minimumCents - paidThisCycle),
      autopay: f.facts.autopay,
    },
    minimumDrawCents: minimumLaterDrawCents(app.propertyState),
    drawPeriodEnds: formatIsoDate(f.drawEnds),
    drawsSuspended: f.suspended,
    paymentAccounts: paymentAccounts(f.accounts).map((a) => ({ id: a.id, account: accountLabel(a) })),
    drawAccount: drawAccount ? accountLabel(drawAccount) : null,
    activity: f.rows.map(transactionView),
  };
}

export async function servicingView(
  deps: LineServicingDeps,
  app: ApplicationRow,
): Promise<LineServicingView> {
  return viewOf(app, await lineFacts(deps, app, await fundedFacts(deps, app)));
}

/**
 * Writes one payment or draw, as an ACH entry to send (decision 0258), under a lock on the application, checked against the line as it stands inside the
 * lock, so two at once cannot both spend the same available credit (on PostgreSQL; PGlite runs one at a time).
 */
async function record(
  deps: LineServicingDeps,
  app: ApplicationRow,
  identityUuid: string,
  build: (f: LineFacts) => { kind: TransactionRow['kind']; amountCents: number; account: AccountRow },
): Promise<LineServicingView> {
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const funded = await fundedFacts(deps, app);
  const id = randomUUID();
  await deps.funding.db.transaction(async (tx) => {
    await tx
      .select({ uuid: helocApplications.uuid })
      .from(helocApplications)
      .where(eq(helocApplications.uuid, app.uuid))
      .for('update');
    const f = await lineFacts(deps, app, funded, tx);
    const { kind, amountCents, account } = build(f);
    await tx.insert(lineTransactions).values({
      id,
      sequence: await nextAchSequence(tx),
      applicationUuid: app.uuid,
      kind,
      amountCents,
      accountId: account.id,
      accountLabel: accountLabel(account),
      effectiveDate: formatIsoDate(achEffectiveDate(f.today)),
      requestedBy: identityUuid,
      requestedAt: deps.funding.now(),
    });
  });
  // Sent by the job, as the initial draw is; the sweep queues it again if this process dies first.
  await deps.send(app.uuid, id);
  return servicingView(deps, app);
}

/** A one-off payment from one of the application's verified accounts, up to the balance. */
export function makePayment(
  deps: LineServicingDeps,
  app: ApplicationRow,
  identityUuid: string,
  body: { amount: number; accountId: string },
): Promise<LineServicingView> {
  const amountCents = toCents(body.amount);
  return record(deps, app, identityUuid, (f) => {
    const account = paymentAccounts(f.accounts).find((a) => a.id === body.accountId);
    if (!account) throw new DomainError('VALIDATION_FAILED', MESSAGES.accountNotUsable);
    const problem = paymentProblem(amountCents, f.balanceCents);
    if (problem) throw new DomainError('VALIDATION_FAILED', problem);
    return { kind: 'PAYMENT', amountCents, account };
  });
}

/** A draw after the initial one, to the line's disbursement account, within the available credit. */
export function takeDraw(
  deps: LineServicingDeps,
  app: ApplicationRow,
  identityUuid: string,
  body: { amount: number },
): Promise<LineServicingView> {
  const amountCents = toCents(body.amount);
  return record(deps, app, identityUuid, (f) => {
    const problem = drawProblem({
      amountCents,
      availableCents: f.availableCents,
      state: app.propertyState,
      suspended: f.suspended,
      inDrawPeriod: f.inDrawPeriod,
    });
    if (problem) throw new DomainError(f.suspended ? 'STEP_OUT_OF_ORDER' : 'VALIDATION_FAILED', problem);
    const account = current(f.accounts, 'DISBURSEMENT');
    if (!account) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.noDrawAccount);
    return { kind: 'DRAW', amountCents, account };
  });
}

/** Every open line of a borrower, newest first (`/pay` and `/portfolio`): their own applications only. */
export async function openLinesOf(
  deps: LineServicingDeps,
  identityUuid: string,
): Promise<LineServicingView[]> {
  const rows = await deps.funding.db
    .select()
    .from(helocApplications)
    .where(and(eq(helocApplications.identityUuid, identityUuid), eq(helocApplications.status, OPEN_LINE)))
    .orderBy(desc(helocApplications.createdAt));
  const views: LineServicingView[] = [];
  for (const row of rows) views.push(await servicingView(deps, row));
  return views;
}
