import type { ConditionCategory } from '@hearth/domain/enums';

/**
 * The reviewer of the documents a borrower sends against a task (decision 0170), as a port: the answer arrives as
 * a signed `condition-review` callback that clears the task. A lender can clear or keep any task from its console.
 */
export interface ConditionReviewer {
  review(order: {
    requestId: string;
    conditionId: string;
    category: ConditionCategory;
    documents: { mediaType: string; sizeBytes: number }[];
  }): Promise<void>;
}
