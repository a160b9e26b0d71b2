import { randomUUID } from 'node:crypto';
import { floodResultSchema } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import { type CallbackPortHarness, callbackIdContract, lastAnswerTo, type Make } from '../contract-support';
import { type FloodVendor, isSpecialFloodHazardArea } from './flood';

type FloodProperty = Parameters<FloodVendor['orderCertificate']>[0]['property'];

export interface FloodFixtures {
  /** Properties to determine; at least one of them in a special flood hazard area. */
  properties: FloodProperty[];
}

/**
 * The flood port (`FloodVendor`, decision 0160): a determination answered by a signed `flood` callback with the
 * FEMA zone, marked a special flood hazard area exactly when the zone is an A or V zone (where the loan needs flood
 * insurance).
 */
export function floodContract(
  name: string,
  make: Make<CallbackPortHarness<FloodVendor>>,
  fixtures: FloodFixtures,
): void {
  describe(`${name} keeps the flood contract`, () => {
    it('determines a zone and marks it a special flood hazard area exactly when it is an A or V zone', async () => {
      const harness = await make();
      const hazards: boolean[] = [];
      for (const property of fixtures.properties) {
        const requestId = randomUUID();
        await harness.port.orderCertificate({ requestId, property });
        const result = await lastAnswerTo('flood', harness, requestId, floodResultSchema);
        expect(result.specialFloodHazardArea, `zone ${result.zone}`).toBe(
          isSpecialFloodHazardArea(result.zone),
        );
        hazards.push(result.specialFloodHazardArea);
      }
      expect(hazards, 'the fixtures include a special flood hazard area').toContain(true);
      expect(hazards, 'and a property outside one').toContain(false);
    });

    callbackIdContract('flood', make, 'a flood determination', (port, requestId) =>
      port.orderCertificate({ requestId, property: fixtures.properties[0] as FloodProperty }),
    );
  });
}
