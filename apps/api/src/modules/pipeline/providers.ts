import type { CreditBureau } from '../../providers/credit-bureau/credit-bureau';
import { sharedSandboxData } from '../../providers/ports';
import type { PropertyData } from '../../providers/property-data/property-data';

export interface Providers {
  creditBureau: CreditBureau;
  propertyData: PropertyData;
}

/** The sandbox bureau and property data the server's ports use (providers/ports.ts), for tests that run without it. */
export function sandboxProviders(): Providers {
  return sharedSandboxData();
}
