import { recordingOutbox } from '../contract-support';
import { SandboxTitle } from './sandbox-title';
import { titleContract } from './title.contract';

titleContract('the sandbox title company', () => {
  const outbox = recordingOutbox();
  return { port: new SandboxTitle(outbox.send), callbacks: outbox.callbacks };
});
