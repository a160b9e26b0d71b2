import { BASE_PATH } from '@hearth/domain/auth';
import { profileSchema } from '@hearth/domain/entities';
import {
  applicationResponseSchema,
  HELOC_API_PATHS,
  type SelectOfferRequest,
  selectOfferRequestSchema,
} from '@hearth/domain/heloc-api';
import { routeForApplication, type StepRoute } from '@hearth/domain/step-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '@/lib/http-client';

const PROFILE_PATH = '/service-profile/api/v1/profile';

export type SelectOfferResult = { href: string; route: StepRoute };

/**
 * POST offers/select, then read the application back and let the step router say where its new status
 * leads: the select answer carries the offer, not the status.
 */
export async function selectOffer(uuid: string, body: SelectOfferRequest): Promise<SelectOfferResult> {
  await httpClient.post(HELOC_API_PATHS.selectOffer(uuid), selectOfferRequestSchema.parse(body));
  const [application, profile] = await Promise.all([
    httpClient.get(HELOC_API_PATHS.application(uuid)).then((data) => applicationResponseSchema.parse(data)),
    httpClient
      .get(PROFILE_PATH)
      .then((data) => profileSchema.parse(data))
      .catch(() => null),
  ]);
  const route = routeForApplication(application, profile);
  return { href: route.kind === 'application' ? `${BASE_PATH}${route.path}` : route.path, route };
}

export function useSelectOffer(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectOfferRequest) => selectOffer(uuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['application', uuid] }),
  });
}
