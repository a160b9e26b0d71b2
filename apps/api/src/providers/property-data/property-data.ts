import type { PropertyCondition } from '@hearth/domain/enums';

/**
 * The property-data port: address typeahead, and a lookup returning the automated valuation
 * (AVM), recorded owners and liens, last transfer and flood zone. A real vendor adapter is
 * another implementation of `PropertyData`.
 */

export interface AddressSuggestion {
  fullAddress: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

export interface PropertyAddressQuery {
  street1: string;
  street2?: string;
  city?: string;
  state?: string;
  zip?: string;
}

export type AvmConfidence = 'HIGH' | 'MEDIUM' | 'LOW';
/** FEMA flood zones: A* and V* are special flood hazard areas, V* coastal high hazard. */
export type FloodZone = 'X' | 'A' | 'AE' | 'AH' | 'VE';
export type PropertyType = 'SINGLE_FAMILY' | 'CONDO' | 'TOWNHOUSE' | 'MULTI_FAMILY' | 'MANUFACTURED';
/** The vendor's view from tax records (owner's mailing address vs the property). */
export type RecordedOccupancy = 'OWNER_OCCUPIED' | 'NON_OWNER_OCCUPIED';
export type LienType = 'MORTGAGE' | 'HELOC' | 'OTHER';

export interface PropertyLien {
  position: number;
  lender: string;
  balanceCents: number;
  type: LienType;
}

export interface DisasterDeclaration {
  event: string;
  /** yyyy-MM-dd */
  declaredOn: string;
}

export interface PropertyRecord {
  propertyId: string;
  fullAddress: string;
  address: { street1: string; street2: string; city: string; state: string; zip: string };
  avmValueCents: number;
  avmConfidence: AvmConfidence;
  ownerNames: string[];
  /** yyyy-MM-dd */
  lastTransferDate: string;
  floodZone: FloodZone;
  occupancy: RecordedOccupancy;
  liens: PropertyLien[];
  propertyType: PropertyType;
  condition: PropertyCondition;
  yearBuilt: number;
  livingAreaSqft: number;
  /** set when the zip is in a declared disaster area (post-disaster inspection needed) */
  disaster: DisasterDeclaration | null;
}

export type PropertyLookupResult =
  | { found: false }
  | { found: true; multiple: true; matchCount: number }
  | { found: true; multiple: false; property: PropertyRecord };

export interface PropertyData {
  search(text: string, limit?: number): AddressSuggestion[];
  lookup(address: PropertyAddressQuery): Promise<PropertyLookupResult>;
  disasterFor(zip: string): DisasterDeclaration | null;
}
