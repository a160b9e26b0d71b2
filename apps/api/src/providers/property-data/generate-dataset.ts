import type { PropertyCondition } from '@hearth/domain/enums';
import { createRng, type Rng } from '../sandbox-random';
import { formatFullAddress } from './address-normalize';
import {
  LIEN_HOLDERS,
  OWNER_FIRST_NAMES,
  OWNER_LAST_NAMES,
  SANDBOX_STATES,
  STREET_NAMES,
  STREET_SUFFIXES,
} from './geography';
import type {
  AvmConfidence,
  DisasterDeclaration,
  FloodZone,
  PropertyLien,
  PropertyRecord,
  PropertyType,
  RecordedOccupancy,
} from './property-data';
import { DISASTER_ZIPS, type PersonaRecord, PROPERTY_PERSONAS } from './property-personas';

/**
 * Generates the sandbox property set from a seed at start-up (a few milliseconds) instead of
 * committing a large JSON file: the same seed and `now` always give the same properties.
 */

export interface DatasetOptions {
  now: Date;
  seed?: number;
  /** generated properties, persona addresses come on top */
  count?: number;
}

export const DEFAULT_DATASET_SEED = 20_240_601;
export const DEFAULT_DATASET_SIZE = 4_000;
/** Share of generated properties with two records at one address (a lookup returns MULTIPLE_PROPERTIES). */
export const MULTI_MATCH_SHARE = 0.01;

const DAY_MS = 86_400_000;
const SUFFIXES = Object.keys(STREET_SUFFIXES);

