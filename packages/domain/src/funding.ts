import { z } from 'zod';
import { closingCostsViewSchema } from './closing-costs-view';
import { addDays, type CalendarDate, dayOfWeek, daysInMonth, firstDayAfter } from './dates';
import { DRAW_RETURN_NEXT } from './draw-returns';
import type { CostPicture } from './fees';
import { isFederalHoliday } from './rescission';

/**
 * Recording and funding (issue 12 items 6 and 7, decision 0178): once the right to cancel has ended the county
 * records the deed of trust, the funding checks pass, the liens the draw pays off are paid, and the initial draw
 * goes to the borrower's disbursement account by ACH credit, exactly once. The paths, shapes and the pure rules.
 */
export { FUNDING_API_PATHS } from './after-offer-api-paths';

export interface FundingAmounts {
  drawCents: number;
  /** Paid to the holders of the liens behind the first, through the title company. */
  payoffCents: number;
  /** The third-party closing costs (recording, valuation, notary) paid from the draw, less any lender credit. */
  costsCents: number;
  /** Third-party costs the draw could not cover after the payoffs: added to the opening balance instead. */
  financedCents: number;
  /** What the ACH credit sends to the borrower's disbursement account. */
  netCents: number;
}

/**
 * Where the initial draw goes: the cost picture at funding (`costPictureOf` with the payoffs, decision 0207). The
 * payoffs first, then the third-party closing costs, the rest to the borrower; costs the draw cannot cover after the
 * payoffs are added to the balance. The funded line reads the same picture, so it shows what funding did.
 */
export function fundingAmounts(
  picture: Pick<
    CostPicture,
    'drawCents' | 'payoffCents' | 'paidFromDrawCents' | 'financedCents' | 'sentToAccountCents'
  >,
): FundingAmounts {
  return {
    drawCents: picture.drawCents,
    payoffCents: picture.payoffCents,
    costsCents: picture.paidFromDrawCents,
    financedCents: picture.financedCents,
    netCents: picture.sentToAccountCents,
  };
}

/** A day the Federal Reserve settles ACH: Monday to Friday, not a federal holiday. */
export function isBankingDay(date: CalendarDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !isFederalHoliday(date);
}

/** The ACH effective date of a file sent on `today`: the next banking day (next-day settlement). */
export function achEffectiveDate(today: CalendarDate): CalendarDate {
  return firstDayAfter(today, isBankingDay);
}

/** The first statement closes on the last day of the month the line funds; its payment is due 25 days later. */
export const PAYMENT_DUE_DAYS_AFTER_STATEMENT = 25;

export function firstStatementDate(fundedOn: CalendarDate): CalendarDate {
  return { year: fundedOn.year, month: fundedOn.month, day: daysInMonth(fundedOn.year, fundedOn.month) };
}

export function firstPaymentDueDate(fundedOn: CalendarDate): CalendarDate {
  return addDays(firstStatementDate(fundedOn), PAYMENT_DUE_DAYS_AFTER_STATEMENT);
}

/** The ACH trace number: the lender's bank's 8-digit routing prefix and a 7-digit sequence. */
export function traceNumber(odfiRoutingNumber: string, sequence: number): string {
  if (!/^\d{9}$/.test(odfiRoutingNumber)) throw new RangeError('The ODFI routing number must be 9 digits.');
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 9_999_999)
    throw new RangeError('The trace sequence must be 1 to 9,999,999.');
  return `${odfiRoutingNumber.slice(0, 8)}${String(sequence).padStart(7, '0')}`;
}

/** The NACHA file ID modifier of the n-th file of a day (1-based): A to Z, then 0 to 9. */
export function fileIdModifier(nthOfDay: number): string {
  const symbols = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const symbol = symbols[(nthOfDay - 1) % symbols.length];
  if (!Number.isInteger(nthOfDay) || nthOfDay < 1 || !symbol)
    throw new RangeError('nthOfDay must be 1 or more.');
  return symbol;
}

export const FUNDING_STAGES = ['RECORDING', 'FUNDING', 'FUNDED'] as const;

/** An ACH entry the borrower's bank sent back: the money is the lender's again (decision 0182). */
const returnedEntrySchema = z.object({
  account: z.string(),
  mask: z.string(),
  amountCents: z.number().int(),
  returnCode: z.string(),
  /** The NACHA description of the code ("No Account/Unable to Locate Account"). */
  reason: z.string(),
  /** yyyy-MM-dd */
  returnedOn: z.string(),
});

