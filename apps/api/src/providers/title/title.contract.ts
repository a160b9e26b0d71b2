import { randomUUID } from 'node:crypto';
import { addDays, formatIsoDate, utcCalendarDate } from '@hearth/domain/dates';
import { titleResultSchema } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import { type CallbackPortHarness, callbackIdContract, lastAnswerTo, type Make } from '../contract-support';
import type { TitleApplicant, TitleProperty, TitleVendor } from './title';

export interface TitleFixtures {
  applicant: TitleApplicant;
  property: TitleProperty;
}

const SAMPLE: TitleFixtures = {
  applicant: { firstName: 'Jamie', lastName: 'Contract' },
  property: { street1: '12 Elm St', city: 'Denver', state: 'CO', zip: '80202' },
};
const LIENS = [
  { lienId: 'lien-1', holder: 'Example Mortgage Co', balanceCents: 182_345_67 },
  { lienId: 'lien-2', holder: 'Example Credit Union', balanceCents: 12_000_00 },
];
const TODAY = new Date('2026-12-01T15:00:00Z');
const PAYOFF_GOOD_DAYS = 30;

/**
 * The title port (`TitleVendor`, decision 0160): a title search of the kind ordered (vesting, owners and the legal
 * description the deed of trust needs), and a payoff statement for each lien asked, at least its balance, good
 * through 30 days after the day given; every answer by a signed `title` callback.
 */
export function titleContract(
  name: string,
  make: Make<CallbackPortHarness<TitleVendor>>,
  fixtures: TitleFixtures = SAMPLE,
): void {
  const orderTitle = (port: TitleVendor, requestId: string, kind: 'PRELIMINARY' | 'FULL') =>
    port.orderTitle({ requestId, kind, ...fixtures });

  describe(`${name} keeps the title contract`, () => {
    it('answers a title order of each kind with that kind of search: vesting, owners and legal description', async () => {
      const harness = await make();
      for (const kind of ['PRELIMINARY', 'FULL'] as const) {
        const requestId = randomUUID();
        await orderTitle(harness.port, requestId, kind);
        const result = await lastAnswerTo('title', harness, requestId, titleResultSchema);
        expect(result.kind).toBe(kind);
        expect(result.vesting).toMatch(/\S/);
        expect(result.owners?.length).toBeGreaterThan(0);
        expect(result.legalDescription).toMatch(/\S/);
      }
    });

    it('states a payoff of each lien asked, at least its balance, good through 30 days after the day given', async () => {
      const harness = await make();
      const requestId = randomUUID();
      await harness.port.orderPayoffs({ requestId, liens: LIENS, today: TODAY });
      const result = await lastAnswerTo('title', harness, requestId, titleResultSchema);
      expect(result.kind).toBe('PAYOFF');
      const payoffs = result.payoffs ?? [];
      expect(payoffs.map((payoff) => payoff.lienId).sort()).toEqual(LIENS.map((lien) => lien.lienId).sort());
      const goodThrough = formatIsoDate(addDays(utcCalendarDate(TODAY), PAYOFF_GOOD_DAYS));
      for (const payoff of payoffs) {
        const lien = LIENS.find((l) => l.lienId === payoff.lienId);
        expect(payoff.payoffCents).toBeGreaterThanOrEqual(lien?.balanceCents ?? Number.POSITIVE_INFINITY);
        expect(payoff.goodThrough).toBe(goodThrough);
      }
    });

    callbackIdContract('title', make, 'a preliminary title order', (port, requestId) =>
      orderTitle(port, requestId, 'PRELIMINARY'),
    );
    callbackIdContract('title', make, 'a payoff order', (port, requestId) =>
      port.orderPayoffs({ requestId, liens: LIENS, today: TODAY }),
    );
  });
}
