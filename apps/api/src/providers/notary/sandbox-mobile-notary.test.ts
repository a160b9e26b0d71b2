import type { VendorCallback } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import { SandboxMobileNotary } from './sandbox-mobile-notary';

const HOME = {
  name: 'Your home',
  street1: '1 Elm St',
  street2: '',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
};

function network() {
  const sent: VendorCallback[] = [];
  return { sent, vendor: new SandboxMobileNotary(async (callback) => void sent.push(callback)) };
}

describe('the sandbox mobile-notary network (decision 0176)', () => {
  it('opens three windows a day, Monday to Saturday, none before `from`', () => {
    const { vendor } = network();
    // Saturday Nov 28, 2026 at 16:00 UTC: the 15:00 window has passed; Sunday is skipped.
    const windows = vendor.windows(new Date('2026-11-28T16:00:00Z'));
    expect(windows.slice(0, 5)).toEqual([
      '2026-11-28T18:00:00.000Z',
      '2026-11-28T21:00:00.000Z',
      '2026-11-30T15:00:00.000Z',
      '2026-11-30T18:00:00.000Z',
      '2026-11-30T21:00:00.000Z',
    ]);
    expect(windows).toHaveLength(2 + 5 * 3);
    expect(windows.some((w) => new Date(w).getUTCDay() === 0)).toBe(false);
    expect(vendor.windows(new Date('2026-11-28T16:00:00Z'))).toEqual(windows);
  });

  it('confirms the first preferred window with the same notary for the same request', () => {
    const { vendor } = network();
    const request = {
      requestId: 'a1',
      windows: ['2026-12-01T18:00:00.000Z', '2026-12-01T15:00:00.000Z'],
      place: HOME,
      signers: ['Alex Prime'],
    };
    const booked = vendor.book(request);
    expect(booked.startsAt).toBe('2026-12-01T18:00:00.000Z');
    expect(booked.notaryPhone).toMatch(/^\(800\) 555-01\d{2}$/);
    expect(vendor.book(request)).toEqual(booked);
  });

  it('reports the deed signed at the end of the visit, or missed at a "Missed Visit" address', async () => {
    const { vendor, sent } = network();
    const visit = {
      requestId: 'b2',
      startsAt: '2026-12-01T15:00:00.000Z',
      place: HOME,
      signers: ['Alex Prime'],
    };
    await vendor.appointmentPassed(visit);
    await vendor.appointmentPassed({
      ...visit,
      requestId: 'c3',
      place: { ...HOME, street1: '1 Missed Visit Way' },
    });
    expect(sent[0]).toMatchObject({
      callbackId: 'mobile-notary:b2',
      requestId: 'b2',
      result: { outcome: 'DEED_SIGNED', signedAt: '2026-12-01T16:00:00.000Z' },
    });
    expect(sent[0]?.result).toMatchObject({ journalEntryId: expect.stringMatching(/^J-\d{5}$/) });
    expect(sent[1]).toMatchObject({
      event: 'mobile-notary.visit-missed',
      result: { outcome: 'NO_SHOW', journalEntryId: '' },
    });
  });

  it('reports nothing for a visit canceled to choose another time (decision 0186), however often asked', async () => {
    const { vendor, sent } = network();
    const visit = {
      requestId: 'd4',
      startsAt: '2026-12-01T15:00:00.000Z',
      place: HOME,
      signers: ['Alex Prime'],
    };
    await vendor.cancel({ requestId: 'd4' });
    await vendor.cancel({ requestId: 'd4' });
    await vendor.appointmentPassed(visit);
    await vendor.appointmentPassed({ ...visit, requestId: 'e5' });
    expect(sent.map((callback) => callback.requestId)).toEqual(['e5']);
  });
});
