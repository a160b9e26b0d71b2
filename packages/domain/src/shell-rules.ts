/**
 * The zod-free half of the shell settings (decision 0097: what a page reads at first paint carries no zod); the
 * schemas are in `shell-settings.ts`, which re-exports this.
 */
export * from './shell-entry';

/**
 * A lender's shell settings (issue 22 items 3 to 6, decision 0218): banners, maintenance windows and feature-flag
 * values, kept per brand on the server and read by the borrower app in the spec's formats.
 */
export const SHELL_PATHS = {
  /** The banner file of spec section 7 ("a public cloud-storage JSON file"), per brand by host or `org`. */
  banners: '/cdn/banners/heloc/banners.json',
  /** Its test variant: live banners and those marked for testing; not served in production. */
  bannersTest: '/cdn/banners/heloc/banners-test.json',
  /** The flag fetch with user attributes (spec section 7, path not shown; decision 0219). */
  flags: '/service-feature-flags/external/api/v1/flags',
  /** The feedback form's POST (spec section 7, path not shown; decision 0220). */
  feedback: '/service-profile/api/v1/feedback/product',
  /** The leave survey's answer at logout (decision 0220). */
  leaveSurvey: '/service-profile/api/v1/feedback/leave-survey',
  /** The lender's own calls (staff of the brand; the lender console builds its screens on them). */
  staffBanners: '/api/v1/lender/brand/banners',
  staffBanner: (uuid: string) => `/api/v1/lender/brand/banners/${uuid}`,
  staffMaintenance: '/api/v1/lender/brand/maintenance',
  staffFeedback: '/api/v1/lender/brand/feedback',
  staffFlags: '/api/v1/lender/brand/flags',
  staffFlag: (key: string) => `/api/v1/lender/brand/flags/${key}`,
  /** The lender's support phone and e-mail, shown in the shell (decision 0237). */
  staffSupportContact: '/api/v1/lender/brand/support-contact',
  /** The same calls for the developer tools, outside production only, the brand named by `organization`. */
  sandboxBanners: '/sandbox/lender/brand/banners',
  sandboxBanner: (uuid: string) => `/sandbox/lender/brand/banners/${uuid}`,
  sandboxMaintenance: '/sandbox/lender/brand/maintenance',
  sandboxFlags: '/sandbox/lender/brand/flags',
  sandboxFlag: (key: string) => `/sandbox/lender/brand/flags/${key}`,
} as const;

export const SHELL_MESSAGES = {
  bannerWindow: 'The banner must end after it starts.',
  unknownBanner: 'No banner with that id for this lender.',
  unknownFlag: 'That is not one of the feature flags.',
  maintenanceFlag: 'Maintenance is turned on and off per route, with its title and message.',
  unknownOrganization: 'No lender with that organization code.',
  maintenanceRoute: 'A route starts with a slash, like /dashboard or /account/heloc.',
  unknownApplication: 'No application with that id for this account.',
  surveyReason: 'Please choose a reason',
  surveyComment: 'Please keep your comment to 500 characters or fewer.',
  supportPhone: 'Enter a 10-digit US phone number, like (888) 555-0142.',
  supportEmail: 'Enter an email address, like help@lender.example.',
} as const;

/** The maintenance page's defaults (spec section 2). */
export const MAINTENANCE_DEFAULTS = {
  title: 'Scheduled Maintenance',
  message:
    "We're doing some scheduled maintenance to make things better. Please check back soon: your application and everything you've entered are saved.",
} as const;

export const LEAVE_SURVEY_REASONS = [
  'JUST_LOOKING',
  'NEED_DOCUMENTS',
  'RATE_OR_AMOUNT',
  'TOO_LONG',
  'CONFUSING',
  'OTHER',
] as const;
export type LeaveSurveyReason = (typeof LEAVE_SURVEY_REASONS)[number];
export const LEAVE_SURVEY_REASON_LABELS: Record<LeaveSurveyReason, string> = {
  JUST_LOOKING: "I'm just looking for now",
  NEED_DOCUMENTS: 'I need to gather documents first',
  RATE_OR_AMOUNT: "The rate or amount isn't what I hoped",
  TOO_LONG: 'It is taking longer than I expected',
  CONFUSING: 'Something was confusing',
  OTHER: 'Something else',
};
export const LEAVE_SURVEY_CLOSE_DELAY_MS = 750;
export const LEAVE_SURVEY_COMMENT_MAX = 500;
