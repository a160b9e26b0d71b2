import type { CensusGeography } from '@hearth/domain/census-geography';

/**
 * The geocoding vendor as a port (issue 20 item 16, decision 0199): the Census Bureau geography of a home (state and
 * county FIPS codes and the census tract) that the HMDA loan/application register reports for each application
 * (12 CFR 1003.4(a)(9)(ii)). A real adapter is the FFIEC's or the Census Bureau's geocoder, or a vendor's, behind
 * the same interface and passing `geocoding.contract.ts`. It answers at once: no callback.
 */
export interface GeocodingVendor {
  geocode(address: GeocodeAddress): Promise<GeocodeResult>;
}

export interface GeocodeAddress {
  street1: string;
  city: string;
  state: string;
  zip: string;
}

/** The home's geography, or not found (the register then reports county and tract as NA). */
export type GeocodeResult = { found: true; geography: CensusGeography } | { found: false };
