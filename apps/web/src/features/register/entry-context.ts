import type { EntryContext } from '@/features/register/register-answers';

const ENTRY_PARAMS = ['referrerId', 'referralId', 'offerCode'] as const;

/**
 * Entry-route parameters (referrals, offer codes, UTM tags) from the landing URL, kept with the answers so
 * they reach the create-HELOC body even though the later step URLs do not carry them.
 */
export function entryFromSearch(search: string, current: EntryContext): EntryContext | null {
  const params = new URLSearchParams(search);
  const next: EntryContext = { ...current, utm: { ...current.utm } };
  let changed = false;
  for (const key of ENTRY_PARAMS) {
    const value = params.get(key)?.trim();
    if (value && value !== current[key]) {
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
