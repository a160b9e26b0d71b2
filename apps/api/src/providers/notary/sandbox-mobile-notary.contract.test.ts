import { recordingOutbox } from '../contract-support';
import { mobileNotaryContract } from './mobile-notary.contract';
import { SandboxMobileNotary } from './sandbox-mobile-notary';

mobileNotaryContract('the sandbox mobile-notary network', () => {
  const outbox = recordingOutbox();
  return { port: new SandboxMobileNotary(outbox.send), callbacks: outbox.callbacks };
});
