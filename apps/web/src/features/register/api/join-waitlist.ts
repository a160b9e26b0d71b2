import { HELOC_API_PATHS, waitlistRequestSchema } from '@hearth/domain/heloc-api';
import type { z } from 'zod';
import { httpClient } from '@/lib/http-client';

export type WaitlistRequest = z.input<typeof waitlistRequestSchema>;

/** POST /waitlist/home-equity-loan-plus: the borrower's details when their area is not served yet. */
export async function joinWaitlist(body: WaitlistRequest): Promise<void> {
  await httpClient.post(HELOC_API_PATHS.waitlist, waitlistRequestSchema.parse(body));
}
