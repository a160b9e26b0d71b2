import { recordingOutbox } from '../contract-support';
import { notaryContract } from './notary.contract';
import { SandboxNotary } from './sandbox-notary';

notaryContract('the sandbox eNotary', () => {
  const outbox = recordingOutbox();
  return { port: new SandboxNotary(outbox.send), callbacks: outbox.callbacks };
});
