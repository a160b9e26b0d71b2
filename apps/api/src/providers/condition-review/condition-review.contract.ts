import { randomUUID } from 'node:crypto';
import { CONDITION_CATEGORIES } from '@hearth/domain/enums';
import { conditionReviewResultSchema } from '@hearth/domain/vendors';
import { describe, it } from 'vitest';
import { type CallbackPortHarness, callbackIdContract, lastAnswerTo, type Make } from '../contract-support';
import type { ConditionReviewer } from './condition-review';

const order = (requestId: string, category: (typeof CONDITION_CATEGORIES)[number]) => ({
  requestId,
  conditionId: randomUUID(),
  category,
  documents: [
    { mediaType: 'application/pdf', sizeBytes: 182_000 },
    { mediaType: 'image/jpeg', sizeBytes: 940_000 },
  ],
});

/**
 * The condition reviewer port (`ConditionReviewer`, decision 0170): the documents sent against a task of any
 * category are answered by a signed `condition-review` callback the task is cleared by.
 */
export function conditionReviewContract(
  name: string,
  make: Make<CallbackPortHarness<ConditionReviewer>>,
): void {
  describe(`${name} keeps the condition review contract`, () => {
    it('answers a review of every category of task by callback', async () => {
      const harness = await make();
      for (const category of CONDITION_CATEGORIES) {
        const requestId = randomUUID();
        await harness.port.review(order(requestId, category));
        await lastAnswerTo('condition-review', harness, requestId, conditionReviewResultSchema);
      }
    });

    callbackIdContract('condition-review', make, 'a review', (port, requestId) =>
      port.review(order(requestId, 'GENERIC_DOCUMENT_REQUEST')),
    );
  });
}
