import { z } from 'zod';
import { ENTRY_MESSAGES, normalizeOfferCode } from './entry-route-rules';

/** The entry routes' values, messages and prefill rules live in `entry-route-rules.ts` (zod-free, decision 0097). */
export * from './entry-route-rules';

/** What the direct-mail landing accepts before it asks the server. */
export const offerCodeInputSchema = z
  .string()
  .transform(normalizeOfferCode)
  .pipe(
    z
      .string()
      .min(1, { message: ENTRY_MESSAGES.offerCodeRequired, abort: true })
      .regex(/^[A-Z0-9]{4,20}$/, ENTRY_MESSAGES.offerCodeInvalid),
  );
