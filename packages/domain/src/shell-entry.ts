/**
 * The few shell rules every page reads at first paint (decision 0218): the flags' block and defaults, the
 * maintenance window of a path, the pages that offer the leave survey. Kept apart from `shell-rules.ts` so the entry
 * chunk carries these and nothing of the lazy parts' words.
 */
import type { FeatureFlagName } from './feature-flag-values';

/** The HTML data block that carries the brand's evaluated flags into the first paint (decision 0219). */
export const FLAGS_DATA_BLOCK_ID = 'hearth-flags';

/**
 * A flag's value when the lender has set none. The redesign is on (register-v2 is the product's flow); the leave
 * survey is on (the spec's pages offer it); the chat widget is on (spec section 2: every page has it unless its flag
 * is off); developer tools follow the environment and are never on in production.
 */
export const FLAG_DEFAULTS: Partial<Record<FeatureFlagName, boolean>> = {
  'fe-heloc-redesign': true,
  'fe-heloc-leave-survey': true,
  'fe-webchat': true,
  'fe-heloc-dev-tools': true,
};

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

/** The pages that offer the survey at logout (spec section 4), by the application path's page name. */
export const LEAVE_SURVEY_PAGES = ['liens', 'product/select', 'identity', 'signing'] as const;

export function offersLeaveSurvey(pathname: string): boolean {
  const match = /^\/account\/heloc\/[0-9a-f-]{36}\/(.+)$/i.exec(pathname);
  const page = match?.[1]?.replace(/\/+$/, '') ?? '';
  return LEAVE_SURVEY_PAGES.some((p) => page === p || page.startsWith(`${p}/`));
}
