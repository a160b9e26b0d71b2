import {
  type BrandTypeface,
  brandLogoPath,
  type Charter,
  DEFAULT_ORG_CODE,
  DEFAULT_REGIONAL_LINKS,
  type OrgPricingData,
  type PartnerType,
  type PostalAddress,
  type PrivateLabelData,
  type ProductSettings,
} from '@hearth/domain/brands';
import { DEFAULT_CHARTER } from '@hearth/domain/ecoa-agencies';
import { sandboxLei } from './sandbox-lei';

/**
 * Every lender brand Hearth serves, as data (decision 0022). Names, numbers and domains are invented;
 * phone numbers use the 555-01xx range reserved for fiction and domains the reserved `.example` TLD.
 */

export interface BrandEntry {
  orgCode: string;
  /** Several org codes can share one canonical lender (e.g. a member channel of a credit union). */
  canonicalOrgCode: string;
  brandKey: string;
  companyName: string;
  partnerType: PartnerType;
  /** Primary brand colour; white text on it meets WCAG AA (4.5:1), checked by a test. */
  primary: string;
  /** Second colour: the logo's mark, badges and completed steps (text in it is derived for contrast). */
  accent: string;
  /** Headings, figures and the logo's wordmark (decision 0112). */
  typeface: BrandTypeface;
  nmls: string;
  /** The legal lender's LEI, shared by its channels (decision 0199). */
  lei: string;
  /** The lender's support line, shown in the shell and on notices. */
  supportPhone: string;
  /** 'valid': https legal pages on the lender's site; 'invalid': a relative or malformed URL (falls back); 'none'. */
  legal: 'valid' | 'invalid' | 'none';
  /** The legal entity that is the creditor on notices (decision 0053). */
  legalName: string;
  /** Where the lender receives mail; printed on the adverse-action notice. */
  mailingAddress: PostalAddress;
  /** Decides the federal agency named on its ECOA notices (decision 0043). */
  charter: Charter;
  /** Over $10 billion in assets: the CFPB administers ECOA for it, whatever the charter. */
  assetsOverTenBillion?: boolean;
  /**
   * The person who answers for the lender's HMDA submission and the lender's federal taxpayer id: the transmittal
   * sheet's fields 5 to 11 and 14 (decision 0211). Server only: `toPrivateLabelData` never copies it, so no page or
   * public call carries it.
   */
  hmdaFiler: HmdaFiler;
  /** Product settings, including the Hawaii partner and New York site of the regional modals (decision 0052). */
  heloc: ProductSettings;
  pricing: OrgPricingData;
}

/** The HMDA filing contact and taxpayer id of a lender (Regulation C 1003.5(a)(3): the transmittal sheet). */
export interface HmdaFiler {
  contactName: string;
  /** Ten digits, written as the lender likes; the file writes 999-999-9999. */
  phone: string;
  email: string;
  office: PostalAddress;
  /** The federal taxpayer identification number, 99-9999999. */
  taxId: string;
}

type Row = [
  orgCode: string,
  companyName: string,
  partnerType: PartnerType,
  primary: string,
  accent: string,
  legal: BrandEntry['legal'],
  nmls: string,
  supportPhone: string,
  options?: {
    canonical?: string;
    heloc?: Partial<ProductSettings>;
    margin?: number;
    maxFee?: number;
    typeface?: BrandTypeface;
    legalName?: string;
    charter?: Charter;
    assetsOverTenBillion?: boolean;
  },
];

const RATE_SHEETS: Record<PartnerType, OrgPricingData['rateSheetKey']> = {
  CREDIT_UNION: 'credit-union',
  MORTGAGE_COMPANY: 'mortgage-partner',
  BANK: 'standard',
  DIRECT: 'standard',
};

