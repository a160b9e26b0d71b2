import { recordingOutbox } from '../contract-support';
import { insuranceContract } from './insurance.contract';
import { SandboxInsurance } from './sandbox-insurance';

const declarations = { mediaType: 'application/pdf', sizeBytes: 240_000 };

insuranceContract(
  'the sandbox insurance reviewer',
  () => {
    const outbox = recordingOutbox();
    return { port: new SandboxInsurance(outbox.send), callbacks: outbox.callbacks };
  },
  {
    accepted: {
      kind: 'HAZARD',
      applicant: { firstName: 'Jamie', lastName: 'Contract' },
      document: declarations,
      attempt: 0,
    },
    // The sandbox rejects the first hazard policy of an `Underinsured` applicant (docs/sandbox-personas.md).
    rejected: {
      kind: 'HAZARD',
      applicant: { firstName: 'Underinsured', lastName: 'Contract' },
      document: declarations,
      attempt: 0,
    },
  },
);
