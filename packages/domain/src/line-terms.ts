import { PAYMENT_DUE_DAYS_AFTER_STATEMENT } from './funding';
import { LOAN_LIMITS, TEXAS_LIMITS } from './lending';
import { type Cents, formatMoney, formatPercent, roundHalfEven } from './money';
import {
  averageMonthlyInterest,
  DAYS_PER_YEAR,
  MONTHS_PER_YEAR,
  monthlyPayment,
  repaymentPeriodPayment,
} from './payment';

/**
 * The terms of the line itself, as every document states them (issue 20 items 5, 6, 10 and 15; decision 0197): the
 * early HELOC disclosure (Regulation Z 1026.40(d)), the account-opening disclosure (1026.6(a)) and the agreement
 * print these words and figures from here, so the three cannot disagree. Pure rules and data: no document layout.
 */

// ---------- draw period, repayment period, maturity (1026.40(d)(5)(i), 1026.6(a)(3)(ii)) ----------

/** Years in which draws may be taken: 10 for a line of 20 years or more, 5 for a shorter one. */
export function drawPeriodYears(termYears: number): number {
  return Math.min(termYears, termYears >= 20 ? 10 : 5);
}

export interface LinePeriods {
  drawYears: number;
  repaymentYears: number;
  termYears: number;
}

export function linePeriods(termYears: number): LinePeriods {
  const drawYears = drawPeriodYears(termYears);
  return { drawYears, repaymentYears: termYears - drawYears, termYears };
}

const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;

/** The draw and repayment periods in words: the same sentence in the three documents. */
export function periodWords(termYears: number): string {
  const { drawYears, repaymentYears } = linePeriods(termYears);
  return (
    `Draw period: the first ${years(drawYears)} after your line opens, when you may take draws. ` +
    `Repayment period: the ${years(repaymentYears)} after the draw period ends, when you may not take draws and you keep repaying what you owe. ` +
    `Your line matures ${years(termYears)} after it opens: anything you still owe is due then.`
  );
}

// ---------- the minimum payment (1026.40(d)(5)) ----------

/**
 * How the minimum payment is worked out: one method for the draw and repayment periods alike, stated in these words
 * in the early disclosure, the account-opening disclosure and the agreement. The amount is `monthlyPayment` on the
 * balance at the current rate over the months left in the term, so the line is fully repaid at maturity.
 */
export function minimumPaymentWords(termYears: number): string {
  return (
    `Your minimum monthly payment, in the draw period and in the repayment period alike, is the amount that repays your balance, with interest at the annual percentage rate then in effect, in equal monthly payments of principal and interest by the end of your ${termYears}-year term. ` +
    'We work it out again whenever you take a draw and whenever your rate changes. It is never more than what you owe. ' +
    'Because every payment repays principal, the balance is repaid by the end of the term: there is no balloon payment, and your last payment differs from the others only by a few cents of daily interest.'
  );
}

/**
 * The minimum payment of the 62-and-over variant (decision 0224), stated in every disclosure and the agreement: the
 * interest only in the draw period, then principal and interest over the repayment period alone.
 */
export function interestOnlyMinimumPaymentWords(termYears: number): string {
  const { drawYears, repaymentYears } = linePeriods(termYears);
  return (
    `This is an interest-only line for borrowers 62 or older. During the draw period (the first ${years(drawYears)}), your minimum monthly payment is only the interest on your balance for the month, at the annual percentage rate then in effect: it repays none of the principal, so your balance does not go down unless you pay more than the minimum. ` +
    `In the repayment period (the last ${years(repaymentYears)}), your minimum monthly payment is the amount that repays your balance, with interest, in equal monthly payments of principal and interest by the end of your ${termYears}-year term, so it will be higher than your payments in the draw period. ` +
    'We work it out again whenever you take a draw and whenever your rate changes. It is never more than what you owe. There is no balloon payment: the balance is repaid by the end of the term.'
  );
}

/** The minimum-payment words of a line: interest-only for the 62-and-over variant, amortising otherwise. */
export function linePaymentWords(termYears: number, interestOnly: boolean): string {
  return interestOnly ? interestOnlyMinimumPaymentWords(termYears) : minimumPaymentWords(termYears);
}

