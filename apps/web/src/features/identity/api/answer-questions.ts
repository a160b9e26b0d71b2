import {
  IDENTITY_VERIFICATION_API_PATHS,
  type IdentityVerificationView,
  identityVerificationViewSchema,
  type KbaAnswers,
} from '@hearth/domain/identity-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationQueryKey } from '@/features/identity/api/get-verification';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST .../identity-verification/answers: one choice per question; the vendor answers by callback. */
export async function answerQuestions(
  uuid: string,
  answers: KbaAnswers['answers'],
): Promise<IdentityVerificationView> {
  return checkedByServer(
    import.meta.env.DEV && identityVerificationViewSchema,
    await httpClient.post(IDENTITY_VERIFICATION_API_PATHS.answers(uuid), { answers }),
  );
}

export function useAnswerQuestions(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: KbaAnswers['answers']) => answerQuestions(uuid, answers),
    onSuccess: (view) => queryClient.setQueryData(verificationQueryKey(uuid), view),
  });
}
