import { mod97CheckDigits } from '@hearth/domain/hmda-lar';

/** An invented four-character prefix and the two reserved characters (ISO 17442 positions 1 to 6). */
const SANDBOX_LEI_PREFIX = 'HRTH00';

function fnv1a(text: string, seed: number): number {
  let hash = seed;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/**
 * The sandbox LEI of a lender (decision 0199): the prefix, twelve letters and digits from its canonical org code, and
 * the two ISO 7064 MOD 97-10 check digits, so it has the form of a real LEI (and its ULIs pass the FFIEC's check)
 * without being registered with GLEIF. A lender's channels share their canonical lender's LEI: one legal entity,
 * one HMDA register.
 */
export function sandboxLei(canonicalOrgCode: string): string {
  const value =
    (BigInt(fnv1a(canonicalOrgCode, 0x811c9dc5)) << 32n) | BigInt(fnv1a(canonicalOrgCode, 0x01000193));
  const entity = value.toString(36).toUpperCase().padStart(12, '0').slice(-12);
  const body = `${SANDBOX_LEI_PREFIX}${entity}`;
  return `${body}${mod97CheckDigits(body)}`;
}
