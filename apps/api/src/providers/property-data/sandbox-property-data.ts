import { formatFullAddress, longFormStreet, matchKey, searchKey, streetKey } from './address-normalize';
import {
  DEFAULT_DATASET_SEED,
  DEFAULT_DATASET_SIZE,
  disasterDeclaration,
  generateSandboxProperties,
} from './generate-dataset';
import type {
  AddressSuggestion,
  DisasterDeclaration,
  PropertyAddressQuery,
  PropertyData,
  PropertyLookupResult,
  PropertyRecord,
} from './property-data';
import { PROPERTY_PERSONAS } from './property-personas';

export interface SandboxPropertyDataOptions {
  /** transfer dates and disaster declarations are relative to this instant */
  now?: Date;
  seed?: number;
  count?: number;
}

export const DEFAULT_SUGGESTION_LIMIT = 10;
/** Shorter queries return nothing: the typeahead asks for 3 characters, like the street rule of spec section 5. */
export const MIN_QUERY_LENGTH = 3;

interface IndexEntry {
  key: string;
  suggestion: AddressSuggestion;
}

/**
 * Property data over the generated sandbox set. The typeahead is a sorted array of address
 * keys searched by binary search (prefix range), so a query costs O(log n + limit).
 */
export class SandboxPropertyData implements PropertyData {
  readonly #now: Date;
  readonly #byMatchKey = new Map<string, PropertyRecord[]>();
  readonly #byStreetCityState = new Map<string, PropertyRecord[]>();
  readonly #index: IndexEntry[];
  readonly size: number;

  constructor(options: SandboxPropertyDataOptions = {}) {
    this.#now = options.now ?? new Date();
    const records = generateSandboxProperties({
      now: this.#now,
      seed: options.seed ?? DEFAULT_DATASET_SEED,
      count: options.count ?? DEFAULT_DATASET_SIZE,
    });
    this.size = records.length;
    const suggestions = new Map<string, AddressSuggestion>();
    for (const record of records) {
      const { street1, city, state, zip } = record.address;
      const street = streetKey(street1);
      push(this.#byMatchKey, `${street}|${zip}`, record);
      push(this.#byStreetCityState, `${street}|${searchKey(city).trim()}|${state}`, record);
      suggestions.set(record.fullAddress, { fullAddress: record.fullAddress, ...record.address });
    }
    // Persona addresses without a record still exist for the postal typeahead.
    for (const persona of PROPERTY_PERSONAS) {
      const fullAddress = formatFullAddress(persona.street1, persona.city, persona.state, persona.zip);
      const { street1, city, state, zip } = persona;
      suggestions.set(fullAddress, { fullAddress, street1, street2: '', city, state, zip });
    }
    const entries: IndexEntry[] = [];
    for (const suggestion of suggestions.values()) {
      const { street1, city, state, zip } = suggestion;
      entries.push({ key: searchKey(suggestion.fullAddress), suggestion });
      const long = longFormStreet(street1);
      if (long !== street1)
        entries.push({ key: searchKey(formatFullAddress(long, city, state, zip)), suggestion });
    }
    const index = entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.#index = index;
  }

  search(text: string, limit = DEFAULT_SUGGESTION_LIMIT): AddressSuggestion[] {
    const query = searchKey(text);
    if (query.trim().length < MIN_QUERY_LENGTH || limit <= 0) return [];
    const results: AddressSuggestion[] = [];
    const seen = new Set<string>();
    for (let i = lowerBound(this.#index, query); i < this.#index.length && results.length < limit; i += 1) {
      const entry = this.#index[i]!;
      if (!entry.key.startsWith(query)) break;
      if (seen.has(entry.suggestion.fullAddress)) continue;
      seen.add(entry.suggestion.fullAddress);
      results.push({ ...entry.suggestion });
    }
    return results;
  }

  async lookup(address: PropertyAddressQuery): Promise<PropertyLookupResult> {
    const matches = this.#match(address);
    if (matches.length === 0) return { found: false };
    if (matches.length > 1) return { found: true, multiple: true, matchCount: matches.length };
    return { found: true, multiple: false, property: structuredClone(matches[0]!) };
  }

  disasterFor(zip: string): DisasterDeclaration | null {
    return disasterDeclaration(zip.trim().slice(0, 5), this.#now);
  }

  #match(address: PropertyAddressQuery): PropertyRecord[] {
    if (!address.street1?.trim()) return [];
    if (address.zip && /^\d{5}/.test(address.zip.trim())) {
      return this.#byMatchKey.get(matchKey(address.street1, address.zip)) ?? [];
    }
    if (!address.city || !address.state) return [];
    const key = `${streetKey(address.street1)}|${searchKey(address.city).trim()}|${address.state.trim().toUpperCase()}`;
    return this.#byStreetCityState.get(key) ?? [];
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function lowerBound(index: readonly IndexEntry[], query: string): number {
  let low = 0;
  let high = index.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (index[mid]!.key < query) low = mid + 1;
    else high = mid;
  }
  return low;
}
