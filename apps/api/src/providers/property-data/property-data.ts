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

export type {
  AvmConfidence,
  DisasterDeclaration,
  FloodZone,
  LienType,
  PropertyLien,
  PropertyLookupResult,
  PropertyRecord,
  PropertyType,
  RecordedOccupancy,
} from '@hearth/domain/property-record';

import type { DisasterDeclaration, PropertyLookupResult } from '@hearth/domain/property-record';

export interface PropertyData {
  search(text: string, limit?: number): AddressSuggestion[];
  lookup(address: PropertyAddressQuery): Promise<PropertyLookupResult>;
  disasterFor(zip: string): DisasterDeclaration | null;
}
