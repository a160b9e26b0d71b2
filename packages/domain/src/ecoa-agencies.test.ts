import { describe, expect, it } from 'vitest';
import {
  CHARTERS,
  type Charter,
  companyInfoSchema,
  ECOA_AGENCY_CODES,
  PARTNER_TYPES,
  type PrivateLabelData,
  postalAddressSchema,
} from './brands';
import {
  CHARTERS_BY_PARTNER_TYPE,
  DEFAULT_CHARTER,
  ECOA_AGENCIES,
  ecoaAgencyFor,
  ecoaAgencyLine,
  ecoaAgencyOf,
} from './ecoa-agencies';

const agencyOf = (charter: Charter, assetsOverTenBillion?: boolean) =>
  ecoaAgencyFor({ charter, assetsOverTenBillion }).code;

describe('ecoaAgencyFor', () => {
  it.each([
    ['NATIONAL_BANK', 'OCC'],
    ['FEDERAL_SAVINGS_ASSOCIATION', 'OCC'],
    ['STATE_MEMBER_BANK', 'FRB'],
    ['STATE_NONMEMBER_BANK', 'FDIC'],
    ['STATE_SAVINGS_ASSOCIATION', 'FDIC'],
    ['FEDERAL_CREDIT_UNION', 'NCUA'],
    ['STATE_CREDIT_UNION', 'NCUA'],
    ['NON_BANK', 'CFPB'],
  ] as const)('names the regulator of a %s: %s', (charter, agency) => {
    expect(agencyOf(charter)).toBe(agency);
  });

  it('names the CFPB for any depository institution over $10 billion in assets', () => {
    for (const charter of CHARTERS) expect(agencyOf(charter, true), charter).toBe('CFPB');
    expect(agencyOf('STATE_MEMBER_BANK', false)).toBe('FRB');
  });

  it("takes the partner type's usual charter when brand data names none", () => {
    expect(ecoaAgencyFor({ partnerType: 'CREDIT_UNION' }).code).toBe('NCUA');
    expect(ecoaAgencyFor({ partnerType: 'BANK' }).code).toBe('FDIC');
    expect(ecoaAgencyFor({ partnerType: 'MORTGAGE_COMPANY' }).code).toBe('CFPB');
    expect(ecoaAgencyFor({ partnerType: 'DIRECT' }).code).toBe('CFPB');
    // Brand data from before partner types existed: a non-bank lender, as every notice said until now.
    expect(ecoaAgencyFor({}).code).toBe('CFPB');
    // A charter wins over the partner type's default.
    expect(ecoaAgencyFor({ partnerType: 'BANK', charter: 'NATIONAL_BANK' }).code).toBe('OCC');
  });

  it('lets brand data name the agency outright (a non-bank whose counsel names the FTC)', () => {
    expect(ecoaAgencyFor({ partnerType: 'MORTGAGE_COMPANY', ecoaAgency: 'FTC' }).code).toBe('FTC');
    expect(
      ecoaAgencyFor({ charter: 'NATIONAL_BANK', assetsOverTenBillion: true, ecoaAgency: 'OCC' }).code,
    ).toBe('OCC');
  });

  it('gives each partner type a default charter it may have', () => {
    for (const type of PARTNER_TYPES) expect(CHARTERS_BY_PARTNER_TYPE[type]).toContain(DEFAULT_CHARTER[type]);
    const allowed = new Set(Object.values(CHARTERS_BY_PARTNER_TYPE).flat());
    expect(allowed).toEqual(new Set(CHARTERS));
  });
});

describe('ECOA_AGENCIES', () => {
  it('holds a postable address for every agency, keyed by its own code', () => {
    for (const code of ECOA_AGENCY_CODES) {
      expect(ECOA_AGENCIES[code].code).toBe(code);
      expect(postalAddressSchema.safeParse(ECOA_AGENCIES[code].address).success, code).toBe(true);
    }
  });

  it('prints the agency on one line, office and address included (Regulation B Appendix A)', () => {
    expect(ecoaAgencyLine(ECOA_AGENCIES.NCUA)).toBe(
      'National Credit Union Administration, Office of Consumer Financial Protection, 1775 Duke Street, ' +
        'Alexandria, VA 22314',
    );
    expect(ecoaAgencyLine(ECOA_AGENCIES.OCC)).toBe(
      'Office of the Comptroller of the Currency, Customer Assistance Group, P.O. Box 53570, Houston, TX 77052',
    );
    expect(ecoaAgencyLine(ECOA_AGENCIES.FRB)).toBe(
      'Federal Reserve Consumer Help Center, P.O. Box 1200, Minneapolis, MN 55480',
    );
    expect(ecoaAgencyLine(ECOA_AGENCIES.FDIC)).toBe(
      'Federal Deposit Insurance Corporation, Consumer Response Center, 1100 Walnut Street, Box #11, ' +
        'Kansas City, MO 64106',
    );
    expect(ecoaAgencyLine(ECOA_AGENCIES.CFPB)).toBe(
      'Consumer Financial Protection Bureau, 1700 G Street NW, Washington, DC 20552',
    );
  });
});

describe('ecoaAgencyOf', () => {
  const org = (companyInfo: Partial<PrivateLabelData['orgMetaData']['companyInfo']>): PrivateLabelData => ({
    baseUrl: 'https://cu.example',
    canonicalOrgCode: 'CU',
    orgBrand: 'cu',
    orgCode: 'CU',
    orgMetaData: {
      companyInfo: {
        companyName: 'Example Credit Union',
        supportPhone: '(800) 555-0100',
        supportEmail: 'help@cu.example',
        logoUrl: '/brands/cu/logo.svg',
        colors: { primary: '#123456', primaryContrast: '#ffffff', accent: '#abcdef' },
        ...companyInfo,
      },
      products: {},
    },
  });

  it("reads the organisation's partner type, charter, size and choice", () => {
    expect(ecoaAgencyOf(org({ partnerType: 'CREDIT_UNION', charter: 'STATE_CREDIT_UNION' })).code).toBe(
      'NCUA',
    );
    expect(ecoaAgencyOf(org({ partnerType: 'BANK', charter: 'STATE_MEMBER_BANK' })).code).toBe('FRB');
    expect(ecoaAgencyOf(org({ partnerType: 'BANK', assetsOverTenBillion: true })).code).toBe('CFPB');
  });

  it('rejects a charter or agency the schema does not know', () => {
    const info = org({}).orgMetaData.companyInfo;
    expect(companyInfoSchema.safeParse({ ...info, charter: 'CREDIT_UNION' }).success).toBe(false);
    expect(companyInfoSchema.safeParse({ ...info, ecoaAgency: 'SEC' }).success).toBe(false);
    expect(
      companyInfoSchema.safeParse({ ...info, charter: 'NATIONAL_BANK', ecoaAgency: 'OCC' }).success,
    ).toBe(true);
  });
});
