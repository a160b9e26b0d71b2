import { describe, expect, it } from 'vitest';
import type { Offer } from '../entities';
import { drawTotal, monthlyPayment } from '../payment';
import { type DecisionInput, type DecisionResult, decide } from './engine';
import { LENDING_LIMITS } from './engine-units';
import { debt, inState, testInput, testProperty, testReport } from './test-fixtures';

function approved(result: DecisionResult) {
  if (result.outcome !== 'APPROVED') {
    throw new Error(`expected an approval, got ${result.outcome} ${JSON.stringify(result)}`);
  }
  return result;
}

function reasonsOf(result: DecisionResult): string[] {
  return result.outcome === 'DECLINED' ? result.reasons.map((r) => r.code) : [];
}

const offersOf = (input: DecisionInput): Offer[] => approved(decide(input)).offerSet.offers;
const dollars = (d: number) => d * 100;

describe('decide: outcomes before pricing', () => {
  it.each([
    ['FROZEN', 'SOFT_CREDIT_LOCKED_OR_FROZEN'],
    ['NO_MATCH', 'CREDIT_NO_MATCH'],
    ['NO_SSN_MATCH', 'CREDIT_NO_MATCH_SSN'],
  ] as const)('credit %s blocks with status %s', (outcome, status) => {
    const result = decide({ ...testInput(), credit: { outcome } });
    expect(result).toMatchObject({ outcome: 'BLOCKED', status });
  });

  it('reports frozen credit with the CREDIT_FROZEN sub-decision', () => {
    expect(decide({ ...testInput(), credit: { outcome: 'FROZEN' } })).toMatchObject({
      subDecision: 'CREDIT_FROZEN',
    });
  });

  it('blocks on no property and on multiple properties', () => {
    expect(decide({ ...testInput(), property: { found: false } }).status).toBe('NO_PROPERTY_FOUND');
    expect(decide({ ...testInput(), property: { found: true, multiple: true, matchCount: 2 } }).status).toBe(
      'MULTIPLE_PROPERTIES',
    );
  });
});