/** The main brand: answers every host that names no partner. */
export const DEFAULT_BRAND: BrandEntry = {
  orgCode: DEFAULT_ORG_CODE,
  canonicalOrgCode: DEFAULT_ORG_CODE,
  brandKey: 'hearth',
  companyName: 'Hearth Home Lending',
  partnerType: 'DIRECT',
  primary: '#1f3a5f',
  accent: '#2f6f5e',
  typeface: 'serif',
  nmls: '2102345',
  lei: sandboxLei(DEFAULT_ORG_CODE),
  supportPhone: '(888) 555-0142',
  legal: 'none',
  legalName: 'Hearth Home Lending, Inc.',
  mailingAddress: {
    street1: '1 Hearth Plaza',
    street2: 'Suite 400',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
  },
  charter: 'NON_BANK',
  hmdaFiler: {
    contactName: 'Dana Whitfield',
    phone: '(888) 555-0177',
    email: 'hmda@hearth.example',
    office: { street1: '1 Hearth Plaza', street2: 'Suite 400', city: 'Denver', state: 'CO', zip: '80202' },
    // A sandbox number: no employer identification number begins 00 (the IRS assigns none), so it is no one's.
    taxId: '00-7310428',
  },
  heloc: {
    enabled: true,
    displayName: 'Home Equity Line of Credit',
    hawaiiPartner: { ...DEFAULT_REGIONAL_LINKS.hawaiiPartner },
    newYorkSiteUrl: DEFAULT_REGIONAL_LINKS.newYorkSiteUrl,
    // Sandbox data (decision 0217): a ZIP inside a served state the main brand does not lend in.
    excludedZips: ['95899'],
  },
  pricing: { rateSheetKey: 'standard', marginAdjustment: 0, maxOriginationFeePercent: 4.99 },
};

const DEFAULT_SUPPORT_EMAIL = 'support@hearth.example';

