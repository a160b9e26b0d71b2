import type { HelocApplication } from '@hearth/domain/entities';
import {
  applicationResponseSchema,
  HELOC_API_PATHS,
  type SsnRequest,
  ssnRequestSchema,
} from '@hearth/domain/heloc-api';
import { routeForApplication, type StepRoute } from '@hearth/domain/step-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApplication } from '@/lib/get-application';
import { getProfile } from '@/lib/get-profile';
import { checkedByServer, httpClient, IDEMPOTENCY_KEY_HEADER } from '@/lib/http-client';
import { followStepRoute } from '@/lib/step-route';
import { waitForDecision } from '@/lib/wait-for-decision';

/**
 * POST .../heloc/{uuid}/ssn (decision 0062): 202 with the application back in WAITING_FOR_SOFT_CREDIT.
 * The Idempotency-Key makes a retry after a lost answer count as the same try.
 */
export async function submitSsn(
  uuid: string,
  body: SsnRequest,
  idempotencyKey: string,
): Promise<HelocApplication> {
  const data = await httpClient.post(HELOC_API_PATHS.ssn(uuid), ssnRequestSchema.parse(body), {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return checkedByServer(import.meta.env.DEV && applicationResponseSchema, data);
}

export type SsnCheckResult = { href: string; route: StepRoute; application: HelocApplication };

type SsnCheckOptions = { idempotencyKey: string; sleep?: (ms: number) => Promise<void> };

/** Sends the SSN, polls the re-run pull until it decides, and asks the step router where that leads. */
export async function checkCreditWithSsn(
  uuid: string,
  body: SsnRequest,
  options: SsnCheckOptions,
): Promise<SsnCheckResult> {
  const accepted = await submitSsn(uuid, body, options.idempotencyKey);
  const application = await waitForDecision(accepted, (id) => getApplication(id), options.sleep);
  const profile = await getProfile().catch(() => null);
  const route = routeForApplication(application, profile);
  const href = followStepRoute(route, { applicationUuid: uuid, status: application.status.checklistStatus });
  return { href, route, application };
}

export function useCheckCreditWithSsn(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ...options }: SsnCheckOptions & { body: SsnRequest }) =>
      checkCreditWithSsn(uuid, body, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['application', uuid] }),
  });
}
