import { decide } from '@hearth/domain/decisioning/engine';
import { LENDING_LIMITS } from '@hearth/domain/decisioning/engine-units';
import { RATE_SHEETS } from '@hearth/domain/decisioning/rate-sheets';
import { debt, TEST_APPLICANT, TEST_NOW, testReport } from '@hearth/domain/decisioning/test-fixtures';
import { drawTotal } from '@hearth/domain/payment';
import { describe, expect, it } from 'vitest';
import type { CreditPullResult } from '../../providers/credit-bureau/credit-bureau';
import { generateSandboxProperties } from '../../providers/property-data/generate-dataset';

/**
 * Every generated sandbox home, priced for several borrowers and every rate sheet: each offer
 * stays inside the spec's limits. A table-wide check the boundary tests cannot give.
 */

const homes = generateSandboxProperties({ now: TEST_NOW, count: 1_500 });
const borrowers: CreditPullResult[] = [
  { outcome: 'MATCH', report: testReport({ score: 812, tradelines: [debt(900_00)] }) },
  { outcome: 'MATCH', report: testReport({ score: 700 }) },
  {
    outcome: 'MATCH',
    report: testReport({ score: 662, tradelines: [debt(2_400_00), debt(600_00, 'AUTO')] }),
  },
];

describe('engine over the generated dataset', () => {
  it('keeps every offer inside the spec limits and the CLTV cap', () => {
    const violations: string[] = [];
    let approvals = 0;
    let decisions = 0;
    let decideMs = 0;
    for (const sheet of Object.values(RATE_SHEETS)) {
      for (const credit of borrowers) {
        for (const home of homes) {
          for (const occupancy of ['HOME', 'INVESTMENT'] as const) {
            const started = performance.now();
            const result = decide({
              credit,
              property: { found: true, multiple: false, property: home },
              applicant: { ...TEST_APPLICANT, occupancy },
              orgPricingData: {
                rateSheetKey: sheet.key,
                marginAdjustment: 0.125,
                maxOriginationFeePercent: 4.99,
              },
              now: TEST_NOW,
            });
            decideMs += performance.now() - started;
            decisions += 1;
            if (result.outcome !== 'APPROVED') {
              if (result.status !== 'DECLINED')
                violations.push(`${home.propertyId}: status ${result.status}`);
              continue;
            }
            approvals += 1;
            const liens = home.liens.reduce((sum, lien) => sum + lien.balanceCents, 0);
            const capBps = Math.min(
              sheet.maxCltvBps[occupancy],
              home.address.state === 'TX' ? 8_000 : 10_000,
            );
            const maxFee = home.address.state === 'TX' ? 2 : 4.99;
            for (const offer of result.offerSet.offers) {
              const total = drawTotal({
                amountCents: offer.maxDraw,
                originationFeePercent: offer.originationFee,
              });
              const checks: [string, boolean][] = [
                ['min line', offer.min === LENDING_LIMITS.minLineCents],
                ['max line', offer.max >= offer.min && offer.max <= LENDING_LIMITS.maxLineCents],
                ['CLTV', (liens + offer.max) * 10_000 <= home.avmValueCents * capBps],
                ['draws', offer.maxDraw >= offer.minDraw && total <= offer.max],
                ['APR', offer.rate >= 7.6 && offer.rate <= 17.2],
                ['fee', offer.originationFee >= 0 && offer.originationFee <= maxFee],
                ['recording tax', offer.maxRecordingTax <= LENDING_LIMITS.maxLineCents * 0.014],
                [
                  'integer cents',
                  [offer.min, offer.max, offer.minDraw, offer.maxDraw, offer.maxRecordingTax].every(
                    Number.isInteger,
                  ),
                ],
              ];
              for (const [name, ok] of checks) {
                if (!ok)
                  violations.push(`${home.propertyId} ${sheet.key} ${offer.type}-${offer.term}: ${name}`);
              }
            }
          }
        }
      }
    }
    expect(violations).toEqual([]);
    expect(approvals).toBeGreaterThan(decisions / 3);
    expect(approvals).toBeLessThan(decisions);
    // the engine is a small part of the 1.5 s submit-to-offers budget
    expect(decideMs / decisions).toBeLessThan(1);
  });
});