// orgCode, company, type, primary, accent, legal, NMLS number, support phone, options. The NMLS number and the
// phone are each lender's own (issue 18 item 12): a row's place in the list decides nothing.
const PARTNER_ROWS: Row[] = [
  [
    'SUMMITCU',
    'Summit Ridge Credit Union',
    'CREDIT_UNION',
    '#0b5394',
    '#38761d',
    'valid',
    '400100',
    '(800) 555-0101',
    { typeface: 'geometric' },
  ],
  [
    'SUMMITCU_MEMBERS',
    'Summit Ridge Credit Union',
    'CREDIT_UNION',
    '#0b5394',
    '#38761d',
    'valid',
    '400137',
    '(800) 555-0102',
    { canonical: 'SUMMITCU', typeface: 'geometric' },
  ],
  [
    'BAYLEAFCU',
    'Bay Leaf Federal Credit Union',
    'CREDIT_UNION',
    '#1e5631',
    '#a4de02',
    'valid',
    '400174',
    '(800) 555-0103',
  ],
  [
    'PRAIRIEFCU',
    'Prairie Wind Federal Credit Union',
    'CREDIT_UNION',
    '#7b3f00',
    '#e6a23c',
    'invalid',
    '400211',
    '(800) 555-0104',
  ],
  [
    'HARBORCU',
    'Harborlight Credit Union',
    'CREDIT_UNION',
    '#004e7c',
    '#5c9ead',
    'valid',
    '400248',
    '(800) 555-0105',
  ],
  [
    'CEDARCU',
    'Cedar Grove Community Credit Union',
    'CREDIT_UNION',
    '#3b5e2b',
    '#c9a227',
    'none',
    '400285',
    '(800) 555-0106',
  ],
  [
    'RIVERBENDCU',
    'Riverbend Teachers Credit Union',
    'CREDIT_UNION',
    '#283593',
    '#ff8f00',
    'valid',
    '400322',
    '(800) 555-0107',
    { heloc: { forSaleLookbackMonths: 6 } },
  ],
  [
    'GRANITECU',
    'Granite State Workers Credit Union',
    'CREDIT_UNION',
    '#37474f',
    '#d84315',
    'valid',
    '400359',
    '(800) 555-0108',
  ],
  [
    'LAKESHORECU',
    'Lakeshore Employees Credit Union',
    'CREDIT_UNION',
    '#01579b',
    '#00897b',
    'invalid',
    '400396',
    '(800) 555-0109',
  ],
  [
    'MESACU',
    'Mesa Verde Credit Union',
    'CREDIT_UNION',
    '#8d3b12',
    '#f4a261',
    'valid',
    '400433',
    '(800) 555-0110',
    { heloc: { eligibleStates: ['AZ', 'CO', 'NM', 'UT'] } },
  ],
  [
    'PINECONECU',
    'Pinecone Valley Credit Union',
    'CREDIT_UNION',
    '#2e5339',
    '#95c623',
    'valid',
    '400470',
    '(800) 555-0111',
  ],
  [
    'NORTHSTARCU',
    'North Star Aviation Credit Union',
    'CREDIT_UNION',
    '#1a237e',
    '#ffd600',
    'none',
    '400507',
    '(800) 555-0112',
  ],
  [
    'KEYSTONECU',
    'Keystone Rail Credit Union',
    'CREDIT_UNION',
    '#4a148c',
    '#ab47bc',
    'valid',
    '400544',
    '(800) 555-0113',
  ],
  [
    'SILVERLAKECU',
    'Silver Lake Municipal Credit Union',
    'CREDIT_UNION',
    '#455a64',
    '#26a69a',
    'invalid',
    '400581',
    '(800) 555-0114',
  ],
  [
    'COASTALCU',
    'Coastal Plains Credit Union',
    'CREDIT_UNION',
    '#005f73',
    '#94d2bd',
    'valid',
    '400618',
    '(800) 555-0115',
    { margin: -0.125 },
  ],
  [
    'BLUEMESACU',
    'Blue Mesa Schools Credit Union',
    'CREDIT_UNION',
    '#1b4965',
    '#62b6cb',
    'valid',
    '400655',
    '(800) 555-0116',
    // The manual-notary flag (decision 0176): its members may have a notary come to them.
    { heloc: { manualNotary: true } },
  ],
  [
    'IRONWOODCU',
    'Ironwood Miners Credit Union',
    'CREDIT_UNION',
    '#5d4037',
    '#ffab40',
    'valid',
    '400692',
    '(800) 555-0117',
    { heloc: { ageRestricted: true } },
  ],
  [
    'ORCHARDCU',
    'Orchard Hill Credit Union',
    'CREDIT_UNION',
    '#6a1b1a',
    '#e57373',
    'none',
    '400729',
    '(800) 555-0118',
  ],
  [
    'TIDEWATERCU',
    'Tidewater Naval Credit Union',
    'CREDIT_UNION',
    '#0d3b66',
    '#f95738',
    'valid',
    '400766',
    '(800) 555-0119',
    { assetsOverTenBillion: true },
  ],
  [
    'HIGHDESERTCU',
    'High Desert Healthcare Credit Union',
    'CREDIT_UNION',
    '#7f4f24',
    '#b6ad90',
    'valid',
    '400803',
    '(800) 555-0120',
  ],
  [
    'FIRSTHARVEST',
    'First Harvest Bank',
    'BANK',
    '#2d6a4f',
    '#95d5b2',
    'valid',
    '400840',
    '(800) 555-0121',
    { charter: 'STATE_NONMEMBER_BANK' },
  ],
  [
    'COPPERTOWN',
    'Coppertown Savings Bank',
    'BANK',
    '#8a3324',
    '#d4a373',
    'valid',
    '400877',
    '(800) 555-0122',
    { charter: 'STATE_SAVINGS_ASSOCIATION' },
  ],
  [
    'MERIDIANBANK',
    'Meridian Trust Bank',
    'BANK',
    '#22313f',
    '#e67e22',
    'invalid',
    '400914',
    '(800) 555-0123',
    { charter: 'STATE_MEMBER_BANK' },
  ],
  [
    'BRIDGEPORTBANK',
    'Bridgeport Community Bank',
    'BANK',
    '#1d3557',
    '#e63946',
    'valid',
    '400951',
    '(800) 555-0124',
    { charter: 'STATE_NONMEMBER_BANK' },
  ],
  [
    'OAKMONTBANK',
    'Oakmont National Bank',
    'BANK',
    '#14532d',
    '#84cc16',
    'valid',
    '400988',
    '(800) 555-0125',
    { charter: 'NATIONAL_BANK' },
  ],
  [
    'STONEBRIDGE',
    'Stonebridge Savings and Loan',
    'BANK',
    '#3f3f46',
    '#0ea5e9',
    'none',
    '401025',
    '(800) 555-0126',
    { charter: 'STATE_SAVINGS_ASSOCIATION' },
  ],
  [
    'WILLOWBANK',
    'Willow Creek Bank',
    'BANK',
    '#365314',
    '#a3e635',
    'valid',
    '401062',
    '(800) 555-0127',
    { charter: 'STATE_MEMBER_BANK' },
  ],
  [
    'BEACONBANK',
    'Beacon Hill Bank and Trust',
    'BANK',
    '#7c2d12',
    '#fb923c',
    'valid',
    '401099',
    '(800) 555-0128',
    { charter: 'STATE_MEMBER_BANK', assetsOverTenBillion: true },
  ],
  [
    'REDROCKBANK',
    'Red Rock State Bank',
    'BANK',
    '#991b1b',
    '#fca5a5',
    'invalid',
    '401136',
    '(800) 555-0129',
    { charter: 'STATE_NONMEMBER_BANK' },
  ],
  [
    'GOLDENPLAINS',
    'Golden Plains Farmers Bank',
    'BANK',
    '#713f12',
    '#facc15',
    'valid',
    '401173',
    '(800) 555-0130',
    { charter: 'STATE_NONMEMBER_BANK' },
  ],
  [
    'HARTWELLBANK',
    'Hartwell Federal Savings',
    'BANK',
    '#1e3a8a',
    '#60a5fa',
    'valid',
    '401210',
    '(800) 555-0131',
    { charter: 'FEDERAL_SAVINGS_ASSOCIATION', margin: 0.25 },
  ],
  [
    'LIBERTYSQ',
    'Liberty Square Bank',
    'BANK',
    '#312e81',
    '#818cf8',
    'valid',
    '401247',
    '(800) 555-0132',
    { charter: 'NATIONAL_BANK', assetsOverTenBillion: true, legalName: 'Liberty Square Bank, N.A.' },
  ],
  [
    'EVERGREENBANK',
    'Evergreen Heritage Bank',
    'BANK',
    '#064e3b',
    '#34d399',
    'none',
    '401284',
    '(800) 555-0133',
    { charter: 'STATE_MEMBER_BANK' },
  ],
  [
    'CANYONBANK',
    'Canyon Ridge Bank',
    'BANK',
    '#78350f',
    '#f59e0b',
    'valid',
    '401321',
    '(800) 555-0134',
    { charter: 'STATE_NONMEMBER_BANK' },
  ],
  [
    'MAPLEBANK',
    'Maple Leaf Savings Bank',
    'BANK',
    '#9a3412',
    '#fdba74',
    'valid',
    '401358',
    '(800) 555-0135',
    { charter: 'STATE_SAVINGS_ASSOCIATION' },
  ],
  [
    'ATLASBANK',
    'Atlas Commerce Bank',
    'BANK',
    '#334155',
    '#94a3b8',
    'valid',
    '401395',
    '(800) 555-0136',
    { charter: 'NATIONAL_BANK', legalName: 'Atlas Commerce Bank, N.A.' },
  ],
  [
    'CRESTVIEWBANK',
    'Crestview Citizens Bank',
    'BANK',
    '#4c1d95',
    '#c4b5fd',
    'invalid',
    '401432',
    '(800) 555-0137',
    { charter: 'STATE_NONMEMBER_BANK' },
  ],
  [
    'HOMESTEADBANK',
    'Homestead Valley Bank',
    'BANK',
    '#166534',
    '#4ade80',
    'valid',
    '401469',
    '(800) 555-0138',
    { charter: 'STATE_MEMBER_BANK' },
  ],
  [
    'LANTERNBANK',
    'Lantern Point Bank',
    'BANK',
    '#854d0e',
    '#fde047',
    'valid',
    '401506',
    '(800) 555-0139',
    { charter: 'STATE_NONMEMBER_BANK' },
  ],
  [
    'TRUENORTHMTG',
    'True North Mortgage Company',
    'MORTGAGE_COMPANY',
    '#0c4a6e',
    '#38bdf8',
    'valid',
    '401543',
    '(800) 555-0140',
    {
      legalName: 'True North Mortgage Company, Inc.',
      heloc: {
        newYorkSiteUrl: 'https://ny.heloc.truenorthmortgagecompany.example/account/heloc/register-v2',
      },
    },
  ],
  [
    'KEYHAVENMTG',
    'Keyhaven Home Loans',
    'MORTGAGE_COMPANY',
    '#7f1d1d',
    '#f87171',
    'valid',
    '401580',
    '(800) 555-0141',
    { heloc: { referrerRequired: true } },
  ],
  [
    'PORCHLIGHT',
    'Porchlight Mortgage',
    'MORTGAGE_COMPANY',
    '#1f2937',
    '#f97316',
    'valid',
    '401617',
    '(800) 555-0142',
  ],
  [
    'BRICKYARDMTG',
    'Brickyard Lending Group',
    'MORTGAGE_COMPANY',
    '#7c2d12',
    '#ea580c',
    'invalid',
    '401654',
    '(800) 555-0143',
  ],
  [
    'SKYLINEMTG',
    'Skyline Residential Mortgage',
    'MORTGAGE_COMPANY',
    '#1e40af',
    '#93c5fd',
    'valid',
    '401691',
    '(800) 555-0144',
  ],
  [
    'HEARTLANDMTG',
    'Heartland Family Mortgage',
    'MORTGAGE_COMPANY',
    '#831843',
    '#f472b6',
    'valid',
    '401728',
    '(800) 555-0145',
  ],
  [
    'ANCHORMTG',
    'Anchor Point Mortgage',
    'MORTGAGE_COMPANY',
    '#134e4a',
    '#2dd4bf',
    'none',
    '401765',
    '(800) 555-0146',
  ],
  [
    'SUNDIALMTG',
    'Sundial Home Finance',
    'MORTGAGE_COMPANY',
    '#92400e',
    '#fbbf24',
    'valid',
    '401802',
    '(800) 555-0147',
    { maxFee: 2.99 },
  ],
  [
    'WINDMILLMTG',
    'Windmill Mortgage Partners',
    'MORTGAGE_COMPANY',
    '#3730a3',
    '#a5b4fc',
    'valid',
    '401839',
    '(800) 555-0148',
  ],
  [
    'COBBLESTONE',
    'Cobblestone Mortgage Services',
    'MORTGAGE_COMPANY',
    '#44403c',
    '#a8a29e',
    'valid',
    '401876',
    '(800) 555-0149',
  ],
  [
    'GABLEMTG',
    'Gable Street Lending',
    'MORTGAGE_COMPANY',
    '#9f1239',
    '#fb7185',
    'invalid',
    '401913',
    '(800) 555-0150',
  ],
  [
    'TRELLISMTG',
    'Trellis Home Loans',
    'MORTGAGE_COMPANY',
    '#365314',
    '#bef264',
    'valid',
    '401950',
    '(800) 555-0151',
  ],
  [
    'FOUNDRYMTG',
    'Foundry Mortgage Company',
    'MORTGAGE_COMPANY',
    '#292524',
    '#f59e0b',
    'valid',
    '401987',
    '(800) 555-0152',
  ],
  [
    'BLUEDOORMTG',
    'Blue Door Mortgage',
    'MORTGAGE_COMPANY',
    '#1e3a8a',
    '#3b82f6',
    'valid',
    '402024',
    '(800) 555-0153',
  ],
  [
    'HILLTOPMTG',
    'Hilltop Funding Group',
    'MORTGAGE_COMPANY',
    '#14532d',
    '#22c55e',
    'none',
    '402061',
    '(800) 555-0154',
  ],
  [
    'CORNERSTONEHL',
    'Cornerstone Home Lending Partners',
    'MORTGAGE_COMPANY',
    '#581c87',
    '#d8b4fe',
    'valid',
    '402098',
    '(800) 555-0155',
  ],
  [
    'KEELSONMTG',
    'Keelson Mortgage Advisors',
    'MORTGAGE_COMPANY',
    '#0f766e',
    '#5eead4',
    'valid',
    '402135',
    '(800) 555-0156',
  ],
  [
    'RAFTERMTG',
    'Rafter Home Finance',
    'MORTGAGE_COMPANY',
    '#9a3412',
    '#fed7aa',
    'valid',
    '402172',
    '(800) 555-0157',
    { margin: 0.125 },
  ],
  [
    'ELMSTREETMTG',
    'Elm Street Mortgage',
    'MORTGAGE_COMPANY',
    '#166534',
    '#86efac',
    'invalid',
    '402209',
    '(800) 555-0158',
  ],
  [
    'LODESTARMTG',
    'Lodestar Lending',
    'MORTGAGE_COMPANY',
    '#1e293b',
    '#eab308',
    'valid',
    '402246',
    '(800) 555-0159',
  ],
  [
    'HEARTHSTONEMTG',
    'Hearthstone Mortgage Group',
    'MORTGAGE_COMPANY',
    '#7f1d1d',
    '#fca5a5',
    'valid',
    '402283',
    '(800) 555-0160',
  ],
];

