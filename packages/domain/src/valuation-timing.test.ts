import { describe, expect, it } from 'vitest';
import {
  addLenderBusinessDays,
  valuationSigningWait,
  valuationWaitOnWire,
  valuationWaitWords,
} from './valuation-timing';

const d = (month: number, day: number) => ({ year: 2026, month, day });

describe('signing a first-lien line after its valuation copies (Regulation B 1002.14(a)(1), decision 0212)', () => {
  it('counts the lender business days, skipping weekends and federal holidays', () => {
    expect(addLenderBusinessDays(d(11, 23), 3)).toEqual(d(11, 27)); // Thanksgiving, the 26th, is skipped
    expect(addLenderBusinessDays(d(11, 27), 3)).toEqual(d(12, 2));
  });

  it('opens signing three business days after an e-mailed copy, six after a mailed one', () => {
    const base = { firstLien: true, copiesOwed: 1 };
    const emailed = [{ givenOn: d(11, 30), delivery: 'EMAIL' as const }];
    expect(valuationSigningWait({ ...base, copies: emailed, today: d(12, 2) })).toEqual({
      open: false,
      opensOn: d(12, 3),
      copyReceivedOn: d(11, 30),
    });
    expect(valuationSigningWait({ ...base, copies: emailed, today: d(12, 3) })).toEqual({ open: true });
    const mailed = [{ givenOn: d(11, 30), delivery: 'MAIL' as const }];
    expect(valuationSigningWait({ ...base, copies: mailed, today: d(12, 3) })).toMatchObject({
      open: false,
      opensOn: d(12, 8),
    });
  });

  it('waits for the last of several copies, and for a copy not yet sent', () => {
    const copies = [
      { givenOn: d(11, 30), delivery: 'EMAIL' as const },
      { givenOn: d(12, 1), delivery: 'EMAIL' as const },
    ];
    expect(valuationSigningWait({ firstLien: true, copiesOwed: 2, copies, today: d(12, 3) })).toMatchObject({
      opensOn: d(12, 4),
    });
    const owed = valuationSigningWait({ firstLien: true, copiesOwed: 3, copies, today: d(12, 31) });
    expect(owed).toEqual({ open: false, opensOn: null, copyReceivedOn: null });
    expect(valuationWaitWords(valuationWaitOnWire(owed) ?? { opensOn: null, copyReceivedOn: null })).toMatch(
      /^Before you sign, we send you a copy/,
    );
  });

  it('does not hold back a line that is not a first lien', () => {
    expect(valuationSigningWait({ firstLien: false, copiesOwed: 0, copies: [], today: d(11, 30) })).toEqual({
      open: true,
    });
  });
});
