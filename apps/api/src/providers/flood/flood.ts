/**
 * The flood-determination vendor as a port (decision 0160): a standard flood hazard determination for the
 * property, answered later as a signed `flood` callback with the FEMA zone and whether it is a special flood
 * hazard area (zones A* and V*), where federal law requires flood insurance on the loan.
 */
export interface FloodVendor {
  orderCertificate(order: {
    requestId: string;
    property: { street1: string; city: string; state: string; zip: string };
  }): Promise<void>;
}

/** FEMA zones beginning with A or V are special flood hazard areas. */
export function isSpecialFloodHazardArea(zone: string): boolean {
  return /^[AV]/i.test(zone);
}
