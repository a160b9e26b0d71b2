import { randomUUID } from 'node:crypto';
import { recordingResultSchema } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import { type CallbackPortHarness, callbackIdContract, lastAnswerTo, type Make } from '../contract-support';
import type { RecorderVendor, RecordingOrder } from './recorder';

const order = (requestId: string): RecordingOrder => ({
  requestId,
  instrument: 'DEED_OF_TRUST',
  grantors: ['JAMIE CONTRACT', 'SAM CONTRACT'],
  grantee: 'HEARTH SANDBOX LENDER, N.A.',
  property: { street1: '12 Elm St', city: 'Minneapolis', state: 'MN', zip: '55401' },
  legalDescription: 'Lot 4, Block 2, CONTRACT ADDITION, according to the recorded plat thereof.',
  documentSha256: 'a'.repeat(64),
  feeCents: 46_00,
  taxCents: 172_50,
  submittedAt: new Date('2026-12-04T17:00:00Z'),
});

/**
 * The recorder port (`RecorderVendor`, decision 0178): a deed of trust submitted with its fee and tax, answered by a
 * signed `recorder` callback with where it stands in the public record, recorded no earlier than it was submitted,
 * for the fee and tax it was paid.
 */
export function recorderContract(name: string, make: Make<CallbackPortHarness<RecorderVendor>>): void {
  describe(`${name} keeps the county recorder contract`, () => {
    it('answers a recording by callback with its instrument number, book and page, the fee and tax it was paid', async () => {
      const harness = await make();
      const submitted = order(randomUUID());
      await harness.port.record(submitted);
      const result = await lastAnswerTo('recorder', harness, submitted.requestId, recordingResultSchema);
      for (const field of [result.office, result.instrumentNumber, result.book, result.page]) {
        expect(field).toMatch(/\S/);
      }
      expect(result.feeCents).toBe(submitted.feeCents);
      expect(result.taxCents).toBe(submitted.taxCents);
      expect(Date.parse(result.recordedAt)).toBeGreaterThanOrEqual(submitted.submittedAt.getTime());
    });

    callbackIdContract('recorder', make, 'a recording', (port, requestId) => port.record(order(requestId)));
  });
}
