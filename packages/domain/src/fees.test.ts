import { describe, expect, it } from 'vitest';
import {
  closingCostRange,
  hasRecordingTax,
  MANUAL_NOTARY_FEE_CENTS,
  RECORDING_TAX_STATES,
  recordingTaxRange,
  VALUATION_FEE_CENTS,
} from './fees';

describe('fees', () => {
  it('states the fee constants', () => {
    expect(VALUATION_FEE_CENTS).toBe(18_000);
    expect(MANUAL_NOTARY_FEE_CENTS).toBe(30_000);
    expect(RECORDING_TAX_STATES).toHaveLength(21);
  });

  it.each([
    ['MD', true],
    ['md', true],
    ['WY', true],
    ['CA', false],
    ['TX', false],
    ['NY', false],
  ])('%s has recording tax: %s', (state, expected) => {
    expect(hasRecordingTax(state)).toBe(expected);
  });

  it('pro-rates recording tax per $100,000', () => {
    expect(recordingTaxRange(10_000_000, 'PA')).toEqual({ min: 0, max: 140_000 });
    expect(recordingTaxRange(5_000_000, 'PA')).toEqual({ min: 0, max: 70_000 });
    expect(recordingTaxRange(10_000_000, 'CA')).toEqual({ min: 0, max: 0 });
  });

  it('sums closing costs', () => {
    expect(
      closingCostRange({
        lineAmountCents: 10_000_000,
        state: 'CA',
        valuationRequired: false,
        manualNotary: false,
      }),
    ).toEqual({
      min: 0,
      max: 31_500,
    });
    expect(
      closingCostRange({
        lineAmountCents: 10_000_000,
        state: 'MD',
        valuationRequired: true,
        manualNotary: true,
      }),
    ).toEqual({
      min: 48_000,
      max: 48_000 + 31_500 + 140_000,
    });
  });
});
