import { z } from 'zod';
import { statusKind } from './application-status';
import { applicationStatusLabel } from './status-words';

/**
 * Brokers and loan officers (issue 23, decisions 0225 and 0226): their pipeline, referral links and mail settings.
 * The spec names the lead portal's reads (`/service-lead-portal/api/referrals/{uuid}`, `/lo/{uuid}`); the broker's
 * own calls below are not shown by it and live under the same service.
 */
export const BROKER_API_PATHS = {
  pipeline: '/service-lead-portal/api/broker/pipeline',
  pipelineApplication: (uuid: string) => `/service-lead-portal/api/broker/pipeline/${uuid}`,
  referralLinks: '/service-lead-portal/api/broker/referral-links',
  mailSettings: '/service-lead-portal/api/broker/mail-settings',
  /** The lender admin's list of its brokers and loan officers, and the deactivation of one (decision 0245). */
  lenderBrokers: '/service-lead-portal/api/lender/brokers',
  lenderBrokerDeactivation: (loanOriginatorUuid: string) =>
    `/service-lead-portal/api/lender/brokers/${loanOriginatorUuid}/deactivation`,
  /** The co-deed removal of spec section 7 (a borrower's call, decision 0227). */
  removeCoDeed: '/service-profile/api/v1/feedback/ceo',
} as const;

/** The broker's pages under the base path. */
export const BROKER_PAGES = {
  pipeline: '/broker',
  application: (uuid: string) => `/broker/${uuid}`,
} as const;

export const BROKER_ROLES = ['BROKER', 'LOAN_OFFICER'] as const;
export type BrokerRole = (typeof BROKER_ROLES)[number];

/** How long a referred application may wait on its borrower before the broker is told (issue 23 item 8). */
export const BORROWER_WAIT_DAYS = 3;

export const BROKER_MAIL_EVENTS = ['OFFERS', 'DECLINED', 'FUNDED', 'WAITING_ON_BORROWER'] as const;
export type BrokerMailEvent = (typeof BROKER_MAIL_EVENTS)[number];

/** The statuses whose arrival a broker is told of; a wait is found by age, not by a move. */
export const BROKER_MAIL_STATUS: Record<
  Exclude<BrokerMailEvent, 'WAITING_ON_BORROWER'>,
  readonly string[]
> = {
  OFFERS: ['OFFER_SELECTION'],
  DECLINED: ['DECLINED'],
  FUNDED: ['COMPLETE'],
};

export const PIPELINE_FILTERS = ['ALL', 'IN_PROGRESS', 'WAITING_ON_BORROWER', 'OFFERS', 'CLOSED'] as const;
export type PipelineFilter = (typeof PIPELINE_FILTERS)[number];
export const PIPELINE_SORTS = ['LAST_CHANGE', 'DAYS_IN_STATUS', 'BORROWER'] as const;
export type PipelineSort = (typeof PIPELINE_SORTS)[number];

export const PIPELINE_FILTER_LABELS: Record<PipelineFilter, string> = {
  ALL: 'All applications',
  IN_PROGRESS: 'In progress',
  WAITING_ON_BORROWER: 'Waiting on the borrower',
  OFFERS: 'Offers ready',
  CLOSED: 'Closed',
};

export const PIPELINE_SORT_LABELS: Record<PipelineSort, string> = {
  LAST_CHANGE: 'Last change, newest first',
  DAYS_IN_STATUS: 'Days in status, longest first',
  BORROWER: 'Borrower name, A to Z',
};

const OFFER_STATUSES = ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION', 'FINAL_OFFER'];

/** Which filter group a status falls in (besides ALL). */
export function pipelineGroup(status: string): Exclude<PipelineFilter, 'ALL'> {
  if (OFFER_STATUSES.includes(status)) return 'OFFERS';
  const kind = statusKind(status);
  if (kind === 'terminal' || status === 'COMPLETE') return 'CLOSED';
  if (kind === 'actionable') return 'WAITING_ON_BORROWER';
  return 'IN_PROGRESS';
}

export function matchesPipelineFilter(status: string, filter: PipelineFilter): boolean {
  return filter === 'ALL' || pipelineGroup(status) === filter;
}

/** The status as the referring broker reads it: the borrower's dashboard words, about the borrower. */
export function pipelineStatusLabel(status: string): string {
  return applicationStatusLabel(status)
    .replace(/\byour\b/g, 'their')
    .replace(/^Line of credit open$/, 'Funded: line of credit open');
}

/** Who acts next, in a broker's words. */
export function pipelineNextStep(status: string): string {
  const group = pipelineGroup(status);
  if (status === 'COMPLETE') return 'Nothing: the line is funded';
  if (group === 'CLOSED') return 'Nothing: the application is closed';
  if (group === 'OFFERS') return 'The borrower chooses or accepts an offer';
  if (group === 'WAITING_ON_BORROWER') return 'The borrower completes their next step';
  return 'The lender is working on it';
}

/** Whole days between two instants, never negative. */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 86_400_000));
}

