import { describe, expect, it } from 'vitest';
import { applicationDisclosure, originationFeeRange, planTerms } from './application-disclosure';
import { decide } from './decisioning/engine';
import { RATE_SHEETS, rateSheetFor } from './decisioning/rate-sheets';
import { inState, STANDARD_PRICING, testInput, testProperty, testReport } from './decisioning/test-fixtures';
import { CFPB_BOOKLET_WORDS, CFPB_HELOC_BOOKLET } from './disclosures';

const context = (state = 'CA', pricing = STANDARD_PRICING) => ({
  lender: {
    companyName: 'Hearth Home Lending, Inc.',
    supportPhone: '(888) 555-0142',
    supportEmail: 'help@hearth.example',
  },
  applicant: 'Alex Prime',
  property: { street1: '1400 Happy Path Ln', city: 'Sacramento', state, zip: '95814' },
  pricing,
  date: { year: 2026, month: 11, day: 27 },
});

const words = (state?: string, pricing?: typeof STANDARD_PRICING) =>
  applicationDisclosure(context(state, pricing))
    .map((paragraph) => paragraph.text)
    .join('\n');

describe('the early HELOC disclosure given with the application (issue 20 item 11)', () => {
  it('states every 1026.40(d) item and gives the CFPB booklet (1026.40(e))', () => {
    const text = words();
    for (const required of [
      'keep a copy for your records', // (d)(1)
      'All of the terms described below are subject to change', // (d)(2)
      'You could lose your home', // (d)(3)
      'We can refuse to make more draws or reduce your credit limit', // (d)(4)
      'Draw period: the first 5 years', // (d)(5)(i)
      'in equal monthly payments of principal and interest by the end of the term of your plan', // (d)(5)(ii)
      'Minimum payment example: if you owed $10,000', // (d)(5)(iii)
      'The rate is fixed', // (d)(6)
      'does not include costs other than interest', // (d)(6)
      'Origination fee: from 1.99% to 4.99%', // (d)(7)
      'Fees paid to others to open the plan', // (d)(8)
      'Negative amortization', // (d)(9)
      'Transaction requirements', // (d)(10)
      'Tax deductibility', // (d)(11)
      'Variable rate: this is a variable-rate plan', // (d)(12)(i)
      'Index: the Prime Rate published', // (d)(12)(iii)
      'Margin: from 1.000% to 7.500%', // (d)(12)(iv)
      'will never be less than 7.600% or more than 18.000%', // (d)(12)(viii)
      'Maximum rate example', // (d)(12)(x)
      'Historical example', // (d)(12)(xi)
      CFPB_BOOKLET_WORDS,
    ])
      expect(text, required).toContain(required);
    expect(text).toContain(CFPB_HELOC_BOOKLET.url);
    // No plan's own term leaks into the words every plan shares.
    expect(text).not.toContain('your 10-year term');
  });

  it('discloses a range that holds every rate the engine can offer, for each plan', () => {
    const plans = planTerms(rateSheetFor('standard'), STANDARD_PRICING);
    expect(plans.map((plan) => `${plan.type} ${plan.term}`)).toEqual([
      'FIXED 10',
      'FIXED 15',
      'FIXED 20',
      'FIXED 30',
      'VARIABLE 30',
    ]);
    const cases = [640, 679, 700, 719, 740, 800].flatMap((score) =>
      [0, 100_000_00, 250_000_00, 330_000_00].map((lien) =>
        testInput({
          report: testReport({ score }),
          property: testProperty({
            liens: lien ? [{ position: 1, lender: 'L', balanceCents: lien, type: 'MORTGAGE' }] : [],
          }),
        }),
      ),
    );
    let offers = 0;
    for (const input of cases) {
      const result = decide(input);
      if (result.outcome !== 'APPROVED') continue;
      for (const offer of result.offerSet.offers) {
        const plan = plans.find((p) => p.type === offer.type && p.term === offer.term);
        expect(plan, `${offer.type} ${offer.term}`).toBeDefined();
        expect(offer.rate).toBeGreaterThanOrEqual(plan?.minAprPercent ?? Number.NaN);
        expect(offer.rate).toBeLessThanOrEqual(plan?.maxAprPercent ?? Number.NaN);
        const fee = originationFeeRange(rateSheetFor('standard'), STANDARD_PRICING, 'OH');
        expect(offer.originationFee).toBeGreaterThanOrEqual(fee.minPercent);
        expect(offer.originationFee).toBeLessThanOrEqual(fee.maxPercent);
        offers += 1;
      }
    }
    expect(offers).toBeGreaterThan(50);
  });

  it("follows the lender's pricing and the home's state: margin adjustment, fee cap, Texas's 2% and draws", () => {
    const adjusted = planTerms(RATE_SHEETS.standard, { ...STANDARD_PRICING, marginAdjustment: 0.5 });
    const standard = planTerms(RATE_SHEETS.standard, STANDARD_PRICING);
    expect(adjusted[3]?.maxAprPercent).toBe((standard[3]?.maxAprPercent ?? 0) + 0.5);
    expect(
      originationFeeRange(RATE_SHEETS.standard, { ...STANDARD_PRICING, maxOriginationFeePercent: 2.5 }, 'CA'),
    ).toEqual({
      minPercent: 1.99,
      maxPercent: 2.5,
    });
    expect(originationFeeRange(RATE_SHEETS.standard, STANDARD_PRICING, 'TX').maxPercent).toBe(2);
    const texas = words('TX');
    expect(texas).toContain('Origination fee: from 1.99% to 2.00%');
    expect(texas).toContain('each draw after the initial draw must be at least $4,000.00');
    expect(texas).toContain('which every Texas line needs');
    expect(words('MD')).toContain('State recording tax: $1,400.00 for each $100,000 of your credit limit');
    // The engine prices Texas within the same range.
    const texasOffer = decide(testInput({ property: inState('TX') }));
    if (texasOffer.outcome !== 'APPROVED') throw new Error('the Texas case must be approved');
    for (const offer of texasOffer.offerSet.offers) expect(offer.originationFee).toBeLessThanOrEqual(2);
  });
});
