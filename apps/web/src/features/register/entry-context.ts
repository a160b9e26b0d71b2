import { ENTRY_PARAMS, type EntryParam, normalizeOfferCode } from '@hearth/domain/entry-route-rules';
import type { EntryContext } from '@/features/register/register-answers';

function normalized(key: EntryParam, value: string): string {
  return key === 'offerCode' ? normalizeOfferCode(value) : value;
}

/**
 * Entry-route parameters (referrals, offer codes, affiliate tokens, UTM tags) from the landing URL, kept with
 * the answers so they reach the create-HELOC body even though the later step URLs do not carry them.
 * Returns null when the URL brings nothing new.
 */
export function entryFromSearch(search: string, current: EntryContext): EntryContext | null {
  const params = new URLSearchParams(search);
  const next: EntryContext = { ...current, utm: { ...current.utm } };
  let changed = false;
  for (const key of ENTRY_PARAMS) {
    const raw = params.get(key)?.trim();
    const value = raw ? normalized(key, raw) : '';
    // A link already handled (applied, or dropped as unusable) is not taken from the URL again.
    if (value && value !== current[key] && !isResolved(current, entryKey(key, value))) {
      next[key] = value;
      changed = true;
    }
  }
  for (const [key, value] of params) {
    if (key.startsWith('utm_') && value && current.utm[key] !== value) {
      next.utm[key] = value;
      changed = true;
    }
  }
  return changed ? next : null;
}

/** The lookup key of one entry link; a prefill is applied once per key. */
export function entryKey(param: EntryParam, value: string | undefined): string | null {
  return value ? `${param}:${value}` : null;
}

export function isResolved(entry: EntryContext, key: string | null): boolean {
  return key === null || (entry.resolved ?? []).includes(key);
}