function brandKeyOf(orgCode: string): string {
  return orgCode.toLowerCase().replace(/_/g, '-');
}

function domainOf(companyName: string): string {
  return companyName.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** Credit unions send Hawaii members to a Hawaiian credit union of their lending network. */
const CREDIT_UNION_HAWAII_PARTNER = {
  name: 'Koa Federal Credit Union',
  url: 'https://heloc.koafcu.example/',
};

// Real city and ZIP pairs with invented street addresses; a lender's channels share its address.
const MAIL_CITIES: readonly Omit<PostalAddress, 'street1' | 'street2'>[] = [
  { city: 'Columbus', state: 'OH', zip: '43215' },
  { city: 'Sacramento', state: 'CA', zip: '95814' },
  { city: 'Austin', state: 'TX', zip: '78701' },
  { city: 'Charlotte', state: 'NC', zip: '28202' },
  { city: 'Minneapolis', state: 'MN', zip: '55401' },
  { city: 'Phoenix', state: 'AZ', zip: '85004' },
  { city: 'Portland', state: 'OR', zip: '97204' },
  { city: 'Boise', state: 'ID', zip: '83702' },
  { city: 'Salt Lake City', state: 'UT', zip: '84111' },
  { city: 'Madison', state: 'WI', zip: '53703' },
  { city: 'Richmond', state: 'VA', zip: '23219' },
  { city: 'Nashville', state: 'TN', zip: '37219' },
  { city: 'Omaha', state: 'NE', zip: '68102' },
];
const MAIL_STREETS = ['Market Street', 'Commerce Avenue', 'Main Street', 'Capitol Boulevard', 'Union Plaza'];

function codeHash(code: string): number {
  let hash = 7;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

function mailingAddressOf(canonicalOrgCode: string): PostalAddress {
  const hash = codeHash(canonicalOrgCode);
  const place = MAIL_CITIES[hash % MAIL_CITIES.length] as (typeof MAIL_CITIES)[number];
  const street = MAIL_STREETS[hash % MAIL_STREETS.length] as string;
  return {
    street1: `${100 + (hash % 900)} ${street}`,
    ...(hash % 3 === 0 ? { street2: `Suite ${100 * (1 + (hash % 9))}` } : {}),
    ...place,
  };
}

/**
 * Federal credit unions carry the words in their name; other credit unions are state-chartered (and federally
 * insured). Banks name their charter in their row; mortgage companies take no deposits.
 */
function charterOf(companyName: string, partnerType: PartnerType): Charter {
  if (partnerType === 'CREDIT_UNION') {
    return /Federal Credit Union/.test(companyName) ? 'FEDERAL_CREDIT_UNION' : 'STATE_CREDIT_UNION';
  }
  return DEFAULT_CHARTER[partnerType];
}

/** Mortgage companies are usually limited liability companies; banks and credit unions lend under their name. */
function legalNameOf(companyName: string, partnerType: PartnerType): string {
  return partnerType === 'MORTGAGE_COMPANY' ? `${companyName}, LLC` : companyName;
}

const FILER_NAMES = [
  'Morgan Reyes',
  'Priya Natarajan',
  'Samuel Okafor',
  'Elena Kowalski',
  'Jamie Lindqvist',
  'Theo Marchetti',
  'Aisha Bello',
  'Grace Yamamoto',
] as const;

/**
 * A sandbox lender's HMDA contact (decision 0211): a named person at the lender's mailing address, a 555-01xx line,
 * `hmda@` its domain, and a taxpayer id beginning 00, which the IRS never assigns: invented, like every sandbox
 * lender's data. A real lender's are its own, set in its brand entry.
 */
function hmdaFilerOf(canonicalOrgCode: string, companyName: string, office: PostalAddress): HmdaFiler {
  const hash = codeHash(`hmda:${canonicalOrgCode}`);
  return {
    contactName: FILER_NAMES[hash % FILER_NAMES.length] as string,
    phone: `(888) 555-01${String(hash % 100).padStart(2, '0')}`,
    email: `hmda@${domainOf(companyName)}.example`,
    office,
    taxId: `00-${String(hash % 10_000_000).padStart(7, '0')}`,
  };
}

/** Typefaces for partners whose row names none: a stable pick per lender, so a lender's channels match. */
const PARTNER_TYPEFACES: readonly BrandTypeface[] = ['humanist', 'geometric', 'serif', 'classic', 'system'];

function typefaceOf(canonicalOrgCode: string): BrandTypeface {
  return PARTNER_TYPEFACES[codeHash(canonicalOrgCode) % PARTNER_TYPEFACES.length] as BrandTypeface;
}

/** The partner brands, built from the rows above. */
export const PARTNER_BRANDS: readonly BrandEntry[] = PARTNER_ROWS.map(
  ([orgCode, companyName, partnerType, primary, accent, legal, nmls, supportPhone, options = {}]) => ({
    orgCode,
    canonicalOrgCode: options.canonical ?? orgCode,
    brandKey: brandKeyOf(orgCode),
    companyName,
    partnerType,
    primary,
    accent,
    typeface: options.typeface ?? typefaceOf(options.canonical ?? orgCode),
    nmls,
    lei: sandboxLei(options.canonical ?? orgCode),
    supportPhone,
    legal,
    legalName: options.legalName ?? legalNameOf(companyName, partnerType),
    mailingAddress: mailingAddressOf(options.canonical ?? orgCode),
    charter: options.charter ?? charterOf(companyName, partnerType),
    hmdaFiler: hmdaFilerOf(
      options.canonical ?? orgCode,
      companyName,
      mailingAddressOf(options.canonical ?? orgCode),
    ),
    ...(options.assetsOverTenBillion ? { assetsOverTenBillion: true } : {}),
    // Banks and mortgage companies without their own partner or New York site use the defaults.
    heloc: {
      enabled: true,
      ...(partnerType === 'CREDIT_UNION' ? { hawaiiPartner: CREDIT_UNION_HAWAII_PARTNER } : {}),
      ...options.heloc,
    },
    pricing: {
      rateSheetKey: RATE_SHEETS[partnerType],
      marginAdjustment: options.margin ?? 0,
      maxOriginationFeePercent: options.maxFee ?? 4.99,
    },
  }),
);

export const ALL_BRANDS: readonly BrandEntry[] = [DEFAULT_BRAND, ...PARTNER_BRANDS];

/**
 * The HMDA filer of a lender (decision 0211): its canonical brand's, which speaks for all its channels (one legal
 * entity, one register). Server only: read by the register's transmittal sheet, never by a page.
 */
export function hmdaFilerOfLender(canonicalOrgCode: string): HmdaFiler | undefined {
  return ALL_BRANDS.find((brand) => brand.orgCode === canonicalOrgCode)?.hmdaFiler;
}

/** Host names that reach a partner brand: `<brandKey>.localhost` locally and a production-style host. */
export function brandHosts(brand: BrandEntry): string[] {
  // The main brand maps no host: `localhost` and its own domain must still let `?org=` pick a partner.
  if (brand.orgCode === DEFAULT_ORG_CODE) return [];
  const production = `heloc.${domainOf(brand.companyName)}.example`;
  // A second channel of the same lender gets its own sub-domain of the lender's site.
  const host = brand.orgCode === brand.canonicalOrgCode ? production : `${brand.brandKey}.${production}`;
  return [`${brand.brandKey}.localhost`, host];
}

function legalUrls(brand: BrandEntry): { privacyUrl?: string; termsUrl?: string; licensesUrl?: string } {
  const site = `https://www.${domainOf(brand.companyName)}.example`;
  switch (brand.legal) {
    case 'valid':
      return { privacyUrl: `${site}/privacy`, termsUrl: `${site}/terms`, licensesUrl: `${site}/licenses` };
    case 'invalid':
      // Relative or scheme-less links as lenders sometimes configure them; the shell falls back to /privacy and /terms.
      return {
        privacyUrl: 'privacy-policy.html',
        termsUrl: `www.${domainOf(brand.companyName)}.example/terms`,
      };
    case 'none':
      return {};
  }
}

/** The private-label data block of a brand, as the web app reads it. */
export function toPrivateLabelData(brand: BrandEntry, baseUrl: string): PrivateLabelData {
  const isDefault = brand.orgCode === DEFAULT_ORG_CODE;
  return {
    baseUrl,
    canonicalOrgCode: brand.canonicalOrgCode,
    orgBrand: brand.brandKey,
    orgCode: brand.orgCode,
    orgMetaData: {
      companyInfo: {
        companyName: brand.companyName,
        supportPhone: brand.supportPhone,
        supportEmail: isDefault ? DEFAULT_SUPPORT_EMAIL : `homeequity@${domainOf(brand.companyName)}.example`,
        logoUrl: `/cdn${brandLogoPath(brand.brandKey)}`,
        colors: { primary: brand.primary, primaryContrast: '#ffffff', accent: brand.accent },
        typeface: brand.typeface,
        nmls: brand.nmls,
        lei: brand.lei,
        partnerType: brand.partnerType,
        legalName: brand.legalName,
        mailingAddress: brand.mailingAddress,
        charter: brand.charter,
        ...(brand.assetsOverTenBillion ? { assetsOverTenBillion: true } : {}),
        ...legalUrls(brand),
      },
      products: { heloc: brand.heloc },
    },
    orgPricingData: brand.pricing,
  };
}
