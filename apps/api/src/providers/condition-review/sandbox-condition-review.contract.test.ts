import { recordingOutbox } from '../contract-support';
import { conditionReviewContract } from './condition-review.contract';
import { SandboxConditionReviewer } from './sandbox-condition-review';

conditionReviewContract('the sandbox condition reviewer', () => {
  const outbox = recordingOutbox();
  return { port: new SandboxConditionReviewer(outbox.send), callbacks: outbox.callbacks };
});