/** The 1026.40(d)(5)(iii) example for the interest-only variant: both periods' payments on $10,000. */
export function interestOnlyPaymentExampleWords(aprPercent: number, termYears: number): string {
  const { repaymentYears } = linePeriods(termYears);
  const interest = averageMonthlyInterest(EXAMPLE_BALANCE_CENTS, aprPercent);
  const repayment = repaymentPeriodPayment({
    principalCents: EXAMPLE_BALANCE_CENTS,
    annualRatePercent: aprPercent,
    repaymentYears: Math.max(1, repaymentYears),
  });
  return `Minimum payment example: if you owed ${formatMoney(EXAMPLE_BALANCE_CENTS)} at an annual percentage rate of ${formatPercent(aprPercent)}, your monthly payment in the draw period would be ${formatMoney(interest, 2)} (interest only, so the balance stays ${formatMoney(EXAMPLE_BALANCE_CENTS)}), and in the repayment period ${formatMoney(repayment, 2)}; it would take ${years(termYears)} to pay it off if you made only the minimum payments and took no other draws.`;
}

/** When payments fall due: the billing cycle is the calendar month (funding's statement and due dates). */
export const PAYMENT_TIMING_WORDS = `Each billing cycle is a calendar month. After the last day of each month we send your statement, and your minimum payment is due ${PAYMENT_DUE_DAYS_AFTER_STATEMENT} days after that day.`;

/** The dollar balance of the payment examples of 1026.40(d)(5)(iii) and (d)(12)(x) and (xi). */
export const EXAMPLE_BALANCE_CENTS: Cents = 1_000_000;

/** The 1026.40(d)(5)(iii) example: the payment on $10,000 at a rate, and how long it takes to repay. */
export function paymentExampleWords(aprPercent: number, termYears: number): string {
  const payment = monthlyPayment({
    principalCents: EXAMPLE_BALANCE_CENTS,
    annualRatePercent: aprPercent,
    termYears,
  });
  return `Minimum payment example: if you owed ${formatMoney(EXAMPLE_BALANCE_CENTS)} at an annual percentage rate of ${formatPercent(aprPercent)}, your monthly payment would be ${formatMoney(payment, 2)} and it would take ${years(termYears)} to pay it off if you made only the minimum payments and took no other draws.`;
}

// ---------- periodic rates (1026.6(a)(1)(ii)) ----------

/**
 * The daily periodic rate of an APR: interest accrues daily on a 365.25-day year (`accruedInterest`), so the daily
 * rate is the APR divided by 365.25, and the APR is that rate times the 365.25 days of the average year.
 */
export function dailyPeriodicRatePercent(aprPercent: number): number {
  return roundHalfEven(aprPercent / DAYS_PER_YEAR, 7);
}

export const DAILY_RATE_WORDS =
  'the APR divided by 365.25, the average number of days in a year, leap years included';

// ---------- interest (1026.6(a)(1)) ----------

export const BALANCE_METHOD_NAME = 'daily balance (including new transactions)';

export const INTEREST_WORDS = [
  'There is no grace period: interest begins on the day each draw is funded, and you cannot avoid interest by paying your balance in full each month.',
  `Balance computation method: ${BALANCE_METHOD_NAME}. Each day we take the balance of your draws at the beginning of the day (the origination fee added at opening counts as part of it), add any draw funded that day and subtract any payment or credit applied to principal that day. Interest and fees are not added to the balance, so interest is never charged on interest or fees.`,
  "To figure the interest for a billing cycle we multiply each day's balance by the daily periodic rate in effect that day and add up the results for every day of the cycle.",
] as const;

// ---------- fees other than the closing costs (1026.6(a)(2), 1026.40(d)(7)) ----------

export const RETURNED_PAYMENT_FEE_CENTS: Cents = 2_500;
export const LATE_FEE = { maxCents: 2_500, percentOfPayment: 5, daysAfterDue: 15 } as const;
/**
 * States whose law sets a lower late charge on a loan secured by an owner-occupied home: New York allows 2% of the
 * late installment (Real Property Actions and Proceedings Law 254-b).
 */
