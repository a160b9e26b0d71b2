import { randomUUID } from 'node:crypto';
import { valuationResultSchema } from '@hearth/domain/vendors';
import { describe, it } from 'vitest';
import { type CallbackPortHarness, callbackIdContract, lastAnswerTo, type Make } from '../contract-support';
import type { ValuationVendor } from './valuation';

type BpoOrder = Parameters<ValuationVendor['orderBpo']>[0];

const order = (requestId: string, borrowerEstimateCents: number | null): BpoOrder => ({
  requestId,
  property: { street1: '12 Elm St', city: 'Denver', state: 'CO', zip: '80202' },
  avmValueCents: 612_500_00,
  borrowerEstimateCents,
});

/**
 * The valuation port (`ValuationVendor`, decision 0160): a broker price opinion, with or without the borrower's
 * own estimate, answered (hours later in real life) by a signed `valuation` callback with the value in whole cents.
 */
export function valuationContract(name: string, make: Make<CallbackPortHarness<ValuationVendor>>): void {
  describe(`${name} keeps the valuation contract`, () => {
    it("answers a price opinion by callback with the broker's value in whole cents", async () => {
      const harness = await make();
      for (const estimate of [null, 640_000_00]) {
        const requestId = randomUUID();
        await harness.port.orderBpo(order(requestId, estimate));
        await lastAnswerTo('valuation', harness, requestId, valuationResultSchema);
      }
    });

    callbackIdContract('valuation', make, 'a price opinion', (port, requestId) =>
      port.orderBpo(order(requestId, null)),
    );
  });
}
