import { feedbackReceiptSchema, SHELL_PATHS } from '@hearth/domain/shell-settings';
import type { FeedbackRequest } from '@hearth/domain/validation';
import { useMutation } from '@tanstack/react-query';
import { httpClient, IDEMPOTENCY_KEY_HEADER } from '@/lib/http-client';

/** POST the feedback form (decision 0220); one key per form opening, so a retried send is kept once. */
export async function sendFeedback(body: FeedbackRequest, idempotencyKey: string) {
  const answer = await httpClient.post(SHELL_PATHS.feedback, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return feedbackReceiptSchema.parse(answer);
}

export function useSendFeedback(idempotencyKey: string) {
  return useMutation({ mutationFn: (body: FeedbackRequest) => sendFeedback(body, idempotencyKey) });
}