describe('decide: eligibility', () => {
  it('approves the plain case with four fixed terms and one variable line', () => {
    const result = approved(decide(testInput()));
    expect(result.status).toBe('OFFER_SELECTION');
    expect(result.offerSet.offers.map((o) => `${o.type}-${o.term}`)).toEqual([
      'FIXED-10',
      'FIXED-15',
      'FIXED-20',
      'FIXED-30',
      'VARIABLE-30',
    ]);
    expect(result.offerSet.offersByType.FIXED).toHaveLength(4);
    expect(result.offerSet.subDecision).toBe('UNVERIFIED_OFFER');
    expect(result.offerSet.status?.bpo).toBe('NOT_REQUIRED');
  });

  it.each([
    ['HI', 'HAWAII_PARTNER'],
    ['AK', 'STATE_NOT_OFFERED'],
    ['VT', 'STATE_NOT_OFFERED'],
  ])('makes a property in %s ineligible (%s)', (state, code) => {
    const result = decide(testInput({ property: inState(state) }));
    expect(result).toMatchObject({ outcome: 'DECLINED', decision: 'INELIGIBLE' });
    expect(reasonsOf(result)).toEqual([code]);
  });

  it("words an unserved state as the register page shows it: 'We do not currently offer loans in ...'", () => {
    const result = decide(testInput({ property: inState('AK') }));
    expect(result.outcome === 'DECLINED' && result.reasons[0]?.borrowerText).toBe(
      'We do not currently offer loans in Alaska.',
    );
  });

  it('lends in New York unless the regulator-review flag is on', () => {
    expect(approved(decide(testInput({ property: inState('NY') }))).notices).toContain('NEW_YORK_FCRA');
    const held = decide({
      ...testInput({ property: inState('NY') }),
      options: { newYorkRegulatorReview: true },
    });
    expect(reasonsOf(held)).toEqual(['NEW_YORK_UNAVAILABLE']);
  });

  it('applies the 90-day title rule at its boundary', () => {
    // TEST_NOW is 2025-06-15
    expect(
      reasonsOf(decide(testInput({ property: testProperty({ lastTransferDate: '2025-03-18' }) }))),
    ).toEqual(['TITLE_TRANSFERRED_RECENTLY']);
    expect(decide(testInput({ property: testProperty({ lastTransferDate: '2025-03-17' }) })).outcome).toBe(
      'APPROVED',
    );
  });

  it('rejects a home listed for sale, a manufactured home and a coastal V zone', () => {
    expect(reasonsOf(decide(testInput({ applicant: { listedForSale: true } })))).toEqual([
      'PROPERTY_LISTED_FOR_SALE',
    ]);
    expect(
      reasonsOf(decide(testInput({ property: testProperty({ propertyType: 'MANUFACTURED' }) }))),
    ).toEqual(['PROPERTY_TYPE_NOT_ELIGIBLE']);
    expect(reasonsOf(decide(testInput({ property: testProperty({ floodZone: 'VE' }) })))).toEqual([
      'FLOOD_ZONE_NOT_ELIGIBLE',
    ]);
  });

  it('approves an A-zone home with flood insurance required', () => {
    expect(approved(decide(testInput({ property: testProperty({ floodZone: 'AE' }) }))).notices).toContain(
      'FLOOD_INSURANCE_REQUIRED',
    );
  });

  it('checks the minimum age: 18, and 19 in Alabama', () => {
    expect(decide(testInput({ applicant: { dob: '2007-06-15' } })).outcome).toBe('APPROVED');
    expect(reasonsOf(decide(testInput({ applicant: { dob: '2007-06-16' } })))).toEqual(['AGE_BELOW_MINIMUM']);
    expect(
      reasonsOf(decide(testInput({ applicant: { dob: '2006-06-16' }, property: inState('AL') }))),
    ).toEqual(['AGE_BELOW_MINIMUM']);
    expect(decide(testInput({ applicant: { dob: '2006-06-15' }, property: inState('AL') })).outcome).toBe(
      'APPROVED',
    );
    expect(reasonsOf(decide(testInput({ applicant: { dob: 'not a date' } })))).toEqual([
      'INCOMPLETE_APPLICATION',
    ]);
  });

  it('lists every eligibility reason, not only the first', () => {
    const result = decide(
      testInput({
        applicant: { listedForSale: true },
        property: inState('AK', { propertyType: 'MANUFACTURED' }),
      }),
    );
    expect(reasonsOf(result)).toEqual([
      'STATE_NOT_OFFERED',
      'PROPERTY_LISTED_FOR_SALE',
      'PROPERTY_TYPE_NOT_ELIGIBLE',
    ]);
  });
});