export const LATE_FEE_PERCENT_BY_STATE: Readonly<Record<string, number>> = { NY: 2 };

export function lateFeePercent(state: string): number {
  return LATE_FEE_PERCENT_BY_STATE[state.toUpperCase()] ?? LATE_FEE.percentOfPayment;
}

/** The late fee on a minimum payment not received in full within 15 days of its due date. */
export function lateFeeCents(minimumPaymentCents: Cents, state: string): Cents {
  return Math.min(
    LATE_FEE.maxCents,
    Math.round((Math.max(0, minimumPaymentCents) * lateFeePercent(state)) / 100),
  );
}

/**
 * Every fee the lender charges on the line, in the words all three documents print. The origination fee is the
 * closing cost funding adds to the balance (`closingCostShares`); no fee is charged on a later draw.
 */
export function lenderFeeWords(input: { originationFeePercent: number; state: string }): string[] {
  return [
    `Origination fee: ${formatPercent(input.originationFeePercent, 2)} of your initial draw, charged once, when your line opens, and added to your balance. No fee is charged on any later draw.`,
    `Late fee: if we do not receive your minimum payment in full within ${LATE_FEE.daysAfterDue} days after its due date, ${lateFeePercent(input.state)}% of the minimum payment due, but not more than ${formatMoney(LATE_FEE.maxCents, 2)}.`,
    `Returned payment fee: ${formatMoney(RETURNED_PAYMENT_FEE_CENTS, 2)} each time a payment is returned unpaid by your bank.`,
    'No other fees: there is no annual, membership or inactivity fee, no fee to take a draw, no fee to close your line and no prepayment penalty.',
  ];
}

// ---------- draws (1026.40(d)(10)) ----------

/** The least later draw: $500, and $4,000 for a Texas home (Tex. Const. art. XVI, s. 50(t)(2)). */
export const MIN_LATER_DRAW_CENTS: Cents = 50_000;

export function minimumLaterDrawCents(state: string): Cents {
  return state.toUpperCase() === 'TX' ? TEXAS_LIMITS.minAdvanceCents : MIN_LATER_DRAW_CENTS;
}

export function transactionRequirementWords(state: string): string {
  return `Transaction requirements: each draw after the initial draw must be at least ${formatMoney(minimumLaterDrawCents(state), 2)} and may not be more than your available credit. Draws can be taken only in the draw period, by calling us or writing to us, and are sent by ACH to the bank account in your name on file. There is no card or check access to the line.`;
}

// ---------- standard statements (1026.40(d)(6), (d)(9), (d)(11), (d)(12)(ii)) ----------

export const APR_EXCLUDES_OTHER_COSTS_WORDS =
  'The annual percentage rate does not include costs other than interest.';
export const TAX_WORDS =
  'Tax deductibility: you should consult a tax advisor regarding the deductibility of interest and charges for the plan.';
export const NEGATIVE_AMORTIZATION_WORDS =
  'Negative amortization: your minimum payment always covers the interest due, so your balance does not grow from unpaid interest.';

// ---------- the variable rate (1026.40(d)(12), 1026.6(a)(1)(ii)) ----------

/**
 * The variable-rate terms of the plan: the index, when it is read, how often the rate changes, and its limits. There
 * is no periodic cap; the floor is the product's lowest APR (spec section 9) and the maximum is 18%.
 */
export const VARIABLE_RATE = {
  index: 'the Prime Rate',
  indexSource:
    'the Prime Rate published in the "Money Rates" section of The Wall Street Journal (if more than one rate is published, the highest)',
  indexReadOn: 'the last business day of the month before the change',
  frequency: 'monthly',
  periodicCapPercent: null,
  floorAprPercent: LOAN_LIMITS.minAprPercent,
  maxAprPercent: 18,
} as const;

export interface VariableRateFacts {
  /** The APR without the autopay discount, as offered. */
  aprPercent: number;
  /** The index value the offer was priced on (the offer's `baseRate`). */
  indexPercent: number;
  /** The APR with the autopay discount, when the borrower has it. */
  autopayAprPercent: number | null;
}

