import { describe, expect, it } from 'vitest';
import { buildDisclosures, type DisclosureContext } from './disclosures';

/** A Texas homestead's offer as the summary page builds its early disclosure (Regulation Z 1026.40(d)). */
const texas: DisclosureContext = {
  lender: { companyName: 'Hearth Lending', supportPhone: '(800) 555-0100', supportEmail: 'help@example.com' },
  applicant: { firstName: 'Alex', lastName: 'Prime' },
  property: { street1: '2200 Lone Star Dr', city: 'Austin', state: 'TX', zip: '78701' },
  offer: {
    type: 'FIXED',
    term: 10,
    rate: 8.875,
    autopayRate: null,
    creditLimitCents: 10_000_000,
    minDrawCents: 1_500_000,
    maxDrawCents: 10_000_000,
    initialDrawCents: 5_000_000,
    originationFeePercent: 1.99,
    indexRatePercent: 7,
    minRecordingTaxCents: 0,
    maxRecordingTaxCents: 0,
  },
  thirdPartyCosts: [],
};

describe('the early disclosure of a Texas line (issue 20 item 3)', () => {
  const text = buildDisclosures(texas).find((d) => d.type === 'HELOC_EARLY_DISCLOSURE')?.text ?? '';

  it('charges no fee on any advance: the origination fee once, when the line opens (Tex. Const. art. XVI, 50(t)(4))', () => {
    expect(text).not.toMatch(/of each draw/);
    expect(text).toContain('1.99% of your initial draw, charged once, when your line opens');
    expect(text).toContain('No fee is charged on any later draw.');
  });

  it('asks each later advance to be at least $4,000 (50(t)(2))', () => {
    expect(text).toContain('each draw after the initial draw must be at least $4,000.00');
  });
});