describe('decide: credit', () => {
  it('declines below the sheet minimum score and approves at it', () => {
    const low = decide(testInput({ report: testReport({ score: 639 }) }));
    expect(low).toMatchObject({
      outcome: 'DECLINED',
      decision: 'DECLINE',
      subDecision: 'DECLINE_CREDIT_SCORE',
    });
    expect(reasonsOf(low)).toEqual(['CREDIT_SCORE_TOO_LOW']);
    expect(decide(testInput({ report: testReport({ score: 640 }) })).outcome).toBe('APPROVED');
    const creditUnion = { rateSheetKey: 'credit-union' };
    expect(
      reasonsOf(decide(testInput({ report: testReport({ score: 659 }), pricing: creditUnion }))),
    ).toEqual(['CREDIT_SCORE_TOO_LOW']);
    expect(decide(testInput({ report: testReport({ score: 660 }), pricing: creditUnion })).outcome).toBe(
      'APPROVED',
    );
  });

  it('declines a file with no score, a bankruptcy, or a 60-day delinquency', () => {
    expect(reasonsOf(decide(testInput({ report: testReport({ score: null }) })))).toEqual([
      'NO_CREDIT_SCORE',
    ]);
    expect(
      reasonsOf(
        decide(testInput({ report: testReport({ publicRecords: { bankruptcies: 1, collections: 0 } }) })),
      ),
    ).toEqual(['BANKRUPTCY']);
    const late = (months: number) =>
      testReport({ tradelines: [{ ...debt(500_00, 'CARD'), monthsPastDue: months }] });
    expect(reasonsOf(decide(testInput({ report: late(2) })))).toEqual(['DELINQUENT_CREDIT']);
    expect(decide(testInput({ report: late(1) })).outcome).toBe('APPROVED');
  });

  it('declines on DTI above the cap, and when nothing is left for a payment at the cap', () => {
    // income $120,000 = $10,000 a month; cap 50%
    const at = (monthlyDebt: number) =>
      decide(
        testInput({
          applicant: { incomeAnnualCents: dollars(120_000) },
          report: testReport({ tradelines: [debt(monthlyDebt)] }),
        }),
      );
    const over = at(dollars(5_001));
    expect(reasonsOf(over)).toEqual(['DTI_TOO_HIGH']);
    expect(over).toMatchObject({ subDecision: 'DECLINE_DTI' });
    expect(reasonsOf(at(dollars(5_000)))).toEqual(['DTI_TOO_HIGH']);
    expect(reasonsOf(decide(testInput({ applicant: { incomeAnnualCents: 0 } })))).toEqual([
      'INSUFFICIENT_INCOME',
    ]);
  });

  it('limits each line so its payment fits the DTI budget', () => {
    const input = testInput({
      applicant: { incomeAnnualCents: dollars(120_000) },
      report: testReport({ tradelines: [debt(dollars(4_700))] }),
    });
    const result = approved(decide(input));
    expect(result.offerSet.subDecision).toBe('UNVERIFIED_DTI_LIMITED');
    const budget = dollars(5_000) - dollars(4_700);
    for (const offer of result.offerSet.offers) {
      expect(offer.max).toBeLessThan(dollars(100_000));
      const payment = monthlyPayment({
        principalCents: offer.max,
        annualRatePercent: offer.rate,
        termYears: offer.term,
      });
      expect(payment).toBeLessThanOrEqual(budget);
      // the limit is sized at the rate of the largest line, which is at or above the final rate
      expect(payment).toBeGreaterThan(budget * 0.8);
    }
  });
});

describe('decide: line amounts and CLTV caps', () => {
  const value = dollars(1_000_000);
  const liens = (balance: number) => [
    { position: 1, lender: 'L', balanceCents: balance, type: 'MORTGAGE' as const },
  ];
  const maxLine = (input: DecisionInput) => Math.max(...offersOf(input).map((o) => o.max));

  it('caps combined LTV by occupancy: 85% home, 75% second home, 70% investment', () => {
    const property = testProperty({ avmValueCents: value, liens: liens(dollars(600_000)) });
    const rich = { incomeAnnualCents: dollars(2_000_000) };
    expect(maxLine(testInput({ property, applicant: { ...rich, occupancy: 'HOME' } }))).toBe(
      dollars(250_000),
    );
    expect(maxLine(testInput({ property, applicant: { ...rich, occupancy: 'SECONDARY' } }))).toBe(
      dollars(150_000),
    );
    expect(maxLine(testInput({ property, applicant: { ...rich, occupancy: 'INVESTMENT' } }))).toBe(
      dollars(100_000),
    );
  });

  it('never offers more than $400,000', () => {
    const input = testInput({
      property: testProperty({ avmValueCents: dollars(3_000_000), liens: [] }),
      applicant: { incomeAnnualCents: dollars(5_000_000) },
    });
    for (const offer of offersOf(input)) expect(offer.max).toBe(LENDING_LIMITS.maxLineCents);
  });

  it('declines for equity when the line would be under $15,000, and approves at the draw boundary', () => {
    // home 85% of $500,000 = $425,000; fee 1.99% at score 780
    const withLiens = (balance: number) =>
      decide(
        testInput({ property: testProperty({ avmValueCents: dollars(500_000), liens: liens(balance) }) }),
      );
    expect(reasonsOf(withLiens(dollars(410_001)))).toEqual(['INSUFFICIENT_EQUITY']);
    // line $15,200: draw $15,000 + fee $298.50 does not fit
    expect(reasonsOf(withLiens(dollars(409_800)))).toEqual(['INSUFFICIENT_EQUITY']);
    // line $15,300: it does
    const result = approved(withLiens(dollars(409_700)));
    for (const offer of result.offerSet.offers) {
      expect(offer).toMatchObject({
        min: dollars(15_000),
        max: dollars(15_300),
        minDraw: dollars(15_000),
        maxDraw: dollars(15_000),
      });
    }
    expect(result.outcome === 'APPROVED' && result.offerSet.subDecision).not.toBe('DECLINE_CLTV');
  });

  it('keeps every draw total inside its line', () => {
    for (const offer of offersOf(testInput())) {
      expect(
        drawTotal({ amountCents: offer.maxDraw, originationFeePercent: offer.originationFee }),
      ).toBeLessThanOrEqual(offer.max);
      expect(
        drawTotal({ amountCents: offer.maxDraw + dollars(100), originationFeePercent: offer.originationFee }),
      ).toBeGreaterThan(offer.max);
    }
  });
});

