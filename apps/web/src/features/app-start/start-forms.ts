import {
  type ApplicationSummary,
  contactAnswersSchema,
  type ProfileAnswersInput,
  profileAnswersSchema,
} from '@hearth/domain/app-start';
import type { HmdaAnswersInput } from '@hearth/domain/hmda';
import { hmdaAnswersSchema } from '@hearth/domain/hmda';
import { MESSAGES } from '@hearth/domain/validation';
import type { z } from 'zod';
import type { AddressAnswer } from '@/components/address-fields';
import type { FieldErrors } from '@/components/error-summary';
import { paths } from '@/config/paths';

/** Field path -> first message; paths are the inputs' ids (dots become dashes) so the summary links to them. */
function collect(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export const EMPTY_ADDRESS: AddressAnswer = { street1: '', street2: '', city: '', state: '', zip: '' };

export type ProfileDraft = { sameAsProperty: 'YES' | 'NO' | ''; homeAddress: AddressAnswer };

/** The saved answer as the form shows it; a property that is not the borrower's home never offers "Yes". */
export function profileDraftOf(summary: ApplicationSummary): ProfileDraft {
  const { applicant } = summary;
  if (summary.property.occupancyType !== 'HOME') {
    return { sameAsProperty: 'NO', homeAddress: applicant.homeAddress ?? EMPTY_ADDRESS };
  }
  const same = livesAtProperty(summary);
  return {
    sameAsProperty: same ? 'YES' : 'NO',
    homeAddress: same ? EMPTY_ADDRESS : (applicant.homeAddress ?? EMPTY_ADDRESS),
  };
}

type Address = { street1: string; street2: string; city: string; state: string; zip: string };
const norm = (value: string) => value.trim().replace(/\s+/g, ' ').toUpperCase();

/** The register keeps the property as the home address when the borrower lives there: that is "the same". */
export function livesAtProperty(summary: Pick<ApplicationSummary, 'applicant' | 'property'>): boolean {
  const home: Address | null = summary.applicant.homeAddress;
  if (!home) return summary.property.occupancyType === 'HOME';
  const keys = ['street1', 'street2', 'city', 'state', 'zip'] as const;
  return keys.every((key) => norm(home[key]) === norm(summary.property[key]));
}

export function profileBody(draft: ProfileDraft): ProfileAnswersInput {
  return draft.sameAsProperty === 'YES'
    ? { homeAddressSameAsProperty: true }
    : { homeAddressSameAsProperty: false, homeAddress: draft.homeAddress };
}

/** The domain's address rules and messages, each on its field. */
export function validateProfile(draft: ProfileDraft): FieldErrors {
  if (draft.sameAsProperty === '') return { sameAsProperty: MESSAGES.required };
  const result = profileAnswersSchema.safeParse(profileBody(draft));
  return result.success ? {} : collect(result.error);
}

export type ContactDraft = { email: string; phoneNumber: string };

export function validateContact(draft: ContactDraft): FieldErrors {
  const result = contactAnswersSchema.safeParse(draft);
  return result.success ? {} : collect(result.error);
}

export function validateHmda(draft: HmdaAnswersInput): FieldErrors {
  const result = hmdaAnswersSchema.safeParse(draft);
  return result.success ? {} : collect(result.error);
}

/**
 * Where Continue leads from a start page: the next page that still has a gap (from a fresh summary), else
 * the summary hub, so the borrower answers each ask once and then checks everything in one place.
 */
export function nextStartHref(uuid: string, missing: ApplicationSummary['missing'], current: string): string {
  const next = missing.find((gap) => gap.page !== current);
  return next ? `${paths.heloc.root.path}/${uuid}/${next.page}` : paths.heloc.appStart.summary.getHref(uuid);
}
