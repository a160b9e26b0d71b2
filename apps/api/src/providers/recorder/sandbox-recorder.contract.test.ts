import { recordingOutbox } from '../contract-support';
import { recorderContract } from './recorder.contract';
import { SandboxRecorder } from './sandbox-recorder';

recorderContract('the sandbox county recorder', () => {
  const outbox = recordingOutbox();
  return { port: new SandboxRecorder(outbox.sendLater, 5), callbacks: outbox.callbacks };
});
