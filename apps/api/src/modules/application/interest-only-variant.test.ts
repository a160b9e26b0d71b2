import { APP_START_API_PATHS } from '@hearth/domain/app-start';
import type { OfferSet } from '@hearth/domain/entities';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { drawFigures } from '@hearth/domain/offer-figures';
import { averageMonthlyInterest } from '@hearth/domain/payment';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectHttp } from '../../test/journey/http';
import { seedJourney } from '../../test/journey/stages';
import { setupTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
}, 300_000);

/** Ironwood Miners Credit Union offers the 62-and-over interest-only variant (its `ageRestricted` setting). */
const IRONWOOD = 'IRONWOODCU';

describe('the 62-and-over interest-only variant (issue 22 item 12, decision 0224)', {
  timeout: 180_000,
}, () => {
  it("refuses an applicant under 62 on the variant's lender, on the server, and writes nothing", async () => {
    await expect(
      seedJourney(injectHttp(t.app), {
        stage: 'offers',
        organization: IRONWOOD,
        persona: { dob: '1980-04-12' },
      }),
    ).rejects.toThrow(/create: 400 .*Must be 62 years or older to apply for a loan/);
  });

  it('offers interest-only payments in the draw period, and the disclosure says so', async () => {
    const seeded = await seedJourney(injectHttp(t.app), {
      stage: 'app-summary',
      organization: IRONWOOD,
      persona: { dob: '1955-03-15' },
    });
    const set = (
      await t.app.inject({ method: 'GET', url: HELOC_API_PATHS.offers(seeded.uuid), headers: seeded.headers })
    ).json() as OfferSet;
    expect(set.interestOnlyDrawPeriod).toBe(true);
    const offer = set.offers[0];
    if (!offer) throw new Error('no offer');
    const figures = drawFigures(offer, offer.minDraw, set.ofeeMaxThreshold, undefined, true);
    // The draw period's payment is the interest of an average month on what is owed: no principal.
    expect(figures.monthlyCents).toBe(averageMonthlyInterest(figures.totalCents, figures.paymentRatePercent));
    expect(figures.monthlyCents).toBeLessThan(
      drawFigures(offer, offer.minDraw, set.ofeeMaxThreshold).monthlyCents,
    );

    const summary = (
      await t.app.inject({
        method: 'GET',
        url: APP_START_API_PATHS.summary(seeded.uuid),
        headers: seeded.headers,
      })
    ).json() as { disclosures: { type: string; text: string }[] };
    const early = summary.disclosures.find((d) => d.type === 'HELOC_EARLY_DISCLOSURE');
    expect(early?.text).toContain('This is an interest-only line for borrowers 62 or older.');
    expect(early?.text).toContain('(interest only, so the balance stays $10,000)');
  });

  it("leaves another lender's offers and disclosures amortising", async () => {
    const seeded = await seedJourney(injectHttp(t.app), { stage: 'app-summary' });
    const set = (
      await t.app.inject({ method: 'GET', url: HELOC_API_PATHS.offers(seeded.uuid), headers: seeded.headers })
    ).json() as OfferSet;
    expect(set.interestOnlyDrawPeriod).toBeUndefined();
    const summary = (
      await t.app.inject({
        method: 'GET',
        url: APP_START_API_PATHS.summary(seeded.uuid),
        headers: seeded.headers,
      })
    ).json() as { disclosures: { type: string; text: string }[] };
    const early = summary.disclosures.find((d) => d.type === 'HELOC_EARLY_DISCLOSURE');
    expect(early?.text).not.toContain('interest-only');
  });
});
