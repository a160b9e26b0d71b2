import { describe, expect, it } from 'vitest';
import { toApplicationEmploymentType } from './employment';

describe('employment type for the create-HELOC body', () => {
  it.each([
    ['FULL_TIME', 'FULL_TIME'],
    ['PART_TIME', 'PART_TIME'],
    ['SELF_EMPLOYED', 'SELF_EMPLOYED'],
    ['RETIRED', 'RETIRED'],
    ['UNEMPLOYED', 'UNEMPLOYED'],
    ['SEPARATE_MAINTENANCE_PAYMENTS', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['ALIMONY', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['CHILD_SUPPORT', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['PUBLIC_ASSISTANCE_PROGRAM', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['CONTRACTOR', 'UNRECOGNIZED'],
    ['full_time', 'UNRECOGNIZED'],
    ['', 'UNRECOGNIZED'],
    [null, 'UNRECOGNIZED'],
  ])('%j -> %s', (input, expected) => {
    expect(toApplicationEmploymentType(input)).toBe(expected);
  });
});
