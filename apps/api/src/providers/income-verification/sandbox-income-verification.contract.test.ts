import { randomBytes } from 'node:crypto';
import { recordingOutbox } from '../contract-support';
import { incomeVerificationContract } from './income-verification.contract';
import { SandboxIncomeVerification } from './sandbox-income-verification';

incomeVerificationContract('the sandbox income vendor', () => {
  const outbox = recordingOutbox();
  const port = new SandboxIncomeVerification(outbox.send, new Uint8Array(randomBytes(32)));
  // The sandbox's hosted page (served by Hearth in the vendor's place) returns with this code.
  return { port, callbacks: outbox.callbacks, completeLink: async (linkId) => port.linkCode(linkId) };
});
