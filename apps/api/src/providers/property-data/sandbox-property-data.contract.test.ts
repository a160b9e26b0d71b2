import { sharedSandboxData } from '../ports';
import { propertyDataContract } from './property-data.contract';
import { type PropertyPersonaKey, propertyPersona } from './property-personas';

const address = (key: PropertyPersonaKey) => {
  const { street1, city, state, zip } = propertyPersona(key);
  return { street1, city, state, zip };
};

// The process's one sandbox property set, as buildVendorPorts hands it to every module.
propertyDataContract('the sandbox property data', () => sharedSandboxData().propertyData, {
  knownAddresses: [address('approve'), address('disaster-zip'), address('two-liens'), address('flood-zone')],
  unknownAddress: address('no-property'),
  typeahead: '120',
});
