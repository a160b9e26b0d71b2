import { randomUUID } from 'node:crypto';
import { INCOME_METHODS, type IncomeMethod } from '@hearth/domain/income-verification';
import { incomeResultSchema } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import {
  type CallbackPortHarness,
  callbackIdContract,
  lastAnswerTo,
  type Make,
  tampered,
} from '../contract-support';
import type { IncomePerson, IncomeVerificationVendor } from './income-verification';

/**
 * An income adapter with what its contract needs besides callbacks: the borrower completing the vendor's hosted
 * page for a link session, resolving with the one-time code the page returned with (a real vendor's test
 * environment has a scripted login for this).
 */
export interface IncomeVerificationHarness extends CallbackPortHarness<IncomeVerificationVendor> {
  completeLink(linkId: string): Promise<string>;
}

const SAMPLE_PERSON: IncomePerson = { firstName: 'Jamie', lastName: 'Contract', dob: '1984-07-09' };
const STATED_ANNUAL_INCOME = 85_000;

const order = (requestId: string, method: IncomeMethod, person: IncomePerson) => ({
  requestId,
  method,
  person,
  statedAnnualIncome: STATED_ANNUAL_INCOME,
  ...(method === 'employer' ? { employerName: 'Contract Test Employer Inc' } : {}),
});

/**
 * The income port (`IncomeVerificationVendor`, decision 0151): a hosted page per link whose one-time code is the
 * vendor's for that link alone, and an answer to every method by a signed `income` callback; a verified income
 * (MATCH or LOWER) names the annual income (without it the income module records nothing verified), a lower one
 * below what was stated.
 */
export function incomeVerificationContract(
  name: string,
  make: Make<IncomeVerificationHarness>,
  person: IncomePerson = SAMPLE_PERSON,
): void {
  describe(`${name} keeps the income verification contract`, () => {
    it('sends the borrower to a page of its own for each link', async () => {
      const { port } = await make();
      const [one, two] = [randomUUID(), randomUUID()];
      for (const linkId of [one, two]) expect(port.linkUrl(linkId)).toMatch(/^(\/|https:\/\/)\S+$/);
      expect(port.linkUrl(one)).not.toBe(port.linkUrl(two));
    });

    it('exchanges the code its page returned with for that link only, and refuses any other code', async () => {
      const harness = await make();
      const [one, two] = [randomUUID(), randomUUID()];
      const code = await harness.completeLink(one);
      expect(harness.port.exchange(one, code)).toBe(true);
      expect(harness.port.exchange(two, code), 'the code of another link').toBe(false);
      expect(harness.port.exchange(one, tampered(code)), 'a changed code').toBe(false);
      expect(harness.port.exchange(one, ''), 'no code').toBe(false);
    });

    it('answers every method by callback; a verified income names the annual income', async () => {
      const harness = await make();
      for (const method of INCOME_METHODS) {
        const requestId = randomUUID();
        await harness.port.requestIncome(order(requestId, method, person));
        const result = await lastAnswerTo('income', harness, requestId, incomeResultSchema);
        if (result.outcome === 'MATCH' || result.outcome === 'LOWER') {
          expect(result.annualIncome, `${method}: the verified income`).toBeDefined();
        }
        if (result.outcome === 'LOWER') expect(result.annualIncome).toBeLessThan(STATED_ANNUAL_INCOME);
      }
    });

    callbackIdContract('income', make, 'an income request', (port, requestId) =>
      port.requestIncome(order(requestId, 'payroll', person)),
    );
  });
}
