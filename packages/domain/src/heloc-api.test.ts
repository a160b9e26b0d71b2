import { describe, expect, it } from 'vitest';
import { createHelocRequestSchema, HELOC_API_PATHS, ssnRequestSchema } from './heloc-api';
import { MESSAGES } from './validation';

const body = {
  income: { incomePrimary: 150_000 },
  profileRequest: {
    firstName: 'Alex',
    lastName: 'Prime',
    dob: '1980-04-12',
    email: 'alex@example.com',
    phoneNumber: '(555) 555-0123',
  },
  propertyListedForSale: false,
  propertyRequest: {
    street1: '1400 Happy Path Ln',
    street2: '',
    city: 'Sacramento',
    state: 'CA',
    zip: '95814',
    occupancyType: 'HOME',
  },
  employmentType: 'FULL_TIME',
};

function incomeMessages(incomePrimary: number): string[] {
  const r = createHelocRequestSchema.safeParse({ ...body, income: { incomePrimary } });
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('create HELOC body', () => {
  it('answers income out of range with the spec messages', () => {
    expect(incomeMessages(9_999_999)).toEqual([]);
    expect(incomeMessages(10_000_000)).toEqual([MESSAGES.incomeMax]);
    expect(incomeMessages(-1)).toEqual([MESSAGES.incomeMin]);
  });
});

describe('SSN entry body', () => {
  it('parses the SSN to its 9 digits and rejects anything else with the one message', () => {
    expect(ssnRequestSchema.parse({ ssn: '123-45-6789' })).toEqual({ ssn: '123456789' });
    const r = ssnRequestSchema.safeParse({ ssn: '666-45-6789' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([MESSAGES.ssnInvalid]);
    expect(ssnRequestSchema.safeParse({}).success).toBe(false);
  });

  it('lives under the application path', () => {
    expect(HELOC_API_PATHS.ssn('abc')).toBe('/service-application/api/v1/application/heloc/abc/ssn');
  });
});
