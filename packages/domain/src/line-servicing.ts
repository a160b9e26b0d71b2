import { z } from 'zod';
import { addDays, type CalendarDate, compareDates, daysInMonth } from './dates';
import { bankSaid } from './draw-returns';
import { firstPaymentDueDate, PAYMENT_DUE_DAYS_AFTER_STATEMENT } from './funding';
import { minimumLaterDrawCents } from './line-terms';
import { type Cents, formatMoney } from './money';
import { drawPeriodPayment } from './payment';

/**
 * Servicing an open line (`/pay`, issue 22 item 11, decision 0223): the balance, the next payment, a one-off payment
 * from a linked account and a later draw within the available credit (at least $500, $4,000 for a Texas home). The
 * paths, shapes, messages and the pure rules; the ledger lives in apps/api/src/modules/line-servicing.
 */
const base = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/line`;

export const LINE_SERVICING_API_PATHS = {
  /** Every open line of the signed-in borrower, newest first: what `/pay` and `/portfolio` show. */
  lines: '/service-application/api/v1/application/heloc/lines',
  /** The open line as the borrower services it: balance, next payment, accounts and activity. */
  servicing: (uuid: string) => `${base(uuid)}/servicing`,
  /** A one-off payment from a linked account (Idempotency-Key: a retry pays once). */
  payments: (uuid: string) => `${base(uuid)}/payments`,
  /** A draw after the initial one (Idempotency-Key: a retry draws once). */
  draws: (uuid: string) => `${base(uuid)}/draws`,
} as const;

export const LINE_TRANSACTION_KINDS = ['PAYMENT', 'DRAW'] as const;
export type LineTransactionKind = (typeof LINE_TRANSACTION_KINDS)[number];

/**
 * Where a payment's or a draw's ACH entry stands (decision 0258): sent and waiting for the bank, settled, or sent
 * back by the borrower's bank. A payment is a PPD debit of the linked account, a draw a PPD credit of the draw account.
 */
export const LINE_TRANSACTION_STATUSES = ['PENDING', 'SETTLED', 'RETURNED'] as const;
export type LineTransactionStatus = (typeof LINE_TRANSACTION_STATUSES)[number];

/** A payment is a debit of the borrower's account, a draw a credit to it. */
export const achEntryOf = (kind: LineTransactionKind): 'DEBIT' | 'CREDIT' =>
  kind === 'PAYMENT' ? 'DEBIT' : 'CREDIT';

/**
 * When an entry moves the balance (decision 0258): at once, as a pending payment or a draw on its way, the way
 * servicers show "pending payment" and a draw's available credit is held; a returned entry never counted.
 */
export const movesBalance = (status: LineTransactionStatus): boolean => status !== 'RETURNED';

/** The balance: the opening balance, plus the draws, less the payments, of the entries that move it. */
export function lineBalanceCents(
  openingBalanceCents: Cents,
  entries: readonly { kind: LineTransactionKind; status: LineTransactionStatus; amountCents: Cents }[],
): Cents {
  return entries
    .filter((e) => movesBalance(e.status))
    .reduce((total, e) => total + (e.kind === 'DRAW' ? e.amountCents : -e.amountCents), openingBalanceCents);
}

/** What the borrower reads of a returned payment or draw on `/pay` and in the notice: what happened, what next. */
export function returnedLineEntryNotice(entry: {
  kind: LineTransactionKind;
  returnCode: string;
  /** The last 4 digits of the account. */
  mask: string;
  amountCents: Cents;
}): { title: string; message: string } {
  const amount = formatMoney(entry.amountCents, 2);
  const said = bankSaid(entry.returnCode, entry.mask, achEntryOf(entry.kind));
  return entry.kind === 'PAYMENT'
    ? {
        title: 'Your payment was returned',
        message: `Your bank ${said}, so your ${amount} payment was not made and we added it back to your balance. Make the payment again from an account with enough money, or from another linked account, before your due date.`,
      }
    : {
        title: 'Your bank sent your draw back',
        message: `Your bank ${said}, so the ${amount} came back to us and is not part of your balance. Your line of credit stays open: check the account for draws, then take the draw again.`,
      };
}

export const LINE_SERVICING_MESSAGES = {
  notOpen: 'Your line of credit is not open yet. Payments and draws start once your line is funded.',
  amountRequired: 'Enter an amount.',
  wholeCents: 'Enter an amount in dollars and cents.',
  paymentTooLarge: (balanceCents: Cents) =>
    `You can pay up to your balance of ${formatMoney(balanceCents, 2)}.`,
  nothingOwed: 'You have no balance to pay.',
  drawTooSmall: (minimumCents: Cents) => `Each draw must be at least ${formatMoney(minimumCents, 2)}.`,
  drawTooLarge: (availableCents: Cents) =>
    `You can draw up to your available credit of ${formatMoney(availableCents, 2)}.`,
  drawsSuspended:
    'Draws on your line are suspended. The notice we sent you explains why and how to ask us to reinstate them.',
  drawPeriodOver: 'The draw period of your line has ended, so no new draws can be taken.',
  accountRequired: 'Choose the account to pay from.',
  accountNotUsable: 'Choose one of your linked accounts that we verified as yours.',
  noDrawAccount: 'Link an account in your name for draws before you take one.',
} as const;

const amountSchema = z
  .number({ error: LINE_SERVICING_MESSAGES.amountRequired })
  .positive(LINE_SERVICING_MESSAGES.amountRequired)
  .max(10_000_000, LINE_SERVICING_MESSAGES.amountRequired)
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    message: LINE_SERVICING_MESSAGES.wholeCents,
  });

/** A one-off payment: dollars (two decimals at most) from one of the application's verified accounts. */
export const linePaymentRequestSchema = z.object({
  amount: amountSchema,
  accountId: z.uuid(LINE_SERVICING_MESSAGES.accountRequired),
});
export type LinePaymentRequest = z.infer<typeof linePaymentRequestSchema>;

/** A later draw: dollars, sent to the line's disbursement account. */
export const lineDrawRequestSchema = z.object({ amount: amountSchema });
export type LineDrawRequest = z.infer<typeof lineDrawRequestSchema>;

export const lineTransactionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(LINE_TRANSACTION_KINDS),
  amountCents: z.number().int(),
  /** The masked account ("Sandbox Bank checking ending in 6789"). */
  account: z.string(),
  /** The ACH effective date, yyyy-MM-dd: the next banking day after the request. */
  effectiveDate: z.string(),
  requestedAt: z.string(),
  status: z.enum(LINE_TRANSACTION_STATUSES),
  /** For a returned entry: why, and what to do next, in the borrower's words; null otherwise. */
  returnMessage: z.string().nullable(),
});
export type LineTransaction = z.infer<typeof lineTransactionSchema>;

export const lineServicingViewSchema = z.object({
  uuid: z.uuid(),
  creditLimitCents: z.number().int(),
  balanceCents: z.number().int(),
  availableCreditCents: z.number().int(),
  aprPercent: z.number(),
  /** True for the 62-and-over variant: payments are interest only during the draw period (decision 0224). */
  interestOnlyDrawPeriod: z.boolean(),
  /** The payment due next: its date (yyyy-MM-dd), the minimum for the cycle, and what is left after payments made. */
  nextPayment: z.object({
    dueDate: z.string(),
    minimumCents: z.number().int(),
    remainingCents: z.number().int(),
    autopay: z.boolean(),
  }),
  minimumDrawCents: z.number().int(),
  /** The last day a draw may be taken, yyyy-MM-dd. */
  drawPeriodEnds: z.string(),
  drawsSuspended: z.boolean(),
  /** Verified accounts a payment may come from. */
  paymentAccounts: z.array(z.object({ id: z.uuid(), account: z.string() })),
  /** Where a draw is sent; null when there is none. */
  drawAccount: z.string().nullable(),
  /** Payments and draws after the initial draw, newest first. */
  activity: z.array(lineTransactionSchema),
});
export type LineServicingView = z.infer<typeof lineServicingViewSchema>;

/** The statement closing on the last day of a month; its payment is due 25 days later (funding.ts). */
function dueDateOfCycle(year: number, month: number): CalendarDate {
  return addDays({ year, month, day: daysInMonth(year, month) }, PAYMENT_DUE_DAYS_AFTER_STATEMENT);
}

/**
 * The payment due next on `today`: the first due date on or after today, the first one being
 * `firstPaymentDueDate(fundedOn)`. Payments made from `cycleStart` on count toward it: the funding day for the first
 * one, the day after the previous due date for the others.
 */
export function nextDueDate(
  fundedOn: CalendarDate,
  today: CalendarDate,
): { dueDate: CalendarDate; cycleStart: CalendarDate } {
  let due = firstPaymentDueDate(fundedOn);
  let previous = fundedOn;
  let { year, month } = fundedOn;
  while (compareDates(due, today) < 0) {
    previous = addDays(due, 1);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    due = dueDateOfCycle(year, month);
  }
  return { dueDate: due, cycleStart: previous };
}

/**
 * The minimum payment on a balance: the amortised payment over the months left in the term, or, for the 62-and-over
 * variant in its draw period, the interest of an average month (decision 0224). Never more than the balance.
 */
export function minimumPaymentOn(input: {
  balanceCents: Cents;
  annualRatePercent: number;
  monthsLeft: number;
  interestOnly: boolean;
}): Cents {
  if (input.balanceCents <= 0 || input.monthsLeft <= 0) return Math.max(0, input.balanceCents);
  const payment = drawPeriodPayment({
    principalCents: input.balanceCents,
    annualRatePercent: input.annualRatePercent,
    termYears: input.monthsLeft / 12,
    interestOnly: input.interestOnly,
  });
  return Math.min(payment, input.balanceCents);
}

/** A payment's amount checked against the balance: the message, or null when it may be taken. */
export function paymentProblem(amountCents: Cents, balanceCents: Cents): string | null {
  if (balanceCents <= 0) return LINE_SERVICING_MESSAGES.nothingOwed;
  if (amountCents <= 0) return LINE_SERVICING_MESSAGES.amountRequired;
  if (amountCents > balanceCents) return LINE_SERVICING_MESSAGES.paymentTooLarge(balanceCents);
  return null;
}

/** A draw checked against the line: the least draw of the home's state, the available credit, the draw period. */
export function drawProblem(input: {
  amountCents: Cents;
  availableCents: Cents;
  state: string;
  suspended: boolean;
  inDrawPeriod: boolean;
}): string | null {
  if (input.suspended) return LINE_SERVICING_MESSAGES.drawsSuspended;
  if (!input.inDrawPeriod) return LINE_SERVICING_MESSAGES.drawPeriodOver;
  const minimum = minimumLaterDrawCents(input.state);
  if (input.amountCents < minimum) return LINE_SERVICING_MESSAGES.drawTooSmall(minimum);
  if (input.amountCents > input.availableCents)
    return LINE_SERVICING_MESSAGES.drawTooLarge(Math.max(0, input.availableCents));
  return null;
}

export const lineListSchema = z.object({ lines: z.array(lineServicingViewSchema) });
export type LineList = z.infer<typeof lineListSchema>;