describe('decide: Texas', () => {
  const texas = (overrides = {}) =>
    inState('TX', { avmValueCents: dollars(500_000), liens: [], ...overrides });

  it('caps CLTV at 80%, fees at 2% and lets the first advance be $4,000', () => {
    const offers = offersOf(
      testInput({
        property: texas(),
        report: testReport({ score: 650 }),
        applicant: { incomeAnnualCents: dollars(900_000) },
      }),
    );
    for (const offer of offers) {
      expect(offer.max).toBe(dollars(400_000));
      expect(offer.originationFee).toBe(2);
      expect(offer.minDraw).toBe(dollars(4_000));
    }
    const withLien = offersOf(
      testInput({
        property: texas({
          liens: [{ position: 1, lender: 'L', balanceCents: dollars(300_000), type: 'MORTGAGE' }],
        }),
      }),
    );
    expect(withLien[0]?.max).toBe(dollars(100_000));
  });

  it('lends on the homestead only', () => {
    expect(
      reasonsOf(decide(testInput({ property: texas(), applicant: { occupancy: 'SECONDARY' } }))),
    ).toEqual(['OCCUPANCY_NOT_ELIGIBLE']);
  });

  it('orders a BPO when the valuation confidence is low, and charges the $180 valuation fee', () => {
    const result = approved(decide(testInput({ property: texas({ avmConfidence: 'LOW' }) })));
    expect(result.offerSet.status?.bpo).toBe('REQUIRED');
    expect(result.offerSet.subDecision).toBe('BPO_PENDING');
    expect(result.offerSet.costs?.costs).toContainEqual({ feeType: 'VALUATION', borrowerPaidAmount: 180_00 });
    expect(result.notices).toEqual(['BPO_REQUIRED', 'TEXAS_HOME_EQUITY']);
  });
});

