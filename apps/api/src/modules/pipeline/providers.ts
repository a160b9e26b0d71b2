import type { CreditBureau } from '../../providers/credit-bureau/credit-bureau';
import { SandboxCreditBureau } from '../../providers/credit-bureau/sandbox-credit-bureau';
import type { PropertyData } from '../../providers/property-data/property-data';
import { SandboxPropertyData } from '../../providers/property-data/sandbox-property-data';

export interface Providers {
  creditBureau: CreditBureau;
  propertyData: PropertyData;
}

let sandbox: Providers | undefined;

/**
 * The sandbox adapters, built once per process: the property set takes a moment to generate and is
 * read-only afterwards. A real deployment swaps these for vendor adapters behind the same ports.
 */
export function sandboxProviders(): Providers {
  sandbox ??= { creditBureau: new SandboxCreditBureau(), propertyData: new SandboxPropertyData() };
  return sandbox;
}
