import { feedbackReceiptSchema, type LeaveSurveyRequest, SHELL_PATHS } from '@hearth/domain/shell-settings';
import { useMutation } from '@tanstack/react-query';
import { httpClient, IDEMPOTENCY_KEY_HEADER } from '@/lib/http-client';

export async function sendLeaveSurvey(body: LeaveSurveyRequest, idempotencyKey: string) {
  const answer = await httpClient.post(SHELL_PATHS.leaveSurvey, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return feedbackReceiptSchema.parse(answer);
}

export function useSendLeaveSurvey(idempotencyKey: string) {
  return useMutation({ mutationFn: (body: LeaveSurveyRequest) => sendLeaveSurvey(body, idempotencyKey) });
}
