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
