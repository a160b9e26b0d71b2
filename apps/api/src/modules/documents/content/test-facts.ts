import { closingCosts } from '@hearth/domain/fees';
import type { DocumentFacts } from './facts';

/** The homes the document tests are written for: a California home and a Texas homestead. */
const HOMES = {
  CA: {
    address: '1400 Happy Path Ln, Sacramento, CA 95814',
    legalDescription:
      'Lot 14 of Block 3 of Happy Path Tract, in the City of Sacramento, County of Sacramento, State of California, as per map recorded in Book 112 of Maps, Page 7, in the office of the County Recorder of said county.',
  },
  TX: {
    address: '2200 Lone Star Dr, Austin, TX 78701',
    legalDescription:
      'Lot 9, Block B, Lone Star Addition, an addition to the City of Austin, Travis County, Texas, according to the map or plat recorded in Volume 88, Page 41, Plat Records of Travis County, Texas.',
  },
} as const;

/**
 * The facts of a line a document test renders, as `documentFacts` gathers them: a $100,000 line with a $50,000
 * initial draw on a home worth $400,000, its closing costs from the domain (the Texas 2% limit applies to a Texas
 * home). One borrower on title unless `owners` says otherwise; anything else can be overridden.
 */
export function testFacts(
  state: keyof typeof HOMES,
  overrides: Partial<Omit<DocumentFacts, 'property'>> & {
    property?: Partial<DocumentFacts['property']>;
  } = {},
): DocumentFacts {
  const offer = {
    type: 'FIXED' as const,
    term: 10,
    rate: 8.875,
    baseRate: 7,
    discountList: [],
    originationFee: 1.99,
    creditLimitCents: 10_000_000,
  };
  const drawCents = 5_000_000;
  const { property, ...rest } = overrides;
  return {
    lender: {
      name: 'Hearth Lending, Inc.',
      address: '100 Market St, Suite 400, San Francisco, CA 94105',
      phone: '(800) 555-0100',
    },
    borrower: 'Alex Prime',
    owners: ['ALEX PRIME'],
    property: { ...HOMES[state], state, valueCents: 40_000_000, ...property },
    offer,
    drawCents,
    autopay: false,
    closingCosts: closingCosts({
      lineAmountCents: offer.creditLimitCents,
      drawAmountCents: drawCents,
      originationFeePercent: offer.originationFee,
      state,
      valuationOrdered: false,
      manualNotary: false,
    }),
    today: { year: 2026, month: 11, day: 27 },
    accounts: { disbursement: 'Sandbox Bank checking ****6789', autopay: null },
    eSignText: 'You agree to receive documents electronically.',
    notarization: state === 'TX' ? 'IN_PERSON' : 'ONLINE',
    ...rest,
  };
}
