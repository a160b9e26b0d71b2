import type { VendorCallback } from '@hearth/domain/vendors';
import { normaliseName } from '../credit-bureau/sandbox-credit-bureau';
import { propertyPersona } from '../property-data/property-personas';
import type { ValuationVendor } from './valuation';

/**
 * A deterministic broker: the opinion is the model's value rounded down to $5,000, except at the `low-bpo`
 * persona address (540 Overvalued Ct, Portland, OR), where it comes back 20% under the model. The answer is sent
 * after `delaySeconds` (a real broker visits the home and takes hours; `HEARTH_SANDBOX_BPO_DELAY_SECONDS`).
 */
const ROUND_TO_CENTS = 5_000_00;
const LOW_BPO_SHARE = 0.8;

export function sandboxBpoValue(street1: string, avmValueCents: number): number {
  const low = normaliseName(street1) === normaliseName(propertyPersona('low-bpo').street1);
  const value = low ? avmValueCents * LOW_BPO_SHARE : avmValueCents;
  return Math.floor(value / ROUND_TO_CENTS) * ROUND_TO_CENTS;
}

export class SandboxValuation implements ValuationVendor {
  constructor(
    private readonly send: (callback: VendorCallback, delaySeconds: number) => Promise<void>,
    private readonly delaySeconds: number,
  ) {}

  async orderBpo(order: {
    requestId: string;
    property: { street1: string; city: string; state: string; zip: string };
    avmValueCents: number;
    borrowerEstimateCents: number | null;
  }): Promise<void> {
    await this.send(
      {
        callbackId: `valuation:${order.requestId}`,
        requestId: order.requestId,
        event: 'valuation.bpo.completed',
        result: {
          valueCents: sandboxBpoValue(order.property.street1, order.avmValueCents),
          broker: 'Sandbox Realty BPO Services',
        },
      },
      this.delaySeconds,
    );
  }
}
