import type { ConditionCategory } from '@hearth/domain/enums';
import type { VendorCallback } from '@hearth/domain/vendors';
import type { ConditionReviewer } from './condition-review';

/** A deterministic reviewer: every document sent against a task is accepted and the task cleared. */
export class SandboxConditionReviewer implements ConditionReviewer {
  constructor(private readonly send: (callback: VendorCallback) => Promise<void>) {}

  async review(order: {
    requestId: string;
    conditionId: string;
    category: ConditionCategory;
    documents: { mediaType: string; sizeBytes: number }[];
  }): Promise<void> {
    await this.send({
      callbackId: `condition-review:${order.requestId}`,
      requestId: order.requestId,
      event: 'condition.reviewed',
      result: { outcome: 'CLEARED' },
    });
  }
}
