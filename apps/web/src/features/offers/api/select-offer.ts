import {
  applicationResponseSchema,
  HELOC_API_PATHS,
  type SelectOfferRequest,
  selectOfferRequestSchema,
} from '@hearth/domain/heloc-api';
import { routeForApplication, type StepRoute } from '@hearth/domain/step-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getProfile } from '@/lib/get-profile';
import { checkedByServer, httpClient } from '@/lib/http-client';
import { followStepRoute } from '@/lib/step-route';

export type SelectOfferResult = { href: string; route: StepRoute };

/**
 * POST offers/select, then read the application back and let the step router say where its new status
 * leads: the select answer carries the offer, not the status.
 */
export async function selectOffer(uuid: string, body: SelectOfferRequest): Promise<SelectOfferResult> {
  await httpClient.post(
    HELOC_API_PATHS.selectOffer(uuid),
    checkedByServer(import.meta.env.DEV && selectOfferRequestSchema, body),
  );
  const [application, profile] = await Promise.all([
    httpClient
      .get(HELOC_API_PATHS.application(uuid))
      .then((data) => checkedByServer(import.meta.env.DEV && applicationResponseSchema, data)),
    getProfile().catch(() => null),
  ]);
  const route = routeForApplication(application, profile);
  return {
    href: followStepRoute(route, { applicationUuid: uuid, status: application.status.checklistStatus }),
    route,
  };
}

export function useSelectOffer(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectOfferRequest) => selectOffer(uuid, body),
    onSuccess: async () => {
      // A revised offer chosen here becomes the final offer: the decision read before is out of date.
      queryClient.removeQueries({ queryKey: ['final-decision', uuid] });
      await queryClient.invalidateQueries({ queryKey: ['application', uuid] });
    },
  });
}
