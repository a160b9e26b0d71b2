import type { OrgPricingData } from '../brands';
import type { BureauContact, CreditReport, Liability } from '../credit-report';
import type { PropertyRecord } from '../property-record';
import type { DecisionApplicant, DecisionInput } from './engine';

/** Builders for engine tests: a plain approvable case, changed one field at a time. */

export const TEST_NOW = new Date('2025-06-15T12:00:00Z');

export const STANDARD_PRICING: OrgPricingData = {
  rateSheetKey: 'standard',
  marginAdjustment: 0,
  maxOriginationFeePercent: 4.99,
};

/** A bureau's contact block, as a report carries it. */
export const TEST_BUREAU: BureauContact = {
  name: 'Test Credit Bureau',
  street: '1 Test Plaza',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '1-800-555-0100',
  website: 'https://bureau.test.example',
};

export function debt(monthlyCents: number, type: Liability['type'] = 'MORTGAGE'): Liability {
  return {
    creditorName: 'Test Lender',
    type,
    monetaryBalance: monthlyCents * 150,
    monetaryCalculatedNextPaymentMinimumAmount: monthlyCents,
    openedDate: '2015-01-01',
    monthsPastDue: 0,
    payOff: { status: 'NOT_SELECTED' },
  };
}

export function testReport(overrides: Partial<CreditReport> = {}): CreditReport {
  return {
    reportId: 'TEST-1',
    pullType: 'SOFT',
    pulledAt: TEST_NOW.toISOString(),
    bureau: TEST_BUREAU,
    score: 780,
    scoreModel: 'Test',
    scoreRange: { min: 300, max: 850 },
    scoreFactors: [{ code: '14', description: 'Length of time accounts have been established' }],
    tradelines: [debt(1_500_00)],
    inquiries: [],
    publicRecords: { bankruptcies: 0, collections: 0 },
    ...overrides,
  };
}

export function testProperty(overrides: Partial<PropertyRecord> = {}): PropertyRecord {
  const address = { street1: '1 Test St', street2: '', city: 'Columbus', state: 'OH', zip: '43215' };
  return {
    propertyId: 'TEST-P-1',
    fullAddress: '1 Test St, Columbus, OH 43215',
    address,
    avmValueCents: 500_000_00,
    avmConfidence: 'HIGH',
    ownerNames: ['PAT TEST'],
    lastTransferDate: '2015-06-01',
    floodZone: 'X',
    occupancy: 'OWNER_OCCUPIED',
    liens: [{ position: 1, lender: 'Test Lender', balanceCents: 200_000_00, type: 'MORTGAGE' }],
    propertyType: 'SINGLE_FAMILY',
    condition: 'GOOD',
    yearBuilt: 1990,
    livingAreaSqft: 1_800,
    disaster: null,
    ...overrides,
  };
}

export function inState(state: string, overrides: Partial<PropertyRecord> = {}): PropertyRecord {
  const base = testProperty(overrides);
  return { ...base, address: { ...base.address, state } };
}

export const TEST_APPLICANT: DecisionApplicant = {
  dob: '1980-04-12',
  occupancy: 'HOME',
  listedForSale: false,
  incomeAnnualCents: 150_000_00,
  otherIncomeAnnualCents: 0,
};

export function testInput(
  parts: {
    report?: CreditReport;
    property?: PropertyRecord;
    applicant?: Partial<DecisionApplicant>;
    pricing?: Partial<OrgPricingData>;
  } = {},
): DecisionInput {
  return {
    credit: { outcome: 'MATCH', report: parts.report ?? testReport() },
    property: { found: true, multiple: false, property: parts.property ?? testProperty() },
    applicant: { ...TEST_APPLICANT, ...parts.applicant },
    orgPricingData: { ...STANDARD_PRICING, ...parts.pricing },
    now: TEST_NOW,
  };
}
