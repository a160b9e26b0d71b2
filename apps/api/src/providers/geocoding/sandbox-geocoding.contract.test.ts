import { type PropertyPersonaKey, propertyPersona } from '../property-data/property-personas';
import { geocodingContract } from './geocoding.contract';
import { SandboxGeocoding } from './sandbox-geocoding';

const address = (key: PropertyPersonaKey, countyFips: string) => {
  const { street1, city, state, zip } = propertyPersona(key);
  return { street1, city, state, zip, countyFips };
};

geocodingContract('the sandbox geocoder', () => new SandboxGeocoding(), {
  knownAddresses: [
    address('approve', '06067'), // Sacramento County, California
    address('texas', '48113'), // Dallas County, Texas
    address('two-liens', '37119'), // Mecklenburg County, North Carolina
    address('flood-zone', '22071'), // Orleans Parish, Louisiana
    // A generated home: its zip is a few above its city's, in the same county.
    { street1: '120 Maple St', city: 'Denver', state: 'CO', zip: '80205', countyFips: '08031' },
  ],
  unknownAddress: { street1: '1 Nowhere Rd', city: 'Nowhere', state: 'ZZ', zip: '00000' },
});
