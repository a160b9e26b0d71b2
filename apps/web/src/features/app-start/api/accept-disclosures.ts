import { APP_START_API_PATHS, type ApplicationSummary } from '@hearth/domain/app-start';
import { acceptDisclosuresRequestSchema } from '@hearth/domain/disclosures';
import type { HelocApplication } from '@hearth/domain/entities';
import { applicationResponseSchema } from '@hearth/domain/heloc-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summaryQueryKey } from '@/features/app-start/api/get-summary';
import { httpClient, IDEMPOTENCY_KEY_HEADER } from '@/lib/http-client';

/** Exactly what was shown: each disclosure's type, version and the SHA-256 the server gave for its text. */
export function acceptedFrom(disclosures: ApplicationSummary['disclosures']) {
  return acceptDisclosuresRequestSchema.parse({
    accepted: disclosures.map(({ type, version, sha256 }) => ({ type, version, sha256 })),
  });
}

/** POST .../disclosures/accept: the consents, and the move to HARD_CREDIT_PULL. */
export async function acceptDisclosures(
  uuid: string,
  disclosures: ApplicationSummary['disclosures'],
  idempotencyKey: string,
): Promise<HelocApplication> {
  const data = await httpClient.post(APP_START_API_PATHS.acceptDisclosures(uuid), acceptedFrom(disclosures), {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return applicationResponseSchema.parse(data);
}

/** One key per accept until the server has answered it: a retry after a lost answer is the same accept. */
export function useAcceptDisclosures(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      disclosures,
      idempotencyKey,
    }: {
      disclosures: ApplicationSummary['disclosures'];
      idempotencyKey: string;
    }) => acceptDisclosures(uuid, disclosures, idempotencyKey),
    onSuccess: async (application) => {
      queryClient.setQueryData(['application', uuid], application);
      await queryClient.invalidateQueries({ queryKey: summaryQueryKey(uuid) });
    },
  });
}
