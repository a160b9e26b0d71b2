import type { PropertyCondition } from '@hearth/domain/enums';
import type {
  AvmConfidence,
  FloodZone,
  PropertyLien,
  PropertyType,
  RecordedOccupancy,
} from './property-data';

/**
 * Named sandbox addresses, one per property branch of pre-qualification. They are typed (or
 * picked from the typeahead) on the first register step; docs/sandbox-personas.md lists them.
 */

export interface PersonaRecord {
  avmValueDollars: number;
  avmConfidence?: AvmConfidence;
  liens?: Omit<PropertyLien, 'position'>[];
  floodZone?: FloodZone;
  propertyType?: PropertyType;
  condition?: PropertyCondition;
  occupancy?: RecordedOccupancy;
  /** days before `now`; default about eight years */
  transferredDaysAgo?: number;
}

export interface PropertyPersona {
  key: string;
  street1: string;
  city: string;
  state: string;
  zip: string;
  /** no record: NO_PROPERTY_FOUND; two records: MULTIPLE_PROPERTIES */
  records: PersonaRecord[];
}

const mortgage = (balanceDollars: number, lender = 'Sandbox Home Loans'): Omit<PropertyLien, 'position'> => ({
  lender,
  balanceCents: balanceDollars * 100,
  type: 'MORTGAGE',
});

export const PROPERTY_PERSONAS = [
  {
    key: 'approve',
    street1: '1400 Happy Path Ln',
    city: 'Sacramento',
    state: 'CA',
    zip: '95814',
    records: [{ avmValueDollars: 650_000, liens: [mortgage(250_000)] }],
  },
  {
    key: 'no-property',
    street1: '100 Nomatch Way',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    records: [],
  },
  {
    key: 'multiple-properties',
    street1: '200 Twin Oaks Ct',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    records: [{ avmValueDollars: 310_000 }, { avmValueDollars: 295_000, liens: [mortgage(120_000)] }],
  },
  {
    key: 'hawaii',
    street1: '300 Aloha St',
    city: 'Honolulu',
    state: 'HI',
    zip: '96813',
    records: [{ avmValueDollars: 900_000, liens: [mortgage(400_000)] }],
  },
  {
    key: 'new-york',
    street1: '400 Empire Ave',
    city: 'Albany',
    state: 'NY',
    zip: '12207',
    records: [{ avmValueDollars: 420_000, liens: [mortgage(150_000)] }],
  },
  {
    key: 'texas-bpo',
    street1: '500 Lone Star Dr',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    records: [{ avmValueDollars: 480_000, avmConfidence: 'LOW', liens: [mortgage(200_000)] }],
  },
  {
    // Issue 11: a low-confidence value outside Texas (estimate, then order a BPO that supports the value)...
    key: 'low-confidence-value',
    street1: '530 Foggy Value Rd',
    city: 'Portland',
    state: 'OR',
    zip: '97201',
    records: [{ avmValueDollars: 520_000, avmConfidence: 'LOW', liens: [mortgage(180_000)] }],
  },
  {
    // ...and one whose broker price opinion comes back 20% under the model's value (the offer is revised).
    key: 'low-bpo',
    street1: '540 Overvalued Ct',
    city: 'Portland',
    state: 'OR',
    zip: '97202',
    records: [{ avmValueDollars: 520_000, avmConfidence: 'LOW', liens: [mortgage(300_000)] }],
  },
  {
    key: 'texas',
    street1: '510 Bluebonnet Ln',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    records: [{ avmValueDollars: 420_000, liens: [mortgage(150_000)] }],
  },
  {
    key: 'flood-zone',
    street1: '600 Riverbank Rd',
    city: 'New Orleans',
    state: 'LA',
    zip: '70112',
    records: [{ avmValueDollars: 380_000, floodZone: 'AE', liens: [mortgage(140_000)] }],
  },
  {
    key: 'coastal-flood-zone',
    street1: '610 Seawall Blvd',
    city: 'Galveston',
    state: 'TX',
    zip: '77550',
    records: [{ avmValueDollars: 450_000, floodZone: 'VE', liens: [mortgage(100_000)] }],
  },
  {
    key: 'recent-transfer',
    street1: '700 Newdeed Ln',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    records: [{ avmValueDollars: 600_000, transferredDaysAgo: 30, liens: [mortgage(300_000)] }],
  },
  {
    key: 'disaster-zip',
    street1: '800 Ember Rd',
    city: 'Paradise',
    state: 'CA',
    zip: '95969',
    records: [{ avmValueDollars: 420_000, liens: [mortgage(150_000)] }],
  },
  {
    key: 'insufficient-equity',
    street1: '900 Underwater Ave',
    city: 'Phoenix',
    state: 'AZ',
    zip: '85004',
    records: [{ avmValueDollars: 300_000, liens: [mortgage(270_000)] }],
  },
  {
    key: 'two-liens',
    street1: '910 Second Lien Rd',
    city: 'Charlotte',
    state: 'NC',
    zip: '28202',
    records: [
      {
        avmValueDollars: 520_000,
        liens: [
          mortgage(240_000),
          { lender: 'Test Federal Credit Union', balanceCents: 40_000_00, type: 'HELOC' },
        ],
      },
    ],
  },
  {
    key: 'manufactured-home',
    street1: '920 Mobile Home Dr',
    city: 'Tulsa',
    state: 'OK',
    zip: '74103',
    records: [{ avmValueDollars: 150_000, propertyType: 'MANUFACTURED' }],
  },
  {
    key: 'high-value',
    street1: '1000 Summit Dr',
    city: 'Boulder',
    state: 'CO',
    zip: '80302',
    records: [{ avmValueDollars: 3_200_000, condition: 'EXCELLENT' }],
  },
  {
    key: 'recording-tax',
    street1: '1100 Free Clear Ln',
    city: 'Minneapolis',
    state: 'MN',
    zip: '55401',
    records: [{ avmValueDollars: 400_000 }],
  },
  {
    key: 'state-not-offered',
    street1: '1200 Aurora Way',
    city: 'Anchorage',
    state: 'AK',
    zip: '99501',
    records: [{ avmValueDollars: 380_000, liens: [mortgage(150_000)] }],
  },
  {
    key: 'alabama',
    street1: '1300 Main St',
    city: 'Birmingham',
    state: 'AL',
    zip: '35203',
    records: [{ avmValueDollars: 280_000, liens: [mortgage(90_000)] }],
  },
] as const satisfies readonly PropertyPersona[];

export type PropertyPersonaKey = (typeof PROPERTY_PERSONAS)[number]['key'];

export function propertyPersona(key: PropertyPersonaKey): PropertyPersona {
  const persona = PROPERTY_PERSONAS.find((p) => p.key === key);
  if (!persona) throw new RangeError(`unknown property persona ${key}`);
  return persona;
}

/** Declared disaster areas (zip -> event); applications there need a post-disaster inspection. */
export const DISASTER_ZIPS: Readonly<Record<string, { event: string; declaredDaysAgo: number }>> = {
  '95969': { event: 'Wildfire (sandbox declaration)', declaredDaysAgo: 60 },
  '28801': { event: 'Tropical storm flooding (sandbox declaration)', declaredDaysAgo: 120 },
  '33130': { event: 'Hurricane (sandbox declaration)', declaredDaysAgo: 45 },
};
