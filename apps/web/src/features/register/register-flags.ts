import {
  applyFlagOverrides,
  defaultFlagState,
  type FeatureFlagName,
  type FlagState,
  isEnabled,
  parseFlagOverrides,
} from '@hearth/domain/feature-flag-values';

/**
 * Flags the register flow reads. There is no flags endpoint yet, so the source is the whitelist's defaults
 * with the redesign on, plus per-session overrides from `?flags=name:on,...` (spec section 6, decision 0050).
 */
export const FLAG_OVERRIDES_STORAGE_KEY = 'hearth.flag-overrides';
export const FLAGS_PARAM = 'flags';

const DEFAULTS_ON: readonly FeatureFlagName[] = ['fe-heloc-redesign'];

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function registerFlagState(search: string): FlagState {
  let state = defaultFlagState();
  for (const name of DEFAULTS_ON) state[name] = { ...state[name], enabled: true };
  const stored = session()?.getItem(FLAG_OVERRIDES_STORAGE_KEY) ?? '';
  const fromUrl = new URLSearchParams(search).get(FLAGS_PARAM);
  const merged = [stored, fromUrl ?? ''].filter(Boolean).join(',');
  if (fromUrl) session()?.setItem(FLAG_OVERRIDES_STORAGE_KEY, merged);
  state = applyFlagOverrides(state, parseFlagOverrides(merged));
  return state;
}

export type RegisterFlags = {
  redesign: boolean;
  newAuth: boolean;
  ageRestricted: boolean;
  regulatorReview: boolean;
  nyModal: boolean;
  nyFcra: boolean;
  disasterZips: boolean;
  smsTransactional: boolean;
};

export function registerFlags(search: string): RegisterFlags {
  const state = registerFlagState(search);
  return {
    redesign: isEnabled(state, 'fe-heloc-redesign'),
    newAuth: isEnabled(state, 'fe-heloc-new-auth'),
    ageRestricted: isEnabled(state, 'fe-heloc-age-restricted'),
    regulatorReview: isEnabled(state, 'fe-heloc-regulator-review'),
    nyModal: isEnabled(state, 'fe-heloc-ny-modal'),
    nyFcra: isEnabled(state, 'fe-heloc-ny-fcra'),
    disasterZips: isEnabled(state, 'fe-heloc-disaster-zips'),
    smsTransactional: isEnabled(state, 'fe-heloc-sms-transactional-consent'),
  };
}