describe('decide: rates and fees', () => {
  it('clamps every APR, discounted or not, to 7.60%-17.20%', () => {
    for (const marginAdjustment of [-10, -1, 0, 1, 10]) {
      for (const score of [640, 700, 740, 800]) {
        for (const offer of offersOf(
          testInput({ report: testReport({ score }), pricing: { marginAdjustment } }),
        )) {
          for (const rate of [offer.rate, ...offer.discountList.map((d) => d.rateWithDiscount)]) {
            expect(rate).toBeGreaterThanOrEqual(7.6);
            expect(rate).toBeLessThanOrEqual(17.2);
          }
        }
      }
    }
    const floor = offersOf(testInput({ pricing: { marginAdjustment: -10 } }));
    expect(floor.every((o) => o.rate === 7.6 && o.discountList[0]?.rateWithDiscount === 7.6)).toBe(true);
    const ceiling = offersOf(testInput({ pricing: { marginAdjustment: 10 } }));
    expect(ceiling.every((o) => o.rate === 17.2 && o.discountList[0]?.rateWithDiscount === 16.95)).toBe(true);
  });

  it('gives autopay 0.25 points off and moves rates with the organisation margin', () => {
    const base = offersOf(testInput({ report: testReport({ score: 700 }) }));
    const plus = offersOf(
      testInput({ report: testReport({ score: 700 }), pricing: { marginAdjustment: 0.5 } }),
    );
    base.forEach((offer, i) => {
      expect(offer.discountList).toEqual([
        { discount: { type: 'AUTOPAY' }, rateWithDiscount: offer.rate - 0.25 },
      ]);
      expect(plus[i]!.rate).toBeCloseTo(offer.rate + 0.5, 10);
    });
  });

  it('prices lower scores and higher CLTV higher', () => {
    const rateAt = (score: number, lienDollars: number) =>
      offersOf(
        testInput({
          report: testReport({ score }),
          property: testProperty({
            liens: [{ position: 1, lender: 'L', balanceCents: dollars(lienDollars), type: 'MORTGAGE' }],
          }),
        }),
      ).find((o) => o.term === 30 && o.type === 'FIXED')!.rate;
    expect(rateAt(650, 200_000)).toBeGreaterThan(rateAt(700, 200_000));
    expect(rateAt(700, 200_000)).toBeGreaterThan(rateAt(800, 200_000));
    expect(rateAt(700, 380_000)).toBeGreaterThanOrEqual(rateAt(700, 200_000));
  });

  it('caps the origination fee at 4.99%, at the organisation maximum and in Texas at 2%', () => {
    const fee = (input: DecisionInput) => offersOf(input)[0]!.originationFee;
    expect(fee(testInput({ report: testReport({ score: 650 }) }))).toBe(4.99);
    expect(
      fee(testInput({ report: testReport({ score: 650 }), pricing: { maxOriginationFeePercent: 2.5 } })),
    ).toBe(2.5);
    expect(
      fee(testInput({ report: testReport({ score: 800 }), pricing: { maxOriginationFeePercent: 2.5 } })),
    ).toBe(1.99);
    expect(fee(testInput({ report: testReport({ score: 650 }), property: inState('TX') }))).toBe(2);
    const set = approved(decide(testInput({ pricing: { maxOriginationFeePercent: 2.5 } }))).offerSet;
    expect(set.ofeeMaxThreshold).toBe(2.5);
  });

  it('adds recording tax ranges only in recording-tax states', () => {
    const ohio = offersOf(testInput())[0]!;
    expect([ohio.minRecordingTax, ohio.maxRecordingTax]).toEqual([0, 0]);
    const md = offersOf(testInput({ property: inState('MD') }))[0]!;
    // $0 to $1,400 per $100,000 of the line
    expect(md.minRecordingTax).toBe(0);
    expect(md.maxRecordingTax).toBe(Math.round((md.max * 1_400_00) / 100_000_00));
    expect(md.maxRecordingTax).toBeGreaterThan(0);
  });

  it('unknown rate sheet keys fall back to the standard sheet', () => {
    expect(
      approved(decide(testInput({ pricing: { rateSheetKey: 'no-such-sheet' } }))).facts.rateSheetKey,
    ).toBe('standard');
  });
});

describe('decide: determinism', () => {
  it('returns the same result for the same input', () => {
    // Two inputs built alike, not one object passed twice: nothing may hang on identity or on earlier calls.
    const input = () => testInput({ property: inState('MN', { floodZone: 'AE' }) });
    expect(JSON.stringify(decide(input()))).toBe(JSON.stringify(decide(input())));
  });
});
