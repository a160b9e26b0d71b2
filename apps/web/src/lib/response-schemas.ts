import { z } from 'zod';

/**
 * The schemas that parse the answers an entry page asks for as soon as it renders (the dashboard's profile and
 * applications; the first register page's typeahead, eligibility, loan officer, affiliate, offer-code and
 * referral answers, decision 0097), in a chunk of their own fetched beside the request (decision 0096): zod
 * and the schemas are not part of the JavaScript the page needs to paint. Import them through
 * `loadResponseSchemas`.
 */
export {
  affiliateDataSchema,
  loanOriginatorSchema,
  offerCodeRecordSchema,
  profileSchema,
} from '@hearth/domain/entities';
export {
  applicationListResponseSchema,
  statesEligibilityResponseSchema,
  typeaheadResponseSchema,
  zipEligibilityResponseSchema,
} from '@hearth/domain/heloc-api';

/** The referral's status and e-mail (GET referral-id/{uuid}). */
export const referralStatusSchema = z.object({ status: z.string(), email: z.string() });
