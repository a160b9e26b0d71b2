import { describe, expect, it } from 'vitest';
import { LENDING_LIMITS } from './engine-units';
import {
  cltvBandIndex,
  FIXED_TERMS,
  isRateSheetKey,
  RATE_SHEETS,
  rateSheetFor,
  scoreBandFor,
} from './rate-sheets';

const sheets = Object.values(RATE_SHEETS);

describe.each(sheets.map((sheet) => [sheet.key, sheet] as const))('rate sheet %s', (_key, sheet) => {
  it('has a score band for every score from its minimum to 850 and none below', () => {
    expect(scoreBandFor(sheet, sheet.minScore - 1)).toBeNull();
    for (let score = sheet.minScore; score <= 850; score += 1)
      expect(scoreBandFor(sheet, score)).not.toBeNull();
    const mins = sheet.scoreBands.map((b) => b.minScore);
    expect(mins).toEqual([...mins].sort((a, b) => b - a));
    expect(mins.at(-1)).toBe(sheet.minScore);
  });

  it('has one margin per CLTV band, and its CLTV caps fall inside the bands', () => {
    for (const band of sheet.scoreBands) {
      expect(band.fixedMarginBps).toHaveLength(sheet.cltvBandMaxBps.length);
      expect(band.variableMarginBps).toHaveLength(sheet.cltvBandMaxBps.length);
    }
    for (const cap of Object.values(sheet.maxCltvBps))
      expect(cltvBandIndex(sheet, cap)).toBeGreaterThanOrEqual(0);
  });

  it('never prices a better score or a lower CLTV higher', () => {
    const bands = sheet.scoreBands;
    for (let i = 0; i < bands.length; i += 1) {
      const band = bands[i]!;
      for (const margins of [band.fixedMarginBps, band.variableMarginBps]) {
        expect([...margins]).toEqual([...margins].sort((a, b) => a - b));
      }
      const worse = bands[i + 1];
      if (worse) {
        band.fixedMarginBps.forEach((margin, j) => {
          expect(margin).toBeLessThanOrEqual(worse.fixedMarginBps[j]!);
          expect(band.variableMarginBps[j]!).toBeLessThanOrEqual(worse.variableMarginBps[j]!);
        });
        expect(band.originationFeeBps).toBeLessThanOrEqual(worse.originationFeeBps);
      }
    }
  });

  it('stays inside the spec fee limit and prices every fixed term', () => {
    for (const band of sheet.scoreBands) {
      expect(band.originationFeeBps).toBeGreaterThanOrEqual(0);
      expect(band.originationFeeBps).toBeLessThanOrEqual(LENDING_LIMITS.maxOriginationFeeBps);
    }
    for (const term of FIXED_TERMS) expect(sheet.fixedBaseRateBps[term]).toBeGreaterThan(0);
  });
});

describe('rateSheetFor', () => {
  it('finds sheets by key and falls back to standard', () => {
    expect(isRateSheetKey('credit-union')).toBe(true);
    expect(isRateSheetKey('toString')).toBe(false);
    expect(rateSheetFor('mortgage-partner').key).toBe('mortgage-partner');
    expect(rateSheetFor('nope').key).toBe('standard');
  });
});
