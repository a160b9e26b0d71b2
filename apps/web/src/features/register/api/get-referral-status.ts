import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import type { z } from 'zod';
import { httpClient } from '@/lib/http-client';
import { loadResponseSchemas } from '@/lib/load-response-schemas';
import type { referralStatusSchema } from '@/lib/response-schemas';

export type ReferralStatus = z.output<typeof referralStatusSchema>;

/** GET /service-application/external/api/v1/heloc/referral-id/{referralUuid}: the referral's status and e-mail. */
export async function getReferralStatus(referralUuid: string): Promise<ReferralStatus> {
  const schemas = loadResponseSchemas();
  const answer = await httpClient.get(HELOC_API_PATHS.referral(encodeURIComponent(referralUuid)));
  return (await schemas).referralStatusSchema.parse(answer);
}

export function referralStatusQueryOptions(referralUuid: string) {
  return {
    queryKey: ['referral-status', referralUuid] as const,
    queryFn: () => getReferralStatus(referralUuid),
    retry: false,
  };
}
