import { randomUUID } from 'node:crypto';
import { insuranceResultSchema } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import { type CallbackPortHarness, callbackIdContract, lastAnswerTo, type Make } from '../contract-support';
import type { InsuranceVerifier } from './insurance';

type VerifyOrder = Parameters<InsuranceVerifier['verify']>[0];
type DocumentKind = VerifyOrder['kind'];

export interface InsuranceFixtures {
  /** A document the vendor (or its test environment) accepts. */
  accepted: Omit<VerifyOrder, 'requestId'>;
  /** A document it rejects. */
  rejected: Omit<VerifyOrder, 'requestId'>;
}

const KINDS: DocumentKind[] = ['HAZARD', 'FLOOD', 'TRUST'];

/**
 * The insurance port (`InsuranceVerifier`, decision 0160): each kind of document, at any attempt, answered by a
 * signed `insurance` callback: VERIFIED, or REJECTED with a reason the borrower can act on.
 */
export function insuranceContract(
  name: string,
  make: Make<CallbackPortHarness<InsuranceVerifier>>,
  fixtures: InsuranceFixtures,
): void {
  const verify = async (
    harness: CallbackPortHarness<InsuranceVerifier>,
    order: Omit<VerifyOrder, 'requestId'>,
  ) => {
    const requestId = randomUUID();
    await harness.port.verify({ ...order, requestId });
    const result = await lastAnswerTo('insurance', harness, requestId, insuranceResultSchema);
    if (result.outcome === 'REJECTED') expect(result.reason, 'a rejection says why').toMatch(/\S/);
    return result;
  };

  describe(`${name} keeps the insurance contract`, () => {
    it('answers every kind of document at any attempt by callback, a rejection with its reason', async () => {
      const harness = await make();
      for (const kind of KINDS) {
        for (const attempt of [0, 1, 4]) await verify(harness, { ...fixtures.accepted, kind, attempt });
      }
    });

    it('verifies the document it accepts', async () => {
      expect((await verify(await make(), fixtures.accepted)).outcome).toBe('VERIFIED');
    });

    it('rejects the document it rejects with a reason the borrower can act on', async () => {
      expect((await verify(await make(), fixtures.rejected)).outcome).toBe('REJECTED');
    });

    callbackIdContract('insurance', make, 'a document', (port, requestId) =>
      port.verify({ ...fixtures.accepted, requestId }),
    );
  });
}
