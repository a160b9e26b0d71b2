import { recordingOutbox } from '../contract-support';
import { identityVerificationContract } from './identity-verification.contract';
import { SandboxIdentityVerification } from './sandbox-identity-verification';

identityVerificationContract('the sandbox identity vendor', () => {
  const outbox = recordingOutbox();
  return { port: new SandboxIdentityVerification(outbox.send), callbacks: outbox.callbacks };
});
