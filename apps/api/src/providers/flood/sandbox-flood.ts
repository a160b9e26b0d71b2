import type { VendorCallback } from '@hearth/domain/vendors';
import type { PropertyData } from '../property-data/property-data';
import { type FloodVendor, isSpecialFloodHazardArea } from './flood';

/**
 * A deterministic flood vendor: the zone is the one the sandbox property data records for the address (the
 * named flood personas of docs/sandbox-personas.md, and the generated homes' zones), zone X when the address
 * has no record.
 */
export class SandboxFlood implements FloodVendor {
  constructor(
    private readonly propertyData: PropertyData,
    private readonly send: (callback: VendorCallback) => Promise<void>,
  ) {}

  async orderCertificate(order: {
    requestId: string;
    property: { street1: string; city: string; state: string; zip: string };
  }): Promise<void> {
    const found = await this.propertyData.lookup(order.property);
    const zone = found.found && !found.multiple ? found.property.floodZone : 'X';
    await this.send({
      callbackId: `flood:${order.requestId}`,
      requestId: order.requestId,
      event: 'flood.determined',
      result: { zone, specialFloodHazardArea: isSpecialFloodHazardArea(zone) },
    });
  }
}
