import { randomUUID } from 'node:crypto';
import { LIABILITY_TYPES } from '@hearth/domain/credit-report';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectShape, isoDay, isoInstant, type Make, text } from '../contract-support';
import type { CreditBureau, CreditPullRequest, CreditPullResult, CreditReport } from './credit-bureau';

const count = z.number().int().nonnegative();

/**
 * A credit report as the decision engine and the adverse-action notice read it (`CreditReport`): money in whole
 * cents, dates as yyyy-MM-dd, a score inside the range the report names (or null for a file too thin to score),
 * the bureau's contact for the notice, and no debt marked for payoff (that is the borrower's choice, made later).
 */
export const creditReportSchema = z
  .object({
    reportId: text,
    pullType: z.enum(['SOFT', 'HARD']),
    pulledAt: isoInstant,
    bureau: z.object({
      name: text,
      street: text,
      city: text,
      state: text,
      zip: text,
      phone: text,
      website: text,
    }),
    score: z.number().int().nullable(),
    scoreModel: text,
    scoreRange: z.object({ min: z.number().int(), max: z.number().int() }),
    // Up to four key factors, and the number of inquiries after them when it is one (FCRA 609(f)(9)).
    scoreFactors: z.array(z.object({ code: text, description: text })).max(5),
    tradelines: z.array(
      z.object({
        creditorName: text,
        type: z.enum(LIABILITY_TYPES),
        monetaryBalance: count,
        monetaryCalculatedNextPaymentMinimumAmount: count,
        openedDate: isoDay,
        monthsPastDue: count,
        payOff: z.object({ status: z.literal('NOT_SELECTED') }),
      }),
    ),
    inquiries: z.array(z.object({ date: isoDay, creditorName: text, kind: z.enum(['SOFT', 'HARD']) })),
    publicRecords: z.object({ bankruptcies: count, collections: count }),
  })
  .refine((report) => report.scoreRange.min < report.scoreRange.max, 'the score range is a range')
  .refine(
    (report) =>
      report.score === null ||
      (report.score >= report.scoreRange.min && report.score <= report.scoreRange.max),
    'the score lies in the range the report names',
  );

const pullResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('MATCH'), report: creditReportSchema }),
  z.object({ outcome: z.literal('NO_MATCH') }),
  z.object({ outcome: z.literal('NO_SSN_MATCH') }),
  z.object({ outcome: z.literal('FROZEN') }),
]);

export interface CreditBureauFixtures {
  /** An applicant the bureau (or its test environment) has an open, unfrozen file for. */
  knownApplicant: CreditPullRequest;
}

/**
 * The credit bureau port (`CreditBureau`): soft and hard pulls answer at once with one of four outcomes, a match
 * with a report of the pull's own type; without a full SSN the bureau cannot say that the SSN matched no file.
 */
export function creditBureauContract(
  name: string,
  make: Make<CreditBureau>,
  fixtures: CreditBureauFixtures,
): void {
  const expectResult = (result: CreditPullResult, what: string) =>
    expectShape(pullResultSchema, result, what) as CreditPullResult;
  const reportOf = (result: CreditPullResult, pullType: 'SOFT' | 'HARD'): CreditReport => {
    expect(result.outcome, `a ${pullType} pull of the known applicant matches`).toBe('MATCH');
    if (result.outcome !== 'MATCH') throw new Error('no report');
    expect(result.report.pullType).toBe(pullType);
    return result.report;
  };

  describe(`${name} keeps the credit bureau contract`, () => {
    it("answers a known applicant's soft pull with a SOFT report of the documented shape", async () => {
      const bureau = await make();
      reportOf(expectResult(await bureau.softPull(fixtures.knownApplicant), 'soft pull'), 'SOFT');
    });

    it("answers a known applicant's hard pull with a HARD report of the documented shape", async () => {
      const bureau = await make();
      reportOf(expectResult(await bureau.hardPull(fixtures.knownApplicant), 'hard pull'), 'HARD');
    });

    it('answers without a full SSN with one of its outcomes, never that the SSN matched no file', async () => {
      const bureau = await make();
      const { ssn: _ssn, ...withoutSsn } = fixtures.knownApplicant;
      const requests: CreditPullRequest[] = [
        withoutSsn,
        { ...withoutSsn, firstName: 'Quinn', lastName: `Nofile${randomUUID().slice(0, 8)}` },
        // An impossible birth date names no one's file.
        { ...withoutSsn, dob: '1980-13-45' },
      ];
      for (const request of requests) {
        for (const pull of [bureau.softPull(request), bureau.hardPull(request)]) {
          const result = expectResult(await pull, `pull of ${request.lastName} ${request.dob}`);
          expect(result.outcome).not.toBe('NO_SSN_MATCH');
        }
      }
      const impossible = await bureau.softPull({ ...withoutSsn, dob: '1980-13-45' });
      expect(impossible.outcome, 'an impossible birth date matches no file').not.toBe('MATCH');
    });

    it('hands each caller a report of its own', async () => {
      const bureau = await make();
      const first = reportOf(await bureau.softPull(fixtures.knownApplicant), 'SOFT');
      const copy = structuredClone(first);
      first.tradelines.length = 0;
      first.publicRecords.bankruptcies = 99;
      const again = reportOf(await bureau.softPull(fixtures.knownApplicant), 'SOFT');
      expect(again.tradelines).toEqual(copy.tradelines);
      expect(again.publicRecords).toEqual(copy.publicRecords);
    });
  });
}
