import { randomUUID } from 'node:crypto';
import { hardCreditResultSchema } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import {
  type CallbackPortHarness,
  callbackIdContract,
  expectShape,
  lastAnswerTo,
  type Make,
} from '../contract-support';
import type { CreditPullRequest } from './credit-bureau';
import { creditReportSchema } from './credit-bureau.contract';
import type { HardCreditVendor } from './hard-credit';

export interface HardCreditFixtures {
  /** An applicant the bureau (or its test environment) has an open, unfrozen file for. */
  knownApplicant: CreditPullRequest;
}

/**
 * The hard-pull port (`HardCreditVendor`, decision 0131): asked, the bureau answers later by a signed `hard-credit`
 * callback; a match carries the HARD report (the hard-pull module moves a match without one to CREDIT_ERROR), and
 * asking twice under one request id is one request.
 */
export function hardCreditContract(
  name: string,
  make: Make<CallbackPortHarness<HardCreditVendor>>,
  fixtures: HardCreditFixtures,
): void {
  const ask = (port: HardCreditVendor, requestId: string) =>
    port.requestHardPull({ requestId, applicant: fixtures.knownApplicant });

  describe(`${name} keeps the hard credit contract`, () => {
    it("answers a known applicant's hard pull by callback with a match carrying a HARD report", async () => {
      const harness = await make();
      const requestId = randomUUID();
      await ask(harness.port, requestId);
      const result = await lastAnswerTo('hard-credit', harness, requestId, hardCreditResultSchema);
      expect(result.outcome).toBe('MATCH');
      const report = expectShape(creditReportSchema, result.report, 'hard-pull report');
      expect(report.pullType).toBe('HARD');
    });

    it('answers an applicant without a file by callback too, with no report unless it matched', async () => {
      const harness = await make();
      const requestId = randomUUID();
      const { ssn: _ssn, ...withoutSsn } = fixtures.knownApplicant;
      await harness.port.requestHardPull({ requestId, applicant: { ...withoutSsn, dob: '1980-13-45' } });
      const result = await lastAnswerTo('hard-credit', harness, requestId, hardCreditResultSchema);
      expect(result.outcome, 'an impossible birth date matches no file').not.toBe('MATCH');
      expect(result.report).toBeUndefined();
    });

    callbackIdContract('hard-credit', make, 'a hard pull', ask);
  });
}
