import {
  applyFlagOverrides,
  defaultFlagState,
  type FeatureFlagName,
  type FlagState,
  isEnabled,
  parseFlagOverrides,
} from '@hearth/domain/feature-flag-values';
import { useLocation } from 'react-router';

/**
 * The feature flags a page reads (spec section 6). There is no flags endpoint yet, so the source is the
 * whitelist's defaults (all off unless a caller turns some on), plus per-session overrides from
 * `?flags=name:on,...`, kept in session storage for the rest of the session (decision 0050).
 */
export const FLAG_OVERRIDES_STORAGE_KEY = 'hearth.flag-overrides';
export const FLAGS_PARAM = 'flags';

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function sessionFlagState(search: string, defaultsOn: readonly FeatureFlagName[] = []): FlagState {
  let state = defaultFlagState();
  for (const name of defaultsOn) state[name] = { ...state[name], enabled: true };
  const stored = session()?.getItem(FLAG_OVERRIDES_STORAGE_KEY) ?? '';
  const fromUrl = new URLSearchParams(search).get(FLAGS_PARAM);
  const merged = [stored, fromUrl ?? ''].filter(Boolean).join(',');
  if (fromUrl) session()?.setItem(FLAG_OVERRIDES_STORAGE_KEY, merged);
  state = applyFlagOverrides(state, parseFlagOverrides(merged));
  return state;
}

/** Whether one flag is on for this session, read from the page's URL and the session's overrides. */
export function useFeatureFlag(name: FeatureFlagName): boolean {
  return isEnabled(sessionFlagState(useLocation().search), name);
}
