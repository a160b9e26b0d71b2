import { z } from 'zod';

/**
 * The schemas that parse the answers the first register page asks for (the typeahead, eligibility, loan officer,
 * affiliate, offer-code and referral answers, decision 0097), in a chunk of their own fetched beside the request
 * (decision 0096): zod and the schemas are not part of the JavaScript the page needs to paint. Import them
 * through `loadResponseSchemas`. (The dashboard's answers are typed, not parsed, in a production build:
 * `checkedByServer`, decision 0198.)
 */
export { affiliateDataSchema, loanOriginatorSchema, offerCodeRecordSchema } from '@hearth/domain/entities';
export {
  statesEligibilityResponseSchema,
  typeaheadResponseSchema,
  zipEligibilityResponseSchema,
} from '@hearth/domain/heloc-api';

/** The referral's status and e-mail (GET referral-id/{uuid}). */
export const referralStatusSchema = z.object({ status: z.string(), email: z.string() });
