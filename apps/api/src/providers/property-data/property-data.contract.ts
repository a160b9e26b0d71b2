import { PROPERTY_CONDITIONS } from '@hearth/domain/enums';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectShape, isoDay, type Make, text } from '../contract-support';
import type {
  AvmConfidence,
  FloodZone,
  LienType,
  PropertyAddressQuery,
  PropertyData,
  PropertyRecord,
  PropertyType,
  RecordedOccupancy,
} from './property-data';

const AVM_CONFIDENCES = ['HIGH', 'MEDIUM', 'LOW'] as const satisfies readonly AvmConfidence[];
const FLOOD_ZONES = ['X', 'A', 'AE', 'AH', 'VE'] as const satisfies readonly FloodZone[];
const PROPERTY_TYPES = [
  'SINGLE_FAMILY',
  'CONDO',
  'TOWNHOUSE',
  'MULTI_FAMILY',
  'MANUFACTURED',
] as const satisfies readonly PropertyType[];
const OCCUPANCIES = ['OWNER_OCCUPIED', 'NON_OWNER_OCCUPIED'] as const satisfies readonly RecordedOccupancy[];
const LIEN_TYPES = ['MORTGAGE', 'HELOC', 'OTHER'] as const satisfies readonly LienType[];

const state = z.string().regex(/^[A-Z]{2}$/, 'a two-letter state');
const zip = z.string().regex(/^\d{5}$/, 'a five-digit zip');
const cents = z.number().int().nonnegative();
const disasterSchema = z.object({ event: text, declaredOn: isoDay }).nullable();

const suggestionSchema = z.object({
  fullAddress: text,
  street1: text,
  street2: z.string(),
  city: text,
  state,
  zip,
});

/** A property as the decision engine reads it (`PropertyRecord`): cents, FEMA zones, liens in lien order. */
const propertyRecordSchema = z.object({
  propertyId: text,
  fullAddress: text,
  address: z.object({ street1: text, street2: z.string(), city: text, state, zip }),
  avmValueCents: cents,
  avmConfidence: z.enum(AVM_CONFIDENCES),
  ownerNames: z.array(text),
  lastTransferDate: isoDay,
  floodZone: z.enum(FLOOD_ZONES),
  occupancy: z.enum(OCCUPANCIES),
  liens: z
    .array(
      z.object({
        position: z.number().int().positive(),
        lender: text,
        balanceCents: cents,
        type: z.enum(LIEN_TYPES),
      }),
    )
    .refine(
      (liens) => new Set(liens.map((lien) => lien.position)).size === liens.length,
      'one lien per position',
    ),
  propertyType: z.enum(PROPERTY_TYPES),
  condition: z.enum(PROPERTY_CONDITIONS),
  yearBuilt: z.number().int().min(1600),
  livingAreaSqft: z.number().int().positive(),
  disaster: disasterSchema,
});

export interface PropertyDataFixtures {
  /** Addresses the vendor has exactly one property record for, one or more of them in a declared disaster area. */
  knownAddresses: PropertyAddressQuery[];
  /** An address the vendor has no record of. */
  unknownAddress: PropertyAddressQuery;
  /** Typeahead text the vendor has at least three suggestions for. */
  typeahead: string;
}

/**
 * The property-data port (`PropertyData`): a typeahead that suggests no more than asked, a lookup answering found
 * (once or several times) or not found with a record of the documented shape, and the disaster declaration of a zip,
 * the same one a record in that zip carries.
 */
export function propertyDataContract(
  name: string,
  make: Make<PropertyData>,
  fixtures: PropertyDataFixtures,
): void {
  const lookupOne = async (data: PropertyData, address: PropertyAddressQuery): Promise<PropertyRecord> => {
    const result = await data.lookup(address);
    expect(result, `one record for ${address.street1}`).toMatchObject({ found: true, multiple: false });
    if (!result.found || result.multiple) throw new Error('not one record');
    return result.property;
  };

  describe(`${name} keeps the property data contract`, () => {
    it('suggests addresses of the documented shape, none twice and no more than asked', async () => {
      const data = await make();
      const all = data.search(fixtures.typeahead);
      expect(all.length).toBeGreaterThanOrEqual(3);
      for (const suggestion of all) expectShape(suggestionSchema, suggestion, 'suggestion');
      expect(new Set(all.map((s) => s.fullAddress)).size).toBe(all.length);
      for (const limit of [1, 2]) {
        const some = data.search(fixtures.typeahead, limit);
        expect(some).toHaveLength(limit);
        for (const suggestion of some) expect(all).toContainEqual(suggestion);
      }
      expect(data.search(fixtures.typeahead, 0)).toEqual([]);
    });

    it('finds each known address once, as a record of the documented shape in the zip asked', async () => {
      const data = await make();
      for (const address of fixtures.knownAddresses) {
        const record = expectShape(propertyRecordSchema, await lookupOne(data, address), address.street1);
        if (address.zip) expect(record.address.zip).toBe(address.zip.slice(0, 5));
      }
    });

    it("gives a record the disaster declaration that disasterFor gives the record's zip", async () => {
      const data = await make();
      const declared: boolean[] = [];
      for (const address of fixtures.knownAddresses) {
        const record = await lookupOne(data, address);
        const disaster = expectShape(disasterSchema, data.disasterFor(record.address.zip), 'disasterFor');
        expect(record.disaster, record.address.zip).toEqual(disaster);
        declared.push(disaster !== null);
      }
      expect(declared, 'the fixtures include a declared disaster area').toContain(true);
    });

    it('does not find an address it has no record of', async () => {
      const data = await make();
      expect(await data.lookup(fixtures.unknownAddress)).toEqual({ found: false });
    });

    it('hands each caller a record of its own', async () => {
      const data = await make();
      const [address] = fixtures.knownAddresses;
      if (!address) throw new Error('no known address');
      const record = await lookupOne(data, address);
      const copy = structuredClone(record);
      record.liens.length = 0;
      record.ownerNames.push('SOMEONE ELSE');
      record.avmValueCents = 1;
      expect(await lookupOne(data, address)).toEqual(copy);
    });
  });
}
