/**
 * The zod-free half of the shell settings (decision 0097: what a page reads at first paint carries no zod); the
 * schemas are in `shell-settings.ts`, which re-exports this.
 */
import type { FeatureFlagName } from './feature-flag-values';

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
} as const;

/** The maintenance page's defaults (spec section 2). */
export const MAINTENANCE_DEFAULTS = {
  title: 'Scheduled Maintenance',
  message:
    "We're doing some scheduled maintenance to make things better. Please check back soon: your application and everything you've entered are saved.",
} as const;

/** A maintenance window that is on: the route prefix it replaces ("/" is every page) and its page's words. */
export type MaintenanceWindow = { route: string; title: string; message: string; showDashboardLink: boolean };

/** The window covering a path, the longest matching route first ("/" covers every page). */
export function maintenanceFor(
  pathname: string,
  windows: readonly MaintenanceWindow[],
): MaintenanceWindow | undefined {
  const matches = windows.filter(
    (w) => w.route === '/' || pathname === w.route || pathname.startsWith(`${w.route}/`),
  );
  return matches.sort((a, b) => b.route.length - a.route.length)[0];
}

/** The maintenance flag's variables carry the windows that are on (decision 0218); anything malformed is none. */
export function maintenanceWindowsOf(variables: Record<string, unknown> | undefined): MaintenanceWindow[] {
  const windows = variables?.windows;
  if (!Array.isArray(windows)) return [];
  return windows.filter(
    (w): w is MaintenanceWindow =>
      typeof w === 'object' &&
      w !== null &&
      typeof w.route === 'string' &&
      typeof w.title === 'string' &&
      typeof w.message === 'string' &&
      typeof w.showDashboardLink === 'boolean',
  );
}

/**
 * A flag's value when the lender has set none. The redesign is on (register-v2 is the product's flow); the leave
 * survey is on (the spec's pages offer it); developer tools follow the environment and are never on in production.
 */
export const FLAG_DEFAULTS: Partial<Record<FeatureFlagName, boolean>> = {
  'fe-heloc-redesign': true,
  'fe-heloc-leave-survey': true,
  'fe-heloc-dev-tools': true,
};

/** The HTML data block that carries the brand's evaluated flags into the first paint (decision 0219). */
export const FLAGS_DATA_BLOCK_ID = 'hearth-flags';

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
/** The pages that offer the survey at logout (spec section 4), by the application path's page name. */
export const LEAVE_SURVEY_PAGES = ['liens', 'product/select', 'identity', 'signing'] as const;
export const LEAVE_SURVEY_CLOSE_DELAY_MS = 750;
export const LEAVE_SURVEY_COMMENT_MAX = 500;

export function offersLeaveSurvey(pathname: string): boolean {
  const match = /^\/account\/heloc\/[0-9a-f-]{36}\/(.+)$/i.exec(pathname);
  const page = match?.[1]?.replace(/\/+$/, '') ?? '';
  return LEAVE_SURVEY_PAGES.some((p) => page === p || page.startsWith(`${p}/`));
}