/** The margin added to the index: the offered APR less the index value it was priced on. */
export function marginPercent(facts: Pick<VariableRateFacts, 'aprPercent' | 'indexPercent'>): number {
  return roundHalfEven(facts.aprPercent - facts.indexPercent, 3);
}

/** The APR for an index value: index plus margin, kept between the floor and the maximum. */
export function variableApr(indexPercent: number, margin: number): number {
  return Math.min(
    VARIABLE_RATE.maxAprPercent,
    Math.max(VARIABLE_RATE.floorAprPercent, roundHalfEven(indexPercent + margin, 3)),
  );
}

/** The payment at the maximum APR on a balance over the whole term (1026.40(d)(12)(x)). */
export function paymentAtMaximumApr(balanceCents: Cents, termYears: number): Cents {
  return monthlyPayment({
    principalCents: balanceCents,
    annualRatePercent: VARIABLE_RATE.maxAprPercent,
    termYears,
  });
}

/**
 * The variable-rate terms in words, the same in the three documents: 1026.40(d)(12)(i), (iii), (iv), (vi), (vii),
 * (viii), (ix), (x) and (xii), with the margin and the discount of this offer.
 */
export function variableRateWords(
  facts: VariableRateFacts,
  termYears: number,
  openingBalanceCents?: Cents,
): string[] {
  const margin = marginPercent(facts);
  const discount =
    facts.autopayAprPercent === null ? null : roundHalfEven(facts.aprPercent - facts.autopayAprPercent, 3);
  return [
    'Variable rate: this is a variable-rate plan. The annual percentage rate, and with it the minimum payment, can change. The term does not change.',
    `Index: ${VARIABLE_RATE.indexSource}, read on ${VARIABLE_RATE.indexReadOn}. When your rate was set, the index was ${formatPercent(facts.indexPercent)}.`,
    `Margin: ${formatPercent(margin)}. Your annual percentage rate is the index plus the margin.${discount === null ? '' : ` While automatic payments are on, it is ${formatPercent(discount).replace('%', '')} percentage points lower.`}`,
    'Your initial annual percentage rate is not discounted: it is the index plus the margin. Ask us for the current index value, margin and annual percentage rate at any time.',
    'How often it changes: the rate can change on the first day of each billing cycle (the first day of each month), to the index of the last business day of the month before plus the margin. A change in the rate changes your minimum payment from the next statement, worked out again the way the minimum payment always is; no part of a rate change is carried over to a later change.',
    `Limits: there is no limit on how much the rate can change in a month or in a year, other than these. The annual percentage rate will never be less than ${formatPercent(VARIABLE_RATE.floorAprPercent)} or more than ${formatPercent(VARIABLE_RATE.maxAprPercent)}${discount === null ? '' : ', with or without automatic payments'}.`,
    `Maximum rate example: at the maximum annual percentage rate of ${formatPercent(VARIABLE_RATE.maxAprPercent)}, the minimum monthly payment on a balance of ${formatMoney(EXAMPLE_BALANCE_CENTS)} would be ${formatMoney(paymentAtMaximumApr(EXAMPLE_BALANCE_CENTS, termYears), 2)}${openingBalanceCents === undefined ? '' : `, and on your opening balance of ${formatMoney(openingBalanceCents, 2)} it would be ${formatMoney(paymentAtMaximumApr(openingBalanceCents, termYears), 2)}`}. The maximum rate could be reached as early as the first day of the first full month after your line opens.`,
    'Each periodic statement shows the annual percentage rate and the daily periodic rate in effect in that billing cycle.',
  ];
}

// ---------- the 15-year historical example (1026.40(d)(12)(xi)) ----------

/**
 * The index each year, as of the first business day of January, for the last 15 years. Source: the Board of
 * Governors of the Federal Reserve System, statistical release H.15 "Selected Interest Rates", bank prime loan rate
 * (FRED series DPRIME), which moves with the Prime Rate The Wall Street Journal publishes. Add each January's value
 * and drop the oldest: the example must cover the most recent 15 years.
 */
