import { ERROR_MESSAGES } from './errors';
import { type Cents, percentOf, roundHalfEven } from './money';

/** Interest accrues on a 365.25-day year; an average month is 365.25 / 12 days (spec section 9). */
export const DAYS_PER_YEAR = 365.25;
export const AVERAGE_DAYS_PER_MONTH = DAYS_PER_YEAR / 12;
export const MONTHS_PER_YEAR = 12;

export interface PaymentInput {
  principalCents: Cents;
  /** APR in percent, e.g. 8.875 */
  annualRatePercent: number;
  termYears: number;
}

/** Amortised monthly payment: principal / annuity factor, with rate / 12 and years * 12. Cents, half-to-even. */
export function monthlyPayment({ principalCents, annualRatePercent, termYears }: PaymentInput): Cents {
  if (![principalCents, annualRatePercent, termYears].every(Number.isFinite) || principalCents < 0) {
    throw new RangeError(ERROR_MESSAGES.invalidMoneyInput);
  }
  if (termYears <= 0 || annualRatePercent < 0) throw new RangeError(ERROR_MESSAGES.invalidMoneyInput);
  const n = termYears * MONTHS_PER_YEAR;
  const r = annualRatePercent / 100 / MONTHS_PER_YEAR;
  if (r === 0) return roundHalfEven(principalCents / n, 0);
  const annuityFactor = (1 - (1 + r) ** -n) / r;
  return roundHalfEven(principalCents / annuityFactor, 0);
}

export interface DrawTotalInput {
  amountCents: Cents;
  /** Origination fee in percent of the draw, e.g. 2.99 */
  originationFeePercent: number;
  /** Optional cap on the fee, in cents */
  maxFeeCents?: Cents;
}

/**
 * The largest principal whose amortised payment fits `paymentCents`: the inverse of `monthlyPayment`
 * (principal = payment x annuity factor), rounded down to the cent. Used to size a line to a DTI budget.
 */
export function maxPrincipalForPayment({
  paymentCents,
  annualRatePercent,
  termYears,
}: {
  paymentCents: Cents;
  annualRatePercent: number;
  termYears: number;
}): Cents {
  if (paymentCents <= 0) return 0;
  const n = termYears * MONTHS_PER_YEAR;
  const r = annualRatePercent / 100 / MONTHS_PER_YEAR;
  const annuityFactor = r === 0 ? n : (1 - (1 + r) ** -n) / r;
  return Math.floor(paymentCents * annuityFactor);
}

/** Origination fee on a draw, optionally capped. Rejects negative or NaN amounts. */
export function originationFee({ amountCents, originationFeePercent, maxFeeCents }: DrawTotalInput): Cents {
  if (typeof amountCents !== 'number' || Number.isNaN(amountCents) || amountCents < 0) {
    throw new RangeError(ERROR_MESSAGES.invalidDrawInput);
  }
  if (Number.isNaN(originationFeePercent) || originationFeePercent < 0) {
    throw new RangeError(ERROR_MESSAGES.invalidDrawInput);
  }
  const fee = percentOf(amountCents, originationFeePercent);
  return maxFeeCents === undefined ? fee : Math.min(fee, Math.max(0, maxFeeCents));
}

/** Draw total = amount + amount * origination fee, the fee optionally capped. */
export function drawTotal(input: DrawTotalInput): Cents {
  return input.amountCents + originationFee(input);
}

/** Simple interest for a number of days on a 365.25-day year, cents half-to-even. */
export function accruedInterest(balanceCents: Cents, annualRatePercent: number, days: number): Cents {
  if (![balanceCents, annualRatePercent, days].every(Number.isFinite) || days < 0) {
    throw new RangeError(ERROR_MESSAGES.invalidMoneyInput);
  }
  return roundHalfEven((balanceCents * (annualRatePercent / 100) * days) / DAYS_PER_YEAR, 0);
}

/** Interest for an average month (365.25 / 12 days): the interest-only payment of a draw period. */
export function averageMonthlyInterest(balanceCents: Cents, annualRatePercent: number): Cents {
  return accruedInterest(balanceCents, annualRatePercent, AVERAGE_DAYS_PER_MONTH);
}

/** Offer panel shows only when both rate and amount are above 0 (spec section 2). */
export function showsOfferPanel(offer: { rate?: number | null; amount?: number | null }): boolean {
  return (offer.rate ?? 0) > 0 && (offer.amount ?? 0) > 0;
}

/**
 * The monthly payment in the draw period: the amortised payment, or, for the 62-and-over interest-only variant
 * (decision 0224), the interest of an average month on the balance, which repays no principal.
 */
export function drawPeriodPayment(input: PaymentInput & { interestOnly: boolean }): Cents {
  if (!input.interestOnly) return monthlyPayment(input);
  if (![input.principalCents, input.annualRatePercent].every(Number.isFinite) || input.principalCents < 0) {
    throw new RangeError(ERROR_MESSAGES.invalidMoneyInput);
  }
  return averageMonthlyInterest(input.principalCents, input.annualRatePercent);
}

/**
 * The payment once an interest-only draw period ends: the balance amortised over the repayment period alone
 * (decision 0224), so it is higher than a payment amortised over the whole term.
 */
export function repaymentPeriodPayment(input: {
  principalCents: Cents;
  annualRatePercent: number;
  repaymentYears: number;
}): Cents {
  return monthlyPayment({
    principalCents: input.principalCents,
    annualRatePercent: input.annualRatePercent,
    termYears: input.repaymentYears,
  });
}
