import { isCensusGeography, STATE_FIPS } from '@hearth/domain/census-geography';
import { describe, expect, it } from 'vitest';
import type { Make } from '../contract-support';
import type { GeocodeAddress, GeocodingVendor } from './geocoding';

export interface GeocodingFixtures {
  /** Addresses the vendor places, with the county each is in when the fixture knows it. */
  knownAddresses: (GeocodeAddress & { countyFips?: string })[];
  /** An address the vendor cannot place. */
  unknownAddress: GeocodeAddress;
}

async function placed(vendor: GeocodingVendor, address: GeocodeAddress) {
  const result = await vendor.geocode(address);
  expect(result.found, `${address.street1}, ${address.city} ${address.state} ${address.zip}`).toBe(true);
  if (!result.found) throw new Error('not found');
  return result.geography;
}

/**
 * The geocoding port (`GeocodingVendor`, decision 0199): a known address placed in its own state, in a five-digit
 * county of that state and an eleven-digit tract of that county (the forms the HMDA register takes), the same answer
 * every time, and not found for an address it cannot place, so the register reports NA rather than a wrong tract.
 */
export function geocodingContract(
  name: string,
  make: Make<GeocodingVendor>,
  fixtures: GeocodingFixtures,
): void {
  describe(`${name} keeps the geocoding contract`, () => {
    it('places each known address in its state, a county of that state and a tract of that county', async () => {
      const vendor = await make();
      for (const { countyFips, ...address } of fixtures.knownAddresses) {
        const geography = await placed(vendor, address);
        expect(isCensusGeography(geography), JSON.stringify(geography)).toBe(true);
        expect(geography.stateFips).toBe(STATE_FIPS[address.state]);
        if (countyFips) expect(geography.countyFips, address.street1).toBe(countyFips);
      }
    });

    it('answers the same address the same way, whatever the case and spacing of the street', async () => {
      const vendor = await make();
      const [address] = fixtures.knownAddresses;
      if (!address) throw new Error('no known address');
      const first = await placed(vendor, address);
      const shouted = { ...address, street1: `  ${address.street1.toUpperCase().replace(/ /g, '  ')} ` };
      expect(await placed(vendor, shouted)).toEqual(first);
      expect(await placed(await make(), address)).toEqual(first);
    });

    it('does not find an address it cannot place', async () => {
      const vendor = await make();
      expect(await vendor.geocode(fixtures.unknownAddress)).toEqual({ found: false });
    });

    it('hands each caller a geography of its own', async () => {
      const vendor = await make();
      const [address] = fixtures.knownAddresses;
      if (!address) throw new Error('no known address');
      const geography = await placed(vendor, address);
      const copy = structuredClone(geography);
      geography.censusTract = '00000000000';
      expect(await placed(vendor, address)).toEqual(copy);
    });
  });
}
