import type { PropertyCondition } from './enums';

/**
 * A property as a property-data vendor records it: the automated valuation, recorded owners and liens, last
 * transfer and flood zone. The decision engine reads it; the property-data port returns it.
 */

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
