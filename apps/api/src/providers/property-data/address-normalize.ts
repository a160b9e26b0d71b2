import { STREET_SUFFIXES } from './geography';

/**
 * Address keys for matching and typeahead. People type "Street" where vendors store "St",
 * with or without commas and in any case; both forms must find the same property.
 */

const LONG_TO_SHORT: ReadonlyMap<string, string> = new Map([
  ...Object.entries(STREET_SUFFIXES).map(
    ([short, long]) => [long.toLowerCase(), short.toLowerCase()] as const,
  ),
  ['north', 'n'],
  ['south', 's'],
  ['east', 'e'],
  ['west', 'w'],
]);

/**
 * Lower case, anything but letters and digits to one space, no leading space; a trailing space is
 * kept (it ends a word). A character loop rather than regexes: the index normalises ~8,000
 * addresses at start-up.
 */
export function searchKey(text: string): string {
  let out = '';
  let pendingSpace = false;
  for (let i = 0; i < text.length; i += 1) {
    let code = text.charCodeAt(i);
    if (code >= 65 && code <= 90) code += 32;
    const kept = (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
    if (!kept) {
      pendingSpace = out.length > 0;
      continue;
    }
    if (pendingSpace) out += ' ';
    pendingSpace = false;
    out += String.fromCharCode(code);
  }
  return pendingSpace ? `${out} ` : out;
}

/** The canonical street line: lower case, abbreviated suffixes and directions, no punctuation. */
export function streetKey(street1: string): string {
  return searchKey(street1)
    .trim()
    .split(' ')
    .map((word) => LONG_TO_SHORT.get(word) ?? word)
    .join(' ');
}

export function matchKey(street1: string, zip: string): string {
  return `${streetKey(street1)}|${zip.trim().slice(0, 5)}`;
}

export function formatFullAddress(street1: string, city: string, state: string, zip: string): string {
  return `${street1}, ${city}, ${state} ${zip}`;
}

/** "123 Maple St" -> "123 Maple Street", so a typed long form also prefixes an indexed key. */
export function longFormStreet(street1: string): string {
  const words = street1.split(' ');
  const last = words.at(-1);
  const long = last === undefined ? undefined : STREET_SUFFIXES[last];
  if (long === undefined || long === last) return street1;
  return [...words.slice(0, -1), long].join(' ');
}
