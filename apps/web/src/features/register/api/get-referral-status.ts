import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { z } from 'zod';
import { httpClient } from '@/lib/http-client';

export const referralStatusSchema = z.object({ status: z.string(), email: z.string() });
export type ReferralStatus = z.output<typeof referralStatusSchema>;

/** GET /service-application/external/api/v1/heloc/referral-id/{referralUuid}: the referral's status and e-mail. */
export async function getReferralStatus(referralUuid: string): Promise<ReferralStatus> {
  return referralStatusSchema.parse(
    await httpClient.get(HELOC_API_PATHS.referral(encodeURIComponent(referralUuid))),
  );
}

export function referralStatusQueryOptions(referralUuid: string) {
  return {
    queryKey: ['referral-status', referralUuid] as const,
    queryFn: () => getReferralStatus(referralUuid),
    retry: false,
  };
}
