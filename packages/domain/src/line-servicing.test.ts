import { describe, expect, it } from 'vitest';
import {
  achEntryOf,
  drawProblem,
  LINE_TRANSACTION_STATUSES,
  lineBalanceCents,
  lineDrawRequestSchema,
  LINE_SERVICING_MESSAGES as MESSAGES,
  minimumPaymentOn,
  movesBalance,
  nextDueDate,
  paymentProblem,
  returnedLineEntryNotice,
} from './line-servicing';
import { interestOnlyMinimumPaymentWords, linePaymentWords, minimumPaymentWords } from './line-terms';
import { averageMonthlyInterest, drawPeriodPayment, monthlyPayment, repaymentPeriodPayment } from './payment';

describe('the next payment of an open line (decision 0223)', () => {
  it.each([
    // Funded mid-month: the first statement closes at its end, due 25 days later.
    [{ year: 2026, month: 11, day: 10 }, { year: 2026, month: 11, day: 20 }, '2026-12-25', '2026-11-10'],
    // After the first due date, the next month's.
    [{ year: 2026, month: 11, day: 10 }, { year: 2026, month: 12, day: 26 }, '2027-01-25', '2026-12-26'],
    // On the due date itself it is still due.
    [{ year: 2026, month: 11, day: 10 }, { year: 2027, month: 1, day: 25 }, '2027-01-25', '2026-12-26'],
  ])('funded %j, today %j: due %s, counting payments from %s', (funded, today, due, start) => {
    const next = nextDueDate(funded, today);
    const iso = (d: { year: number; month: number; day: number }) =>
      `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
    expect(iso(next.dueDate)).toBe(due);
    expect(iso(next.cycleStart)).toBe(start);
  });

  it('is the amortised payment over the months left, or the interest only for the 62-and-over variant', () => {
    const input = { balanceCents: 5_000_000, annualRatePercent: 9, monthsLeft: 240 };
    expect(minimumPaymentOn({ ...input, interestOnly: false })).toBe(
      monthlyPayment({ principalCents: 5_000_000, annualRatePercent: 9, termYears: 20 }),
    );
    expect(minimumPaymentOn({ ...input, interestOnly: true })).toBe(averageMonthlyInterest(5_000_000, 9));
    expect(minimumPaymentOn({ ...input, balanceCents: 0, interestOnly: false })).toBe(0);
  });
});

describe('payments and draws (decision 0223)', () => {
  it('takes a payment up to the balance', () => {
    expect(paymentProblem(10_000, 50_000)).toBeNull();
    expect(paymentProblem(50_001, 50_000)).toBe(MESSAGES.paymentTooLarge(50_000));
    expect(paymentProblem(100, 0)).toBe(MESSAGES.nothingOwed);
  });

  it('takes a draw of the least draw of the state up to the available credit, in the draw period, unless suspended', () => {
    const base = { availableCents: 1_000_000, state: 'CA', suspended: false, inDrawPeriod: true };
    expect(drawProblem({ ...base, amountCents: 50_000 })).toBeNull();
    expect(drawProblem({ ...base, amountCents: 49_999 })).toBe('Each draw must be at least $500.00.');
    expect(drawProblem({ ...base, state: 'TX', amountCents: 399_999 })).toBe(
      'Each draw must be at least $4,000.00.',
    );
    expect(drawProblem({ ...base, amountCents: 1_000_001 })).toBe(MESSAGES.drawTooLarge(1_000_000));
    expect(drawProblem({ ...base, amountCents: 60_000, suspended: true })).toBe(MESSAGES.drawsSuspended);
    expect(drawProblem({ ...base, amountCents: 60_000, inDrawPeriod: false })).toBe(MESSAGES.drawPeriodOver);
  });

  it('accepts dollars and cents only', () => {
    expect(lineDrawRequestSchema.safeParse({ amount: 600.5 }).success).toBe(true);
    expect(lineDrawRequestSchema.safeParse({ amount: 600.505 }).success).toBe(false);
    expect(lineDrawRequestSchema.safeParse({ amount: 0 }).success).toBe(false);
  });
});

describe('the 62-and-over interest-only payment (decision 0224)', () => {
  it('repays no principal in the draw period and amortises over the repayment period after', () => {
    const input = { principalCents: 10_000_000, annualRatePercent: 8, termYears: 30 };
    expect(drawPeriodPayment({ ...input, interestOnly: true })).toBe(averageMonthlyInterest(10_000_000, 8));
    expect(drawPeriodPayment({ ...input, interestOnly: false })).toBe(monthlyPayment(input));
    expect(
      repaymentPeriodPayment({ principalCents: 10_000_000, annualRatePercent: 8, repaymentYears: 20 }),
    ).toBe(monthlyPayment({ ...input, termYears: 20 }));
  });

  it('is stated in the words every document prints', () => {
    expect(linePaymentWords(30, false)).toBe(minimumPaymentWords(30));
    expect(linePaymentWords(30, true)).toBe(interestOnlyMinimumPaymentWords(30));
    expect(interestOnlyMinimumPaymentWords(30)).toContain('the first 10 years');
    expect(interestOnlyMinimumPaymentWords(30)).toContain('it repays none of the principal');
  });
});

describe('the money of a /pay payment or draw (decision 0258)', () => {
  const entries = [
    { kind: 'PAYMENT', status: 'PENDING', amountCents: 10_000 },
    { kind: 'PAYMENT', status: 'SETTLED', amountCents: 5_000 },
    { kind: 'PAYMENT', status: 'RETURNED', amountCents: 70_000 },
    { kind: 'DRAW', status: 'PENDING', amountCents: 60_000 },
    { kind: 'DRAW', status: 'RETURNED', amountCents: 50_000 },
  ] as const;

  it('moves the balance at once for a pending payment or draw, and never for a returned one', () => {
    expect(lineBalanceCents(1_000_000, entries)).toBe(1_000_000 - 10_000 - 5_000 + 60_000);
    expect(lineBalanceCents(1_000_000, [])).toBe(1_000_000);
    expect(LINE_TRANSACTION_STATUSES.filter(movesBalance)).toEqual(['PENDING', 'SETTLED']);
  });

  it('sends a payment as a debit and a draw as a credit', () => {
    expect(achEntryOf('PAYMENT')).toBe('DEBIT');
    expect(achEntryOf('DRAW')).toBe('CREDIT');
  });

  it.each([
    [
      'PAYMENT',
      'R01',
      'Your bank says the account ending in 0001 did not have enough money for it, so your $88.12 payment was not made and we added it back to your balance.',
    ],
    [
      'PAYMENT',
      'R02',
      'Your bank says the account ending in 0001 is closed, so your $88.12 payment was not made',
    ],
    ['PAYMENT', 'R99', 'Your bank could not pay it from the account ending in 0001, so your $88.12 payment'],
    [
      'DRAW',
      'R03',
      'Your bank could not find the account ending in 0001, so the $88.12 came back to us and is not part of your balance.',
    ],
    ['DRAW', 'R99', 'Your bank could not accept the deposit to the account ending in 0001'],
  ] as const)('tells the borrower why a %s came back %s, and what to do next', (kind, returnCode, words) => {
    const notice = returnedLineEntryNotice({ kind, returnCode, mask: '0001', amountCents: 8_812 });
    expect(notice.message).toContain(words);
    expect(notice.message).toMatch(kind === 'PAYMENT' ? /Make the payment again/ : /take the draw again/);
  });
});
