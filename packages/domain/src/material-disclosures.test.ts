import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseDateInput } from './dates';
import {
  MATERIAL_DISCLOSURES,
  ownerDeliveredOn,
  ownerRescission,
  rescissionOuterLimit,
} from './material-disclosures';
import { rescissionEndsAt } from './rescission';

const day = (iso: string) => {
  const date = parseDateInput(iso);
  if (!date) throw new Error(iso);
  return date;
};
const iso = (date: { year: number; month: number; day: number } | null) =>
  date ? formatIsoDate(date) : null;

describe('each owner’s delivery: the later of the notice and the material disclosures (Reg Z 1026.15, decision 0202)', () => {
  it.each([
    ['the disclosures before the notice: the notice', '2026-12-01', '2026-11-28', '2026-12-01'],
    ['the disclosures after the notice: the disclosures', '2026-12-01', '2026-12-04', '2026-12-04'],
    ['the same day', '2026-12-01', '2026-12-01', '2026-12-01'],
    ['no disclosures yet: not delivered', '2026-12-01', null, null],
    ['no notice yet: not delivered', null, '2026-12-01', null],
  ] as const)('%s', (_, notice, disclosures, expected) => {
    expect(
      iso(
        ownerDeliveredOn({
          noticeDeliveredOn: notice ? day(notice) : null,
          disclosuresReceivedOn: disclosures ? day(disclosures) : null,
        }),
      ),
    ).toBe(expected);
  });

  it('counts three business days from the later of the transaction and the delivery', () => {
    // Signed Tuesday December 1, 2026, the disclosures received Friday December 4: Saturday 5, Monday 7, Tuesday 8.
    const right = ownerRescission({
      signedOn: day('2026-12-01'),
      noticeDeliveredOn: day('2026-12-01'),
      disclosuresReceivedOn: day('2026-12-04'),
    });
    expect(iso(right.deliveredOn)).toBe('2026-12-04');
    expect(iso(right.lastDayToCancel)).toBe('2026-12-08');
    expect(right.endsAt).toEqual(rescissionEndsAt(day('2026-12-04')));
  });

  it('without the material disclosures, runs to the third anniversary of the transaction', () => {
    const right = ownerRescission({
      signedOn: day('2026-12-01'),
      noticeDeliveredOn: day('2026-12-01'),
      disclosuresReceivedOn: null,
    });
    expect(right).toMatchObject({ deliveredOn: null, from: null });
    expect(iso(right.lastDayToCancel)).toBe('2029-12-01');
    expect(iso(rescissionOuterLimit(day('2028-02-29')))).toBe('2031-02-28');
  });

  it('an owner who does not borrow receives the account-opening disclosure and the agreement', () => {
    expect(MATERIAL_DISCLOSURES.OWNER).toEqual(['ACCOUNT_OPENING_DISCLOSURE', 'HELOC_AGREEMENT']);
    expect(MATERIAL_DISCLOSURES.BORROWER).toEqual(['ACCOUNT_OPENING_DISCLOSURE']);
  });
});