export const fundedLineViewSchema = z.object({
  status: z.string(),
  /** Where the closing stands: the county recording the deed, the money on its way, or the line open. */
  stage: z.enum(FUNDING_STAGES),
  recording: z
    .object({
      office: z.string(),
      instrumentNumber: z.string(),
      bookPage: z.string(),
      recordedAt: z.string(),
    })
    .nullable(),
  /** Set from funding on: money in whole cents, dates yyyy-MM-dd. */
  funding: z
    .object({
      amounts: z.object({
        drawCents: z.number().int(),
        payoffCents: z.number().int(),
        costsCents: z.number().int(),
        financedCents: z.number().int(),
        netCents: z.number().int(),
      }),
      /**
       * Where the draw goes, masked ("Sandbox Bank checking ending in 6789"): the account of its latest ACH entry,
       * so after a re-send the new one; null when nothing is sent to the borrower.
       */
      account: z.string().nullable(),
      effectiveDate: z.string().nullable(),
      traceNumber: z.string().nullable(),
      /** When the latest entry went to the bank; null while it is not sent, or once it came back. */
      sentAt: z.string().nullable(),
      /** When an entry settled in the borrower's account: a returned entry never sets it. */
      settledAt: z.string().nullable(),
      /** Each entry the borrower's bank sent back, oldest first (decision 0182). */
      returns: z.array(returnedEntrySchema),
      /** While the latest entry is returned: what it waits for; null otherwise. */
      next: z.enum(DRAW_RETURN_NEXT).nullable(),
      /** While the borrower chooses: the verified accounts the draw may go to (none it came back from). */
      accountChoices: z.array(z.object({ id: z.uuid(), account: z.string() })),
      /** Automatic payments are set to come from an account the money came back from: they would fail too. */
      autopayOnReturnedAccount: z.boolean(),
    })
    .nullable(),
  /**
   * The cost picture funding used (decision 0207): each cost with how it was paid, the same items and amounts the
   * offers page, the summary and the final offer showed. Null until the funding is fixed.
   */
  closingCosts: closingCostsViewSchema.nullable(),
  line: z.object({
    creditLimitCents: z.number().int(),
    /** The credit limit less the balance: what the borrower can still draw. */
    availableCreditCents: z.number().int(),
    aprPercent: z.number(),
    autopayAprPercent: z.number().nullable(),
    autopay: z.boolean(),
    /** Draw plus origination fee (and any closing costs the draw could not cover): the opening balance. */
    balanceCents: z.number().int(),
    monthlyPaymentCents: z.number().int().nullable(),
    termYears: z.number().int(),
    firstPaymentDue: z.string().nullable(),
    autopayAccount: z.string().nullable(),
  }),
});
export type FundedLineView = z.infer<typeof fundedLineViewSchema>;

/** One step of a sum the funded line shows: "+ Origination fee $5,900.35". */
export interface FundedLineStep {
  label: string;
  /** Positive adds, negative takes off. */
  cents: number;
}

/**
 * The funded line's money in the terms a borrower checks at a glance (issue 21 item 8, decision 0207): the opening
 * balance as the initial draw plus each cost added to it, the money sent as the initial draw less the payoffs and
 * each cost paid from it, and the available credit as the limit less the balance. Every step is the cost picture
 * funding used, so the sums are the funding's own amounts.
 */
