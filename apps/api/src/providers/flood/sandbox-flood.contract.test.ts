import { recordingOutbox } from '../contract-support';
import { sharedSandboxData } from '../ports';
import { type PropertyPersonaKey, propertyPersona } from '../property-data/property-personas';
import { floodContract } from './flood.contract';
import { SandboxFlood } from './sandbox-flood';

const address = (key: PropertyPersonaKey) => {
  const { street1, city, state, zip } = propertyPersona(key);
  return { street1, city, state, zip };
};

floodContract(
  'the sandbox flood vendor',
  () => {
    const outbox = recordingOutbox();
    return {
      port: new SandboxFlood(sharedSandboxData().propertyData, outbox.send),
      callbacks: outbox.callbacks,
    };
  },
  {
    properties: [
      address('approve'),
      address('flood-zone'),
      address('coastal-flood-zone'),
      address('no-property'),
    ],
  },
);