const isoDateTime = z.string();

export const pipelineItemSchema = z.object({
  uuid: z.uuid(),
  borrowerName: z.string(),
  propertyCity: z.string(),
  propertyState: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  group: z.enum(PIPELINE_FILTERS),
  nextStep: z.string(),
  daysInStatus: z.number().int().nonnegative(),
  lastChangeAt: isoDateTime,
  referralUuid: z.uuid().nullable(),
});
export type PipelineItem = z.infer<typeof pipelineItemSchema>;

export const pipelineQuerySchema = z.object({
  status: z.enum(PIPELINE_FILTERS).default('ALL'),
  sort: z.enum(PIPELINE_SORTS).default('LAST_CHANGE'),
});

export const brokerSelfSchema = z.object({
  loanOriginatorUuid: z.uuid(),
  name: z.string(),
  brokerageName: z.string().nullable(),
  role: z.enum(BROKER_ROLES),
  organizationCode: z.string(),
  nmls: z.string(),
  personalLink: z.string(),
});

export const pipelineSchema = z.object({
  broker: brokerSelfSchema,
  applications: z.array(pipelineItemSchema),
});
export type Pipeline = z.infer<typeof pipelineSchema>;

export const pipelineTimelineEntrySchema = z.object({
  at: isoDateTime,
  status: z.string(),
  statusLabel: z.string(),
});

/** One referred application, read-only: no SSN, date of birth, income, documents, HMDA answers or credit data. */
export const pipelineApplicationSchema = pipelineItemSchema.extend({
  createdAt: isoDateTime,
  timeline: z.array(pipelineTimelineEntrySchema),
});
export type PipelineApplication = z.infer<typeof pipelineApplicationSchema>;

const trimmed = (max: number) => z.string().trim().min(1, { error: 'Required' }).max(max);

/** A referral for one borrower: what the link prefills. */
export const createReferralLinkSchema = z.object({
  firstName: trimmed(60),
  lastName: trimmed(60),
  email: z.email({ error: 'Please enter a valid e-mail address' }).max(254),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\D*(\d\D*){10}$/, { error: 'Please enter a 10-digit phone number' }),
});
export type CreateReferralLink = z.infer<typeof createReferralLinkSchema>;

export const referralLinkSchema = z.object({
  referralUuid: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.string(),
  createdAt: isoDateTime,
  /** Relative to the site: the register page with the broker's referrer and this referral. */
  link: z.string(),
});
export type ReferralLink = z.infer<typeof referralLinkSchema>;
export const referralLinksSchema = z.object({ referralLinks: z.array(referralLinkSchema) });

export const brokerMailSettingsSchema = z.object({
  offers: z.boolean(),
  declined: z.boolean(),
  funded: z.boolean(),
  waitingOnBorrower: z.boolean(),
});
export type BrokerMailSettings = z.infer<typeof brokerMailSettingsSchema>;

/** The register page a referral link opens (base path excluded), with the broker's referrer id and the referral. */
export function referralLinkPath(loanOriginatorUuid: string, referralUuid?: string): string {
  const referral = referralUuid ? `&referralId=${encodeURIComponent(referralUuid)}` : '';
  return `/register-v2?referrerId=${encodeURIComponent(loanOriginatorUuid)}${referral}`;
}

/** The borrower's removal of an additional signer who has not signed (decision 0227). */
export const removeCoDeedSchema = z.object({
  applicationUuid: z.uuid(),
  invitationId: z.uuid(),
  /** The borrower ticked that they mean it; false or missing changes nothing. */
  confirm: z.literal(true, { error: 'Please confirm that you want to remove this co-owner' }),
});

export const CO_DEED_MESSAGES = {
  /** Decision 0246: only the lender takes off an owner who signed, by withdrawing what was signed. */
  alreadySigned:
    'This co-owner has already signed, so they cannot be removed here. Call us: if they should not be on this application, we withdraw the documents signed so far and prepare new ones for everyone who stays to sign.',
  notRemovableNow: 'Co-owners can no longer be changed on this application. Call us if something is wrong.',
  confirm: 'Please confirm that you want to remove this co-owner',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The lender's side (decision 0245)

/** A broker or loan officer of the lender, as its admin sees them in the console. */
export const lenderBrokerSchema = z.object({
  loanOriginatorUuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  brokerageName: z.string().nullable(),
  role: z.enum(BROKER_ROLES),
  nmls: z.string(),
  createdAt: z.string(),
  /** When the lender deactivated the account; null while it is active. */
  deactivatedAt: z.string().nullable(),
});
export type LenderBroker = z.infer<typeof lenderBrokerSchema>;
export const lenderBrokersSchema = z.object({ brokers: z.array(lenderBrokerSchema) });

export const deactivateBrokerSchema = z.object({
  /** Why, for the audit log: a lender records why it stopped taking a broker's business. */
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Please say why you are deactivating this account' })
    .max(500, { error: 'Please keep the reason under 500 characters' }),
});