export function fundedLineSums(view: Pick<FundedLineView, 'funding' | 'closingCosts' | 'line'>): {
  balance: { drawCents: number; steps: FundedLineStep[]; totalCents: number };
  sent: { drawCents: number; steps: FundedLineStep[]; totalCents: number } | null;
  available: { limitCents: number; balanceCents: number; totalCents: number };
} {
  const amounts = view.funding?.amounts;
  const drawCents = amounts?.drawCents ?? view.line.balanceCents;
  const lines = (view.closingCosts?.lines ?? []).map((line) => ({
    ...line,
    cents: Math.round(line.amount * 100),
  }));
  const ofPaid = (paid: string) => lines.filter((line) => line.paid === paid);
  const toBalance = ofPaid('ADDED_TO_BALANCE');
  const fromDraw = ofPaid('PAID_FROM_DRAW');
  const sum = (steps: { cents: number }[]) => steps.reduce((total, step) => total + step.cents, 0);
  const financedCents = amounts?.financedCents ?? 0;
  const costsCents = amounts?.costsCents ?? 0;
  // A lender credit comes off the origination fee first, then off the costs paid from the draw (closingCostShares).
  const feeCreditCents = sum(toBalance) - (view.line.balanceCents - drawCents - financedCents);
  const drawCreditCents = sum(fromDraw) - costsCents - financedCents;
  const credit = ofPaid('LENDER_CREDIT')[0]?.label ?? 'Lender credit';
  const balanceSteps: FundedLineStep[] = [
    ...toBalance.map((line) => ({ label: line.label, cents: line.cents })),
    ...(feeCreditCents > 0 ? [{ label: credit, cents: -feeCreditCents }] : []),
    ...(financedCents > 0
      ? [{ label: 'Closing costs your draw could not cover', cents: financedCents }]
      : []),
  ];
  return {
    balance: { drawCents, steps: balanceSteps, totalCents: view.line.balanceCents },
    sent: amounts
      ? {
          drawCents: amounts.drawCents,
          steps: [
            ...(amounts.payoffCents > 0
              ? [{ label: 'Paid to your other lienholders', cents: -amounts.payoffCents }]
              : []),
            ...(lines.length > 0
              ? [
                  ...fromDraw.map((line) => ({ label: line.label, cents: -line.cents })),
                  ...(drawCreditCents > 0 ? [{ label: credit, cents: drawCreditCents }] : []),
                  ...(financedCents > 0
                    ? [{ label: 'Added to your balance instead', cents: financedCents }]
                    : []),
                ]
              : costsCents > 0
                ? [{ label: 'Closing costs', cents: -costsCents }]
                : []),
          ],
          totalCents: amounts.netCents,
        }
      : null,
    available: {
      limitCents: view.line.creditLimitCents,
      balanceCents: view.line.balanceCents,
      totalCents: view.line.availableCreditCents,
    },
  };
}

export const fundingDecisionSchema = z.object({
  decision: z.enum(['APPROVE'], { error: 'Choose APPROVE.' }),
  note: z
    .string()
    .trim()
    .min(1, 'Say why funding is approved.')
    .max(500, 'Keep the note under 500 characters.'),
});

/** Staff: one ACH entry of the draw as the lender's records keep it (the file's SHA-256, never its numbers). */
const lenderAchEntrySchema = z.object({
  attempt: z.number().int(),
  account: z.string(),
  amountCents: z.number().int(),
  effectiveDate: z.string(),
  traceNumber: z.string().nullable(),
  fileSha256: z.string().nullable(),
  sentAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  returned: z.object({ returnCode: z.string(), reason: z.string(), returnedAt: z.string() }).nullable(),
  /** Sent by staff after calling the borrower: how the account was confirmed (decision 0187); null otherwise. */
  staffNote: z.string().nullable(),
});

/** Staff: the funding of one application and each ACH entry of its draw (decision 0182). */
export const lenderFundingViewSchema = z.object({
  status: z.string(),
  amounts: fundedLineViewSchema.shape.funding.unwrap().shape.amounts.nullable(),
  entries: z.array(lenderAchEntrySchema),
  /** Money the borrower's bank sent back that is not yet sent again: the lender holds it. */
  heldCents: z.number().int(),
  next: z.enum(DRAW_RETURN_NEXT).nullable(),
});
export type LenderFundingView = z.infer<typeof lenderFundingViewSchema>;

/**
 * Staff: after the last return the borrower may answer (decision 0187), the loan team calls the borrower, confirms
 * an account with them, and sends the draw there, saying how the account was confirmed.
 */
export const lenderResendDrawSchema = z.object({
  accountId: z.uuid('Choose the account the borrower confirmed.'),
  note: z
    .string()
    .trim()
    .min(1, 'Say how the borrower confirmed the account (the call, who, when).')
    .max(500, 'Keep the note under 500 characters.'),
});
export type LenderResendDraw = z.infer<typeof lenderResendDrawSchema>;

export const FUNDING_MESSAGES = {
  notYet: 'Your line of credit is not ready yet. We will email you when your deed is recorded.',
  notFundingDecision: 'This application is not waiting for a funding decision.',
} as const;
