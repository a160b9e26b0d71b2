import type { FeatureFlag } from '@hearth/domain/entities';
import {
  applyFlagOverrides,
  defaultFlagState,
  type FeatureFlagName,
  type FlagOverrides,
  type FlagState,
  flagStateFrom,
  isEnabled,
  parseFlagOverrides,
} from '@hearth/domain/feature-flag-values';
import { FLAG_DEFAULTS, FLAGS_DATA_BLOCK_ID } from '@hearth/domain/shell-entry';
import { useLocation } from '@/lib/routing';

/**
 * The feature flags a page reads (spec section 6): the lender's values, which the server puts in the page
 * (decision 0219; the whitelist's defaults where the page has none, as in tests), then the per-session overrides
 * from `?flags=name:on,...` or the developer tools, kept in session storage for the rest of the session
 * (decision 0050).
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

/** The brand's flags as the server evaluated them for this page; null when the page carries none. */
function pageFlags(): FeatureFlag[] | null {
  try {
    const text = globalThis.document?.getElementById(FLAGS_DATA_BLOCK_ID)?.textContent;
    const flags = text ? (JSON.parse(text) as { flags?: unknown }).flags : undefined;
    return Array.isArray(flags) ? (flags as FeatureFlag[]) : null;
  } catch {
    return null;
  }
}

function baseState(defaultsOn: readonly FeatureFlagName[]): FlagState {
  const fromPage = pageFlags();
  if (fromPage) return flagStateFrom(fromPage);
  const state = defaultFlagState();
  for (const [name, enabled] of Object.entries(FLAG_DEFAULTS) as [FeatureFlagName, boolean][]) {
    state[name] = { ...state[name], enabled };
  }
  for (const name of defaultsOn) state[name] = { ...state[name], enabled: true };
  return state;
}

/** The lender's values for this page, without this session's overrides (what the developer tools compare with). */
export function lenderFlagState(): FlagState {
  return baseState([]);
}

/** This session's overrides, as stored. */
export function sessionFlagOverrides(): FlagOverrides {
  return parseFlagOverrides(session()?.getItem(FLAG_OVERRIDES_STORAGE_KEY));
}

/** Sets (true or false) or removes (null) one override for the rest of this browser tab's session. */
export function setSessionFlagOverride(name: FeatureFlagName, enabled: boolean | null): void {
  const overrides = { ...sessionFlagOverrides() };
  if (enabled === null) delete overrides[name];
  else overrides[name] = enabled;
  const raw = Object.entries(overrides)
    .map(([key, on]) => `${key}:${on ? 'on' : 'off'}`)
    .join(',');
  if (raw) session()?.setItem(FLAG_OVERRIDES_STORAGE_KEY, raw);
  else session()?.removeItem(FLAG_OVERRIDES_STORAGE_KEY);
}

export function sessionFlagState(search: string, defaultsOn: readonly FeatureFlagName[] = []): FlagState {
  const stored = session()?.getItem(FLAG_OVERRIDES_STORAGE_KEY) ?? '';
  const fromUrl = new URLSearchParams(search).get(FLAGS_PARAM);
  const merged = [stored, fromUrl ?? ''].filter(Boolean).join(',');
  if (fromUrl) session()?.setItem(FLAG_OVERRIDES_STORAGE_KEY, merged);
  return applyFlagOverrides(baseState(defaultsOn), parseFlagOverrides(merged));
}

/** Whether one flag is on for this session, read from the page's URL and the session's overrides. */
export function useFeatureFlag(name: FeatureFlagName): boolean {
  return isEnabled(sessionFlagState(useLocation().search), name);
}

/** One flag with its variables (the maintenance windows), for this session. */
export function useFeatureFlagValue(name: FeatureFlagName): FeatureFlag {
  return sessionFlagState(useLocation().search)[name];
}
