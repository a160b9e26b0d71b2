import {
  type Charter,
  type EcoaAgencyCode,
  type PartnerType,
  type PostalAddress,
  type PrivateLabelData,
  postalAddressLines,
} from './brands';

/**
 * The federal agency an ECOA adverse-action notice must name (12 CFR 1002.9(b)(1) and Regulation B Appendix A):
 * the one that administers ECOA compliance for that creditor. It follows from the creditor's charter and size,
 * which are brand data (decision 0043). Names and addresses are Appendix A's, kept here once.
 */

export interface EcoaAgency {
  code: EcoaAgencyCode;
  /** The agency, as the notice names it. */
  name: string;
  /** The office that answers consumers, where Appendix A names one. */
  office?: string;
  address: PostalAddress;
}

export const ECOA_AGENCIES: Readonly<Record<EcoaAgencyCode, EcoaAgency>> = {
  CFPB: {
    code: 'CFPB',
    name: 'Consumer Financial Protection Bureau',
    address: { street1: '1700 G Street NW', city: 'Washington', state: 'DC', zip: '20552' },
  },
  OCC: {
    code: 'OCC',
    name: 'Office of the Comptroller of the Currency',
    office: 'Customer Assistance Group',
    address: { street1: 'P.O. Box 53570', city: 'Houston', state: 'TX', zip: '77052' },
  },
  FRB: {
    code: 'FRB',
    name: 'Federal Reserve Consumer Help Center',
    address: { street1: 'P.O. Box 1200', city: 'Minneapolis', state: 'MN', zip: '55480' },
  },
  FDIC: {
    code: 'FDIC',
    name: 'Federal Deposit Insurance Corporation',
    office: 'Consumer Response Center',
    address: {
      street1: '1100 Walnut Street',
      street2: 'Box #11',
      city: 'Kansas City',
      state: 'MO',
      zip: '64106',
    },
  },
  NCUA: {
    code: 'NCUA',
    name: 'National Credit Union Administration',
    office: 'Office of Consumer Financial Protection',
    address: { street1: '1775 Duke Street', city: 'Alexandria', state: 'VA', zip: '22314' },
  },
  // Appendix A's "all other creditors"; a non-bank whose counsel names the FTC sets `ecoaAgency: 'FTC'`.
  FTC: {
    code: 'FTC',
    name: 'Federal Trade Commission',
    office: 'Equal Credit Opportunity',
    address: { street1: '600 Pennsylvania Avenue NW', city: 'Washington', state: 'DC', zip: '20580' },
  },
};

const AGENCY_BY_CHARTER: Readonly<Record<Charter, EcoaAgencyCode>> = {
  NATIONAL_BANK: 'OCC',
  FEDERAL_SAVINGS_ASSOCIATION: 'OCC',
  STATE_MEMBER_BANK: 'FRB',
  STATE_NONMEMBER_BANK: 'FDIC',
  STATE_SAVINGS_ASSOCIATION: 'FDIC',
  FEDERAL_CREDIT_UNION: 'NCUA',
  // Appendix A lists federal credit unions; federally insured state ones are examined and insured by the NCUA,
  // whose consumer office takes their members' complaints (decision 0043).
  STATE_CREDIT_UNION: 'NCUA',
  NON_BANK: 'CFPB',
};

/** The charter assumed when brand data names none. */
export const DEFAULT_CHARTER: Readonly<Record<PartnerType, Charter>> = {
  MORTGAGE_COMPANY: 'NON_BANK',
  DIRECT: 'NON_BANK',
  CREDIT_UNION: 'FEDERAL_CREDIT_UNION',
  // Most US banks by count are state-chartered non-members of the Federal Reserve.
  BANK: 'STATE_NONMEMBER_BANK',
};

/** Charters a partner of each type may have; anything else in brand data is a data error. */
export const CHARTERS_BY_PARTNER_TYPE: Readonly<Record<PartnerType, readonly Charter[]>> = {
  MORTGAGE_COMPANY: ['NON_BANK'],
  DIRECT: ['NON_BANK'],
  CREDIT_UNION: ['FEDERAL_CREDIT_UNION', 'STATE_CREDIT_UNION'],
  BANK: [
    'NATIONAL_BANK',
    'FEDERAL_SAVINGS_ASSOCIATION',
    'STATE_MEMBER_BANK',
    'STATE_NONMEMBER_BANK',
    'STATE_SAVINGS_ASSOCIATION',
  ],
};

export interface EcoaFacts {
  partnerType?: PartnerType | undefined;
  charter?: Charter | undefined;
  /** Total assets above $10 billion: the CFPB replaces the prudential regulator for ECOA. */
  assetsOverTenBillion?: boolean | undefined;
  /** An explicit choice in brand data, which wins over the derivation. */
  ecoaAgency?: EcoaAgencyCode | undefined;
}

/**
 * The agency for a creditor: the brand's explicit choice, else the CFPB for a depository institution over
 * $10 billion in assets (Appendix A, item 1), else the regulator of its charter (the partner type's default).
 */
export function ecoaAgencyFor(facts: EcoaFacts): EcoaAgency {
  if (facts.ecoaAgency) return ECOA_AGENCIES[facts.ecoaAgency];
  if (facts.assetsOverTenBillion) return ECOA_AGENCIES.CFPB;
  const charter = facts.charter ?? DEFAULT_CHARTER[facts.partnerType ?? 'DIRECT'];
  return ECOA_AGENCIES[AGENCY_BY_CHARTER[charter]];
}

/** The agency named on an organisation's notices, from its brand data. */
export function ecoaAgencyOf(org: PrivateLabelData): EcoaAgency {
  return ecoaAgencyFor(org.orgMetaData.companyInfo);
}

/** "National Credit Union Administration, Office of Consumer Financial Protection, 1775 Duke Street, ..." */
export function ecoaAgencyLine(agency: EcoaAgency): string {
  return [agency.name, agency.office, ...postalAddressLines(agency.address)].filter(Boolean).join(', ');
}