export const PRIME_RATE_HISTORY = {
  source:
    'Board of Governors of the Federal Reserve System, statistical release H.15, bank prime loan rate, which is the Prime Rate published in The Wall Street Journal',
  asOf: 'the first business day of January',
  values: [
    { year: 2012, percent: 3.25 },
    { year: 2013, percent: 3.25 },
    { year: 2014, percent: 3.25 },
    { year: 2015, percent: 3.25 },
    { year: 2016, percent: 3.5 },
    { year: 2017, percent: 3.75 },
    { year: 2018, percent: 4.5 },
    { year: 2019, percent: 5.5 },
    { year: 2020, percent: 4.75 },
    { year: 2021, percent: 3.25 },
    { year: 2022, percent: 3.25 },
    { year: 2023, percent: 7.5 },
    { year: 2024, percent: 8.5 },
    { year: 2025, percent: 7.5 },
    { year: 2026, percent: 6.75 },
  ],
} as const;

export interface HistoricalExampleRow {
  year: number;
  indexPercent: number;
  marginPercent: number;
  aprPercent: number;
  /** The minimum monthly payment through that year. */
  paymentCents: Cents;
  period: 'draw' | 'repayment';
}

/**
 * $10,000 drawn at the start of the first year and repaid by the minimum payments only: each January the rate is
 * the index plus the margin (between the floor and the maximum) and the payment is worked out again over the months
 * left in the term, as the plan works it out; interest accrues by the month at the APR / 12 the payment is priced on.
 */
export function historicalExample(margin: number, termYears: number): HistoricalExampleRow[] {
  const { drawYears } = linePeriods(termYears);
  let balance = EXAMPLE_BALANCE_CENTS;
  return PRIME_RATE_HISTORY.values.map((entry, i) => {
    const aprPercent = variableApr(entry.percent, margin);
    const monthsLeft = (termYears - i) * MONTHS_PER_YEAR;
    const paymentCents =
      monthsLeft > 0 && balance > 0
        ? monthlyPayment({
            principalCents: balance,
            annualRatePercent: aprPercent,
            termYears: monthsLeft / MONTHS_PER_YEAR,
          })
        : 0;
    for (let month = 0; month < MONTHS_PER_YEAR && balance > 0; month++) {
      const interest = roundHalfEven((balance * aprPercent) / 100 / MONTHS_PER_YEAR, 0);
      balance = Math.max(0, balance + interest - Math.min(paymentCents, balance + interest));
    }
    return {
      year: entry.year,
      indexPercent: entry.percent,
      marginPercent: margin,
      aprPercent,
      paymentCents,
      period: i < drawYears ? 'draw' : 'repayment',
    };
  });
}

/** The historical example as printed: an introduction, a header and one line per year. */
export function historicalExampleLines(margin: number, termYears: number): string[] {
  const rows = historicalExample(margin, termYears);
  const first = rows[0]?.year ?? 0;
  const last = rows.at(-1)?.year ?? 0;
  return [
    `Historical example: the table shows how the annual percentage rate and the minimum monthly payment on a single ${formatMoney(EXAMPLE_BALANCE_CENTS)} draw taken at the start of ${first} would have changed with the index from ${first} to ${last}, with your margin of ${formatPercent(margin)}, the floor and the maximum. The index values are those of ${PRIME_RATE_HISTORY.asOf} of each year (source: ${PRIME_RATE_HISTORY.source}); the example assumes the rate changed once a year, on that day, although it can change monthly, and that no other draw or extra payment was made. It does not mean the index will change this way in the future.`,
    [
      'Year | Index | Margin | APR | Minimum monthly payment | Period',
      ...rows.map(
        (row) =>
          `${row.year} | ${formatPercent(row.indexPercent)} | ${formatPercent(row.marginPercent)} | ${formatPercent(row.aprPercent)} | ${formatMoney(row.paymentCents, 2)} | ${row.period === 'draw' ? 'draw period' : 'repayment period'}`,
      ),
    ].join('\n'),
  ];
}