export function generateSandboxProperties(options: DatasetOptions): PropertyRecord[] {
  const { now, seed = DEFAULT_DATASET_SEED, count = DEFAULT_DATASET_SIZE } = options;
  const rng = createRng(seed);
  const records: PropertyRecord[] = [];
  const taken = new Set<string>();
  for (const persona of PROPERTY_PERSONAS) {
    taken.add(`${persona.street1.toLowerCase()}|${persona.zip}`);
    persona.records.forEach((record: PersonaRecord, index) => {
      records.push(personaRecord(persona, record, index, now));
    });
  }
  let generated = 0;
  while (generated < count) {
    const state = rng.pick(SANDBOX_STATES);
    const place = rng.pick(state.cities);
    const zip = nearbyZip(place.zip, rng);
    const street1 = `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(SUFFIXES)}`;
    const key = `${street1.toLowerCase()}|${zip}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const id = `SBX-P-${String(generated + 1).padStart(5, '0')}`;
    const record = randomRecord(rng, id, street1, place.city, state.state, zip, state.medianValueCents, now);
    records.push(record);
    generated += 1;
    if (generated < count && rng.chance(MULTI_MATCH_SHARE)) {
      // a second parcel recorded at the same street address (e.g. a lot split)
      const twinId = `SBX-P-${String(generated + 1).padStart(5, '0')}`;
      records.push(
        randomRecord(rng, twinId, street1, place.city, state.state, zip, state.medianValueCents, now),
      );
      generated += 1;
    }
  }
  return records;
}

export function disasterDeclaration(zip: string, now: Date): DisasterDeclaration | null {
  const entry = DISASTER_ZIPS[zip];
  if (!entry) return null;
  return { event: entry.event, declaredOn: isoDay(now.getTime() - entry.declaredDaysAgo * DAY_MS) };
}

function personaRecord(
  persona: (typeof PROPERTY_PERSONAS)[number],
  record: PersonaRecord,
  index: number,
  now: Date,
): PropertyRecord {
  const { street1, city, state, zip } = persona;
  return {
    propertyId: `SBX-PERSONA-${persona.key}-${index + 1}`,
    fullAddress: formatFullAddress(street1, city, state, zip),
    address: { street1, street2: '', city, state, zip },
    avmValueCents: record.avmValueDollars * 100,
    avmConfidence: record.avmConfidence ?? 'HIGH',
    ownerNames: ['PAT SANDBOX'],
    lastTransferDate: isoDay(now.getTime() - (record.transferredDaysAgo ?? 2_920) * DAY_MS),
    floodZone: record.floodZone ?? 'X',
    occupancy: record.occupancy ?? 'OWNER_OCCUPIED',
    liens: (record.liens ?? []).map((lien, i) => ({ ...lien, position: i + 1 })),
    propertyType: record.propertyType ?? 'SINGLE_FAMILY',
    condition: record.condition ?? 'GOOD',
    yearBuilt: 1998,
    livingAreaSqft: 1_850,
    disaster: disasterDeclaration(zip, now),
  };
}

function randomRecord(
  rng: Rng,
  propertyId: string,
  street1: string,
  city: string,
  state: string,
  zip: string,
  medianValueCents: number,
  now: Date,
): PropertyRecord {
  const propertyType = weighted<PropertyType>(rng, [
    ['SINGLE_FAMILY', 78],
    ['CONDO', 10],
    ['TOWNHOUSE', 7],
    ['MULTI_FAMILY', 4],
    ['MANUFACTURED', 1],
  ]);
  const typeFactor = propertyType === 'CONDO' ? 0.7 : propertyType === 'MANUFACTURED' ? 0.4 : 1;
  // roughly log-normal around the state's typical value
  const spread = Math.exp(((rng.next() + rng.next() + rng.next()) / 3 - 0.5) * 2.2);
  const value = clamp(
    Math.round((medianValueCents * typeFactor * spread) / 1_000_00) * 1_000_00,
    60_000_00,
    5_000_000_00,
  );
  const owners = rng.chance(0.55) ? 2 : 1;
  const lastName = rng.pick(OWNER_LAST_NAMES).toUpperCase();
  const ownerNames = Array.from(
    { length: owners },
    () => `${rng.pick(OWNER_FIRST_NAMES).toUpperCase()} ${lastName}`,
  );
  const recentTransfer = rng.chance(0.03);
  const transferDaysAgo = recentTransfer ? rng.int(5, 85) : rng.int(120, 30 * 365);
  const sqftBase = propertyType === 'CONDO' ? 1_000 : propertyType === 'MULTI_FAMILY' ? 2_600 : 1_700;
  return {
    propertyId,
    fullAddress: formatFullAddress(street1, city, state, zip),
    address: { street1, street2: '', city, state, zip },
    avmValueCents: value,
    avmConfidence: weighted<AvmConfidence>(rng, [
      ['HIGH', 70],
      ['MEDIUM', 22],
      ['LOW', 8],
    ]),
    ownerNames,
    lastTransferDate: isoDay(now.getTime() - transferDaysAgo * DAY_MS),
    floodZone: weighted<FloodZone>(rng, [
      ['X', 91],
      ['AE', 5],
      ['A', 2],
      ['AH', 1],
      ['VE', 1],
    ]),
    occupancy: weighted<RecordedOccupancy>(rng, [
      ['OWNER_OCCUPIED', 85],
      ['NON_OWNER_OCCUPIED', 15],
    ]),
    liens: randomLiens(rng, value, recentTransfer),
    propertyType,
    condition: weighted<PropertyCondition>(rng, [
      ['EXCELLENT', 10],
      ['GOOD', 40],
      ['AVERAGE', 38],
      ['FAIR', 9],
      ['POOR', 3],
    ]),
    yearBuilt: rng.int(1900, 2023),
    livingAreaSqft: sqftBase + rng.int(-300, 1_800),
    disaster: disasterDeclaration(zip, now),
  };
}

function randomLiens(rng: Rng, value: number, recentTransfer: boolean): PropertyLien[] {
  const roll = rng.next();
  const share = (min: number, max: number) =>
    Math.round((value * (min + rng.next() * (max - min))) / 100) * 100;
  if (recentTransfer) return [lien(1, rng, share(0.7, 0.9), 'MORTGAGE')];
  if (roll < 0.25) return [];
  if (roll < 0.82) return [lien(1, rng, share(0.15, 0.75), 'MORTGAGE')];
  if (roll < 0.97)
    return [lien(1, rng, share(0.2, 0.6), 'MORTGAGE'), lien(2, rng, share(0.05, 0.15), 'HELOC')];
  // little or no equity left
  return [lien(1, rng, share(0.8, 0.97), 'MORTGAGE')];
}

function lien(position: number, rng: Rng, balanceCents: number, type: PropertyLien['type']): PropertyLien {
  return { position, lender: rng.pick(LIEN_HOLDERS), balanceCents, type };
}

function weighted<T>(rng: Rng, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return table[table.length - 1]![0];
}

/** A real-looking neighbour of the city's zip (same first three digits). */
function nearbyZip(zip: string, rng: Rng): string {
  return String(Number(zip) + rng.int(0, 6)).padStart(5, '0');
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function isoDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}
