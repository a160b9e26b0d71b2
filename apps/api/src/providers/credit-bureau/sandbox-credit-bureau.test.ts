import { describe, expect, it } from 'vitest';
import type { CreditPullRequest, CreditPullResult } from './credit-bureau';
import { DEFAULT_SCORE_RANGE, SANDBOX_BUREAU, SandboxCreditBureau } from './sandbox-credit-bureau';

const NOW = new Date('2025-06-15T12:00:00Z');
const bureau = new SandboxCreditBureau({ clock: () => NOW });
const address = { street1: '1400 Happy Path Ln', city: 'Sacramento', state: 'CA', zip: '95814' };
const applicant = (lastName: string, extra: Partial<CreditPullRequest> = {}): CreditPullRequest => ({
  firstName: 'Alex',
  lastName,
  dob: '1980-04-12',
  address,
  ...extra,
});
const SSN = '123-45-6789';

function report(result: CreditPullResult) {
  if (result.outcome !== 'MATCH') throw new Error(`expected a report, got ${result.outcome}`);
  return result.report;
}

describe('SandboxCreditBureau personas (by last name, any case)', () => {
  it('freezes soft and hard pulls for Frozen, only the hard pull for Hardfrozen', async () => {
    expect(await bureau.softPull(applicant('FROZEN'))).toEqual({ outcome: 'FROZEN' });
    expect(await bureau.hardPull(applicant('Frozen'))).toEqual({ outcome: 'FROZEN' });
    expect((await bureau.softPull(applicant('Hardfrozen'))).outcome).toBe('MATCH');
    expect(await bureau.hardPull(applicant('Hardfrozen'))).toEqual({ outcome: 'FROZEN' });
  });

  it('asks for the SSN for Nomatch and matches once it is given', async () => {
    expect(await bureau.softPull(applicant('Nomatch'))).toEqual({ outcome: 'NO_MATCH' });
    expect((await bureau.softPull(applicant('Nomatch', { ssn: SSN }))).outcome).toBe('MATCH');
  });

  it('never matches Nossn, and says so once the SSN is given', async () => {
    expect(await bureau.softPull(applicant('Nossn'))).toEqual({ outcome: 'NO_MATCH' });
    expect(await bureau.softPull(applicant('Nossn', { ssn: SSN }))).toEqual({ outcome: 'NO_SSN_MATCH' });
  });

  it('returns the persona scores and files', async () => {
    const score = async (lastName: string) => report(await bureau.softPull(applicant(lastName))).score;
    expect(await score('Prime')).toBe(790);
    expect(await score('Nearprime')).toBe(665);
    expect(await score('Decline')).toBe(580);
    expect(await score('Thin')).toBeNull();
    expect(await score('Score705')).toBe(705);
    expect(await score('Score999')).toBe(850);
    const delinquent = report(await bureau.softPull(applicant('Delinquent')));
    expect(delinquent.tradelines.some((t) => t.monthsPastDue >= 2)).toBe(true);
    expect(report(await bureau.softPull(applicant('Bankrupt'))).publicRecords.bankruptcies).toBe(1);
    const highDebt = report(await bureau.softPull(applicant('Highdebt')));
    const monthly = highDebt.tradelines.reduce(
      (sum, t) => sum + t.monetaryCalculatedNextPaymentMinimumAmount,
      0,
    );
    expect(monthly).toBe(6_010_00);
  });

  it('treats an unreadable birth date as no match', async () => {
    expect(await bureau.softPull(applicant('Smith', { dob: '1980-13-45' }))).toEqual({ outcome: 'NO_MATCH' });
  });
});

describe('SandboxCreditBureau hashed applicants', () => {
  it('gives the same report for the same name and birth date, ignoring case and spaces', async () => {
    const a = await bureau.softPull(applicant('Rivera'));
    const b = await bureau.softPull({ ...applicant(' rivera '), firstName: 'ALEX' });
    expect(b).toEqual(a);
    const other = report(await bureau.softPull(applicant('Rivera', { dob: '1980-04-13' })));
    expect(other.reportId).not.toBe(report(a).reportId);
  });

  it('scores in the documented range with plausible debts, factors and the bureau contact', async () => {
    const scores = new Set<number>();
    for (let i = 0; i < 300; i += 1) {
      const r = report(await bureau.softPull(applicant(`Tester${i}`)));
      expect(r.score).toBeGreaterThanOrEqual(DEFAULT_SCORE_RANGE.min);
      expect(r.score).toBeLessThanOrEqual(DEFAULT_SCORE_RANGE.max);
      scores.add(r.score!);
      expect(r.tradelines.length).toBeGreaterThanOrEqual(1);
      expect(r.scoreFactors.length).toBeGreaterThanOrEqual(2);
      // four at most, and the number of inquiries after them when the file has two or more
      const withoutInquiries = r.scoreFactors.filter((f) => f.code !== '08');
      expect(withoutInquiries.length).toBeLessThanOrEqual(4);
      expect(r.scoreFactors.at(-1)?.code === '08').toBe(r.inquiries.length >= 2);
      for (const t of r.tradelines) {
        expect(Number.isInteger(t.monetaryBalance)).toBe(true);
        expect(Number.isInteger(t.monetaryCalculatedNextPaymentMinimumAmount)).toBe(true);
        expect(['MORTGAGE', 'HELOC', 'AUTO', 'CARD', 'STUDENT']).toContain(t.type);
      }
      expect(r.bureau).toEqual(SANDBOX_BUREAU);
    }
    expect(scores.size).toBeGreaterThan(80);
  });

  it('gives each decline persona the same key factors every time, five for the inquiries file', async () => {
    const factorsOf = async (lastName: string) =>
      report(await bureau.softPull(applicant(lastName))).scoreFactors.map((f) => f.code);
    for (const persona of ['Decline', 'Delinquent', 'Bankrupt', 'Highdebt', 'Thin', 'Score639']) {
      const first = await factorsOf(persona);
      expect(first.length, persona).toBeGreaterThanOrEqual(2);
      expect(await factorsOf(persona.toUpperCase()), persona).toEqual(first);
    }
    const decline = await factorsOf('Decline');
    expect(decline).toHaveLength(5);
    expect(decline.at(-1)).toBe('08');
  });

  it('stamps soft and hard pulls with the clock', async () => {
    const hard = report(await bureau.hardPull(applicant('Rivera')));
    expect(hard.pullType).toBe('HARD');
    expect(hard.pulledAt).toBe(NOW.toISOString());
  });
});
