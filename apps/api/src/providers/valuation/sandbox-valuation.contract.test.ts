import { recordingOutbox } from '../contract-support';
import { SandboxValuation } from './sandbox-valuation';
import { valuationContract } from './valuation.contract';

valuationContract('the sandbox broker', () => {
  const outbox = recordingOutbox();
  return { port: new SandboxValuation(outbox.sendLater, 20), callbacks: outbox.callbacks };
});
