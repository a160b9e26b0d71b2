import { z } from 'zod';
import { closingCostsViewSchema } from './closing-costs-view';
import { DISCLOSURE_TYPES, disclosureTypeSchema } from './disclosures';
import type { ApplicationStatus, OccupancyType } from './enums';
import { hmdaAnswersSchema } from './hmda';
import { addressSchema, emailSchema, phoneSchema } from './validation';

/**
 * The start/* pages after an offer is chosen (decision 0121): start/profile and start/contact fill what the
 * application still lacks, start/hmda asks the Regulation C questions, start/app-summary shows everything and
 * takes the disclosures. Paths follow spec section 7's application-service style; the spec does not show them.
 */

const base = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;
export const APP_START_API_PATHS = {
  summary: (uuid: string) => `${base(uuid)}/summary`,
  profile: (uuid: string) => `${base(uuid)}/profile`,
  contact: (uuid: string) => `${base(uuid)}/contact`,
  hmda: (uuid: string) => `${base(uuid)}/hmda`,
  acceptDisclosures: (uuid: string) => `${base(uuid)}/disclosures/accept`,
} as const;

/** Statuses in which the start pages take answers: the summary hub and the two asks a lender can make. */
export const START_ANSWER_STATUSES = [
  'START',
  'APP_SUBMISSION',
  'SUMMARY_DISCLOSURE',
  'COLLECT_ADDITIONAL_INFO',
  'HMDA',
] as const satisfies readonly ApplicationStatus[];

/** Statuses in which the summary's disclosures can be accepted (the machine's moves to HARD_CREDIT_PULL). */
export const ACCEPT_DISCLOSURE_STATUSES = [
  'APP_SUBMISSION',
  'SUMMARY_DISCLOSURE',
] as const satisfies readonly ApplicationStatus[];

export const APP_START_MESSAGES = {
  homeAddressRequired: 'Please enter your home address',
  homeAddressMustDiffer:
    'A second home or investment property cannot be your home address. Please enter the address where you live.',
  notNow: 'This step is not available for your application right now',
  missingBeforeAccept: (items: readonly string[]) => `Before you accept, please provide ${items.join(', ')}`,
} as const;

/** start/profile: where the borrower lives, when it is not the property. */
export const profileAnswersSchema = z
  .object({
    homeAddressSameAsProperty: z.boolean({ error: 'Required' }),
    homeAddress: addressSchema.optional(),
  })
  .superRefine((answers, ctx) => {
    if (!answers.homeAddressSameAsProperty && !answers.homeAddress) {
      ctx.addIssue({
        code: 'custom',
        path: ['homeAddress'],
        message: APP_START_MESSAGES.homeAddressRequired,
      });
    }
  });
export type ProfileAnswersInput = z.input<typeof profileAnswersSchema>;
export type ProfileAnswers = z.output<typeof profileAnswersSchema>;

/** start/contact: the e-mail and mobile phone the lender reaches the borrower on, with the spec's rules. */
export const contactAnswersSchema = z.object({ email: emailSchema, phoneNumber: phoneSchema });
export type ContactAnswersInput = z.input<typeof contactAnswersSchema>;

export const hmdaRequestSchema = hmdaAnswersSchema;

export const START_GAPS = ['HOME_ADDRESS', 'PHONE', 'EMAIL', 'HMDA'] as const;
export type StartGap = (typeof START_GAPS)[number];

/** The page that closes each gap, and how the summary names it. */
export const START_GAP_PAGES: Record<StartGap, { page: string; label: string }> = {
  HOME_ADDRESS: { page: 'start/profile', label: 'your home address' },
  PHONE: { page: 'start/contact', label: 'your mobile phone' },
  EMAIL: { page: 'start/contact', label: 'your email' },
  HMDA: { page: 'start/hmda', label: 'answers to the demographic questions' },
};

export interface StartFacts {
  occupancyType: OccupancyType;
  /** null: the borrower lives at the property */
  homeAddress: { street1: string } | null;
  /** digits, as stored */
  phoneNumber: string;
  email: string;
  hmdaAnswered: boolean;
}

const US_PHONE_DIGITS = /^[2-9]\d{9}$/;

/** What the application still lacks before its disclosures can be accepted, in page order. */
export function startGaps(facts: StartFacts): StartGap[] {
  const gaps: StartGap[] = [];
  // Only a primary residence can be where the borrower lives: a second home or rental needs a home address.
  if (facts.occupancyType !== 'HOME' && !facts.homeAddress?.street1.trim()) gaps.push('HOME_ADDRESS');
  if (!US_PHONE_DIGITS.test(facts.phoneNumber)) gaps.push('PHONE');
  if (!emailSchema.safeParse(facts.email).success) gaps.push('EMAIL');
  if (!facts.hmdaAnswered) gaps.push('HMDA');
  return gaps;
}

/**
 * Where a start page's answer leaves the application. On a lender's ask (COLLECT_ADDITIONAL_INFO, HMDA) the
 * application returns to the summary once that ask is met, by way of the HMDA page if it is still unanswered;
 * elsewhere an answer changes the data, not the status.
 */
export function statusAfterStartAnswer(current: string, gaps: readonly StartGap[]): ApplicationStatus | null {
  const contactGaps = gaps.filter((gap) => gap !== 'HMDA');
  if (current === 'COLLECT_ADDITIONAL_INFO' && contactGaps.length === 0) {
    return gaps.includes('HMDA') ? 'HMDA' : 'APP_SUBMISSION';
  }
  if (current === 'HMDA' && !gaps.includes('HMDA')) return 'APP_SUBMISSION';
  return null;
}

const moneySchema = z.number();

export const summaryDisclosureSchema = z.object({
  type: disclosureTypeSchema,
  title: z.string(),
  version: z.string(),
  text: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  sha256: z.string(),
  acceptedAt: z.string().nullable(),
});

/** GET summary: what start/app-summary shows, what is missing, and the disclosures to accept. */
export const applicationSummarySchema = z.object({
  uuid: z.uuid(),
  status: z.string(),
  applicant: z.object({
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    suffix: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    homeAddressSameAsProperty: z.boolean(),
    homeAddress: z
      .object({
        street1: z.string(),
        street2: z.string(),
        city: z.string(),
        state: z.string(),
        zip: z.string(),
      })
      .nullable(),
  }),
  property: z.object({
    street1: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    occupancyType: z.string(),
  }),
  offer: z
    .object({
      type: z.string(),
      term: z.number(),
      rate: z.number(),
      creditLimit: moneySchema,
      initialDraw: moneySchema,
      originationFee: z.number(),
      monthlyPayment: moneySchema,
      autopay: z.boolean(),
      /** Line by line, as the closing documents will show them (decision 0162). */
      closingCosts: closingCostsViewSchema,
    })
    .nullable(),
  missing: z.array(z.object({ item: z.enum(START_GAPS), page: z.string(), label: z.string() })),
  disclosures: z.array(summaryDisclosureSchema).max(DISCLOSURE_TYPES.length),
  canAccept: z.boolean(),
});
export type ApplicationSummary = z.output<typeof applicationSummarySchema>;
