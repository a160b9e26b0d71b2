import { describe, expect, it } from 'vitest';
import { helocApplicationSchema, offerSchema, profileSchema, waitlistEntrySchema } from './entities';
import {
  EMPLOYMENT_TYPE_LABELS,
  isUsState,
  REGISTER_EMPLOYMENT_TYPES,
  SUFFIX_OPTIONS_V2,
  US_STATES,
} from './enums';

const uuid = '3f1c1f9e-7a47-4a5b-9c1e-0a2b3c4d5e6f';

describe('entities', () => {
  it('fills application defaults (rate type Fixed, no flood wait, BPO not required)', () => {
    const app = helocApplicationSchema.parse({
      uuid,
      status: { checklistStatus: 'OFFER_SELECTION' },
      auditFields: { createdDate: '2026-11-22T00:00:00Z' },
    });
    expect(app.rateType).toBe('Fixed');
    expect(app.status).toMatchObject({ waitingOnFloodCert: false, bpo: 'NOT_REQUIRED', manualNotary: false });
    expect(app.helocSigners).toEqual([]);
    expect(helocApplicationSchema.safeParse({ ...app, status: { checklistStatus: 'NOPE' } }).success).toBe(
      false,
    );
  });

  it('parses a profile with a CO_DEEDER type and rejects unknown types', () => {
    const p = profileSchema.parse({
      uuid,
      organizationCode: 'HEARTH',
      email: 'a@b.co',
      profileType: 'CO_DEEDER',
    });
    expect(p.isBroker).toBe(false);
    expect(
      profileSchema.safeParse({ uuid, organizationCode: 'HEARTH', email: 'a@b.co', profileType: 'X' })
        .success,
    ).toBe(false);
  });

  it('parses offers with types FIXED, VARIABLE, UNKNOWN', () => {
    const base = {
      term: 10,
      type: 'FIXED',
      min: 15000,
      max: 100000,
      minDraw: 15000,
      maxDraw: 100000,
      originationFee: 2.99,
      rate: 8.875,
      baseRate: 8.5,
    };
    expect(offerSchema.parse(base).discountList).toEqual([]);
    expect(offerSchema.safeParse({ ...base, type: 'HYBRID' }).success).toBe(false);
  });

  it('requires waitlist consent', () => {
    const entry = {
      firstName: 'J',
      lastName: 'D',
      dob: '01/01/1980',
      email: 'a@b.co',
      income: 1,
      street1: '1 A St',
      city: 'X',
      state: 'CA',
      zip: '90001',
    };
    expect(waitlistEntrySchema.safeParse({ ...entry, consent: true }).success).toBe(true);
    expect(waitlistEntrySchema.safeParse({ ...entry, consent: false }).success).toBe(false);
  });

  it('labels every register employment type and lists v2 suffixes with N/A first', () => {
    for (const t of REGISTER_EMPLOYMENT_TYPES) expect(EMPLOYMENT_TYPE_LABELS[t]).toBeTruthy();
    expect(SUFFIX_OPTIONS_V2.map((o) => o.label)).toEqual(['N/A', 'Jr', 'Sr', 'I', 'II', 'III', 'IV', 'V']);
  });

  it('knows the 50 states plus DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(isUsState('TX')).toBe(true);
    expect(isUsState('XX')).toBe(false);
  });
});
