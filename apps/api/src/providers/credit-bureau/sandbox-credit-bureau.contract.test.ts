import { creditBureauContract } from './credit-bureau.contract';
import { SandboxCreditBureau } from './sandbox-credit-bureau';

creditBureauContract('the sandbox credit bureau', () => new SandboxCreditBureau(), {
  knownApplicant: {
    firstName: 'Alex',
    lastName: 'Rivera',
    dob: '1980-04-12',
    address: { street1: '1400 Happy Path Ln', city: 'Sacramento', state: 'CA', zip: '95814' },
  },
});
