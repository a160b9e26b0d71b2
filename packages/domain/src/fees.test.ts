import { describe, expect, it } from 'vitest';
import {
  closingCostRange,
  closingCosts,
  hasRecordingTax,
  MANUAL_NOTARY_FEE_CENTS,
  RECORDING_FEE_RANGE_CENTS,
  RECORDING_TAX_PER_100K_CENTS_BY_STATE,
  RECORDING_TAX_PER_100K_RANGE_CENTS,
  RECORDING_TAX_STATES,
  recordingFeeCents,
  recordingTaxCents,
  recordingTaxRange,
  VALUATION_FEE_CENTS,
} from './fees';
import { LENDING_STATES } from './lending';

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

describe('closing-cost schedule (decision 0162)', () => {
  it.each(LENDING_STATES)('%s: recording fee inside $0-$315', (state) => {
    const fee = recordingFeeCents(state);
    expect(fee).toBeGreaterThanOrEqual(RECORDING_FEE_RANGE_CENTS.min);
    expect(fee).toBeLessThanOrEqual(RECORDING_FEE_RANGE_CENTS.max);
  });

  it.each(RECORDING_TAX_STATES)(
    '%s: recording tax inside $0-$1,400 per $100,000 and inside the offer range',
    (state) => {
      const rate = RECORDING_TAX_PER_100K_CENTS_BY_STATE[state];
      expect(rate).toBeGreaterThan(0);
      expect(rate).toBeLessThanOrEqual(RECORDING_TAX_PER_100K_RANGE_CENTS.max);
      const line = 12_345_600;
      const tax = recordingTaxCents(line, state);
      expect(tax).toBe(Math.round((line * rate) / 10_000_000));
      const range = recordingTaxRange(line, state);
      expect(tax).toBeGreaterThanOrEqual(range.min);
      expect(tax).toBeLessThanOrEqual(range.max);
    },
  );

  it('charges no recording tax outside the listed states', () => {
    for (const state of LENDING_STATES.filter((s) => !hasRecordingTax(s)))
      expect(recordingTaxCents(40_000_000, state)).toBe(0);
  });

  it('lists the closing costs line by line, leaving out zero lines', () => {
    const costs = closingCosts({
      lineAmountCents: 10_000_000,
      drawAmountCents: 5_000_000,
      originationFeePercent: 2,
      state: 'MN',
      valuationOrdered: true,
      manualNotary: false,
    });
    expect(costs.lines).toEqual([
      { key: 'ORIGINATION_FEE', label: 'Origination fee', cents: 100_000 },
      { key: 'VALUATION', label: 'Home valuation (broker price opinion)', cents: 18_000 },
      { key: 'RECORDING_FEE', label: 'County recording fee', cents: 4_600 },
      { key: 'RECORDING_TAX', label: 'State recording tax', cents: 24_000 },
    ]);
    expect(costs.totalCents).toBe(146_600);
    const ca = closingCosts({ ...costsInput, state: 'CA' });
    expect(ca.lines.map((l) => l.key)).toEqual(['RECORDING_FEE']);
  });
});

const costsInput = {
  lineAmountCents: 10_000_000,
  drawAmountCents: 5_000_000,
  originationFeePercent: 0,
  state: 'CA',
  valuationOrdered: false,
  manualNotary: false,
};
