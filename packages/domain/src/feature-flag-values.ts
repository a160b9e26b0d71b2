/** The flags' names, descriptions and state rules, zod-free (decision 0097); `feature-flags.ts` re-exports them. */
import type { FeatureFlag } from './entities';

/**
 * The whitelist of 17 flag names (spec section 6). Seven are named by the spec; the other ten are
 * named after the behaviour the spec attaches to a flag (decision 0018).
 */
export const FEATURE_FLAGS = [
  'fe-heloc-maintenance',
  'fe-heloc-redesign',
  'fe-heloc-ny-modal',
  'fe-heloc-disaster-zips',
  'fe-heloc-sms-transactional-consent',
  'fe-heloc-ny-fcra',
  'fe-heloc-additional-signer-conditions',
  'fe-webchat',
  'fe-heloc-new-auth',
  'fe-heloc-regulator-review',
  'fe-heloc-broker-identity',
  'fe-heloc-portfolio-manager',
  'fe-heloc-age-restricted',
  'fe-heloc-dev-tools',
  'fe-heloc-leave-survey',
  'fe-heloc-chatbot',
  'fe-heloc-geolocation',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];

export function isFeatureFlagName(value: string): value is FeatureFlagName {
  return (FEATURE_FLAGS as readonly string[]).includes(value);
}

export const FEATURE_FLAG_DESCRIPTIONS: Record<FeatureFlagName, string> = {
  'fe-heloc-maintenance': 'Replace chosen routes with the maintenance page',
  'fe-heloc-redesign': 'Serve the register-v2 flow; off redirects to /register',
  'fe-heloc-ny-modal': 'Show the New York state-mismatch modal',
  'fe-heloc-disaster-zips': 'Warn about post-disaster inspection for listed zips',
  'fe-heloc-sms-transactional-consent': 'Ask for SMS transactional consent',
  'fe-heloc-ny-fcra': 'Use New York FCRA wording and send the soft-credit consent for NY',
  'fe-heloc-additional-signer-conditions': 'Show conditions to additional signers',
  'fe-webchat': 'Show the chat widget',
  'fe-heloc-new-auth': 'Newer authentication mode: phone-and-email and set-password leave the register flow',
  'fe-heloc-regulator-review': 'Reject New York properties while under regulator review',
  'fe-heloc-broker-identity': 'Broker identity flow instead of the legacy /auth/login',
  'fe-heloc-portfolio-manager': 'Show the portfolio manager link',
  'fe-heloc-age-restricted': 'Age-restricted (62+) interest-only mode',
  'fe-heloc-dev-tools': 'Developer tools for admins and developers outside production',
  'fe-heloc-leave-survey': 'Offer the leave survey at logout on chosen pages',
  'fe-heloc-chatbot': 'Chatbot is active in the chat widget',
  'fe-heloc-geolocation': 'Confirm location before electronic signing',
};

export type FlagState = Record<FeatureFlagName, FeatureFlag>;

/** Every whitelisted flag, off, with no variables. */
export function defaultFlagState(): FlagState {
  return Object.fromEntries(
    FEATURE_FLAGS.map((key) => [key, { key, enabled: false, variables: {} }]),
  ) as FlagState;
}

/** Builds the state from fetched flags: unknown names are ignored, missing ones stay off. */
export function flagStateFrom(fetched: readonly FeatureFlag[]): FlagState {
  const state = defaultFlagState();
  for (const flag of fetched) {
    if (isFeatureFlagName(flag.key)) state[flag.key] = { ...flag, key: flag.key };
  }
  return state;
}

export type FlagOverrides = Partial<Record<FeatureFlagName, boolean>>;

/**
 * Per-session overrides, e.g. "?flags=fe-heloc-redesign:on,fe-webchat:off".
 * Only whitelisted names are honoured; anything malformed is dropped.
 */
export function parseFlagOverrides(raw: string | null | undefined): FlagOverrides {
  const overrides: FlagOverrides = {};
  for (const part of (raw ?? '').split(',')) {
    const [name = '', value = ''] = part.trim().split(':');
    if (!isFeatureFlagName(name)) continue;
    if (['on', 'true', '1'].includes(value)) overrides[name] = true;
    else if (['off', 'false', '0'].includes(value)) overrides[name] = false;
  }
  return overrides;
}

export function applyFlagOverrides(state: FlagState, overrides: FlagOverrides): FlagState {
  const next = { ...state };
  for (const [name, enabled] of Object.entries(overrides) as [FeatureFlagName, boolean][]) {
    next[name] = { ...next[name], enabled };
  }
  return next;
}

export function isEnabled(state: FlagState, name: FeatureFlagName): boolean {
  return state[name].enabled;
}
