import { recordingOutbox } from '../contract-support';
import { hardCreditContract } from './hard-credit.contract';
import { SandboxCreditBureau } from './sandbox-credit-bureau';
import { SandboxHardCredit } from './sandbox-hard-credit';

hardCreditContract(
  'the sandbox hard-pull desk',
  () => {
    const outbox = recordingOutbox();
    return {
      port: new SandboxHardCredit(new SandboxCreditBureau(), outbox.send),
      callbacks: outbox.callbacks,
    };
  },
  {
    knownApplicant: {
      firstName: 'Alex',
      lastName: 'Rivera',
      dob: '1980-04-12',
      address: { street1: '1400 Happy Path Ln', city: 'Sacramento', state: 'CA', zip: '95814' },
      ssn: '123-45-6789',
    },
  },
);
