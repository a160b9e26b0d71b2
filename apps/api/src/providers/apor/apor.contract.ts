import { addDays, type CalendarDate, dayOfWeek, formatIsoDate } from '@hearth/domain/dates';
import { describe, expect, it } from 'vitest';
import type { Make } from '../contract-support';
import type { AporResult, AporVendor } from './apor';

export interface AporFixtures {
  /** A Monday whose week the source has published. */
  publishedMonday: CalendarDate;
  /** A day before the first week the source has. */
  beforeTables: CalendarDate;
}

async function found(vendor: AporVendor, ...args: Parameters<AporVendor['averagePrimeOfferRate']>) {
  const result: AporResult = await vendor.averagePrimeOfferRate(...args);
  expect(result.found, JSON.stringify(args)).toBe(true);
  if (!result.found) throw new Error('not found');
  return result;
}

/**
 * The APOR port (`AporVendor`, decision 0211): what the rate spread and the HOEPA test rely on, whatever the source.
 * A rate set on any day from Monday to Sunday gets that Monday's row (the FFIEC's rule: a table applies from the
 * Monday after its Thursday publication); the fixed and adjustable tables are told apart; every term of 1 to 50 years
 * has a rate in percent that a table could hold; a term outside them is refused; a week the source does not have is
 * not found, never a neighbouring week's figure.
 */
export function aporContract(name: string, make: Make<AporVendor>, fixtures: AporFixtures): void {
  describe(`${name} keeps the APOR contract`, () => {
    it("answers every day of a published week with that Monday's rate", async () => {
      expect(dayOfWeek(fixtures.publishedMonday)).toBe(1);
      const vendor = await make();
      const monday = await found(vendor, {
        rateSetDate: fixtures.publishedMonday,
        amortization: 'FIXED',
        termYears: 30,
      });
      expect(monday.weekOf).toBe(formatIsoDate(fixtures.publishedMonday));
      for (let d = 1; d < 7; d += 1) {
        const day = await found(vendor, {
          rateSetDate: addDays(fixtures.publishedMonday, d),
          amortization: 'FIXED',
          termYears: 30,
        });
        expect(day).toEqual(monday);
      }
    });

    it('has a plausible rate for every term of both tables, and tells the tables apart', async () => {
      const vendor = await make();
      const rateSetDate = addDays(fixtures.publishedMonday, 2);
      const fixed: number[] = [];
      const adjustable: number[] = [];
      for (let termYears = 1; termYears <= 50; termYears += 1) {
        fixed.push((await found(vendor, { rateSetDate, amortization: 'FIXED', termYears })).ratePercent);
        adjustable.push(
          (await found(vendor, { rateSetDate, amortization: 'VARIABLE', termYears })).ratePercent,
        );
      }
      for (const rate of [...fixed, ...adjustable]) {
        expect(rate).toBeGreaterThan(0);
        expect(rate).toBeLessThan(25);
        expect(Math.round(rate * 1000)).toBeCloseTo(rate * 1000, 6); // at most three decimals
      }
      expect(fixed).not.toEqual(adjustable);
    });

    it('refuses a term outside 1 to 50 whole years', async () => {
      const vendor = await make();
      for (const termYears of [0, 51, 2.5, Number.NaN])
        await expect(
          vendor.averagePrimeOfferRate({
            rateSetDate: fixtures.publishedMonday,
            amortization: 'FIXED',
            termYears,
          }),
        ).rejects.toThrow(RangeError);
    });

    it('does not find a week it has not published', async () => {
      const vendor = await make();
      expect(
        await vendor.averagePrimeOfferRate({
          rateSetDate: fixtures.beforeTables,
          amortization: 'FIXED',
          termYears: 30,
        }),
      ).toEqual({ found: false });
    });

    it('answers the same question the same way', async () => {
      const query = {
        rateSetDate: addDays(fixtures.publishedMonday, 3),
        amortization: 'VARIABLE',
        termYears: 1,
      } as const;
      expect(await found(await make(), query)).toEqual(await found(await make(), query));
    });
  });
}
