import { describe, expect, it } from 'vitest';
import {
  brandCssVariables,
  brandLogoPath,
  createOrganizationRegistry,
  creditorOf,
  DEFAULT_ORG_CODE,
  DEFAULT_REGIONAL_LINKS,
  FOOTER_LIMITS,
  isMainBrand,
  legalLinks,
  normalizeHost,
  type PrivateLabelData,
  postalAddressLines,
  privateLabelDataSchema,
  regionalLinks,
  resolveOrganization,
  resolveOrganizationWithSource,
  sameLender,
  servesOnlyNewYork,
  termsLinkLabel,
} from './brands';
import { ERROR_MESSAGES } from './errors';

function org(
  code: string,
  overrides: Partial<PrivateLabelData['orgMetaData']['companyInfo']> = {},
): PrivateLabelData {
  return {
    baseUrl: `https://${code.toLowerCase()}.example`,
    canonicalOrgCode: code,
    orgBrand: code.toLowerCase(),
    orgCode: code,
    orgMetaData: {
      companyInfo: {
        companyName: `${code} Lending`,
        supportPhone: '(800) 555-0100',
        supportEmail: 'help@example.com',
        logoUrl: `/brands/${code.toLowerCase()}/logo.svg`,
        colors: { primary: '#123456', primaryContrast: '#ffffff', accent: '#abcdef' },
        ...overrides,
      },
      products: { heloc: { enabled: true } },
    },
  };
}

const hearth = org(DEFAULT_ORG_CODE);
const acme = org('ACME', { partnerType: 'MORTGAGE_COMPANY' });
const cu = org('CU1', { partnerType: 'CREDIT_UNION' });
const registry = createOrganizationRegistry([hearth, acme, cu], {
  'acme.localhost': 'ACME',
  'Apply.Acme-Mortgage.com': 'ACME',
  'cu1.localhost': 'CU1',
});

describe('resolveOrganization', () => {
  it.each([
    [{ host: 'acme.localhost:8080' }, 'ACME', 'host'],
    [{ host: 'APPLY.acme-mortgage.COM' }, 'ACME', 'host'],
    [{ host: 'apply.acme-mortgage.com.' }, 'ACME', 'host'],
    [{ host: 'acme.localhost', orgParam: 'CU1' }, 'ACME', 'host'],
    [{ host: 'unknown.example', orgParam: 'CU1' }, 'CU1', 'org-param'],
    [{ host: 'unknown.example', orgParam: 'cu1' }, 'CU1', 'org-param'],
    [{ host: null, orgParam: 'NOPE', dataBlock: org('BLOCK') }, 'BLOCK', 'data-block'],
    [{ orgParam: 'NOPE', dataBlock: { broken: true } }, DEFAULT_ORG_CODE, 'default'],
    [{}, DEFAULT_ORG_CODE, 'default'],
    [{ host: '[::1]:8080' }, DEFAULT_ORG_CODE, 'default'],
  ])('%j -> %s via %s', (input, code, source) => {
    const resolved = resolveOrganizationWithSource(input, registry);
    expect(resolved.org.orgCode).toBe(code);
    expect(resolved.source).toBe(source);
    expect(resolveOrganization(input, registry).orgCode).toBe(code);
  });

  it('fails loudly when even the default is missing', () => {
    const empty = createOrganizationRegistry([], {});
    expect(() => resolveOrganization({}, empty)).toThrow(ERROR_MESSAGES.noPrivateLabelData);
  });

  it('falls through when a host maps to a code with no data', () => {
    const dangling = createOrganizationRegistry([hearth], { 'x.example': 'GONE' });
    expect(resolveOrganizationWithSource({ host: 'x.example' }, dangling).source).toBe('default');
  });

  it.each([
    ['Brand.Example.COM:8080', 'brand.example.com'],
    ['  localhost  ', 'localhost'],
    ['[::1]:443', '[::1]'],
    ['[::1', '[::1'],
  ])('normalizes %j to %j', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });
});

describe('legal links', () => {
  it.each([
    [{}, '/privacy', '/terms'],
    [
      { privacyUrl: 'https://acme.example/privacy', termsUrl: 'http://acme.example/terms' },
      'https://acme.example/privacy',
      'http://acme.example/terms',
    ],
    [{ privacyUrl: 'acme.example/privacy', termsUrl: 'javascript:alert(1)' }, '/privacy', '/terms'],
    [{ privacyUrl: '', termsUrl: '/custom-terms' }, '/privacy', '/terms'],
  ])('%j -> %s, %s', (info, privacy, terms) => {
    const links = legalLinks(org('X', info));
    expect(links.privacyUrl).toBe(privacy);
    expect(links.termsUrl).toBe(terms);
    expect(links.licensesUrl).toBe('/licenses');
  });

  it('prefers a valid product-level URL', () => {
    const o = org('X', { termsUrl: 'https://x.example/terms' });
    o.orgMetaData.products.heloc = {
      enabled: true,
      termsUrl: 'https://x.example/heloc-terms',
      privacyUrl: 'nope',
    };
    expect(legalLinks(o)).toMatchObject({
      termsUrl: 'https://x.example/heloc-terms',
      privacyUrl: '/privacy',
    });
  });

  it('uses a valid licenses URL', () => {
    expect(legalLinks(org('X', { licensesUrl: 'https://x.example/licenses' })).licensesUrl).toBe(
      'https://x.example/licenses',
    );
  });
});

describe('terms link label', () => {
  it.each([
    [acme, 'Terms of Use'],
    [cu, 'Terms of Service'],
    [hearth, 'Terms of Service'],
    [org('B', { partnerType: 'BANK' }), 'Terms of Service'],
    [org('D', { partnerType: 'DIRECT' }), 'Terms of Service'],
  ])('%#', (o, label) => {
    expect(termsLinkLabel(o)).toBe(label);
  });
});

describe('brand data', () => {
  it('validates with the schema, including pricing data', () => {
    const o = {
      ...acme,
      orgPricingData: { rateSheetKey: 'standard', marginAdjustment: -0.25, maxOriginationFeePercent: 2.99 },
    };
    expect(privateLabelDataSchema.safeParse(o).success).toBe(true);
    expect(
      privateLabelDataSchema.safeParse({
        ...o,
        orgPricingData: { ...o.orgPricingData, maxOriginationFeePercent: 5 },
      }).success,
    ).toBe(false);
    expect(
      privateLabelDataSchema.safeParse(
        org('X', { colors: { primary: 'red', primaryContrast: '#fff', accent: '#000' } }),
      ).success,
    ).toBe(false);
  });

  it('themes by CSS variables and keys the logo by brand', () => {
    expect(brandCssVariables(acme)).toEqual({
      '--brand-primary': '#123456',
      '--brand-primary-contrast': '#ffffff',
      '--brand-accent': '#abcdef',
    });
    expect(brandLogoPath('Acme')).toBe('/brands/acme/logo.svg');
  });

  it('knows the main brand', () => {
    expect(isMainBrand(hearth)).toBe(true);
    expect(isMainBrand(acme)).toBe(false);
  });

  it('states the footer limits in cents and percent', () => {
    expect(FOOTER_LIMITS.minLoanAmountCents).toBe(15_000_00);
    expect(FOOTER_LIMITS.maxLoanAmountCents).toBe(400_000_00);
    expect(FOOTER_LIMITS.maxOriginationFeePercent).toBe(4.99);
  });
});

describe('regional links', () => {
  const withHeloc = (heloc: PrivateLabelData['orgMetaData']['products'][string]): PrivateLabelData => ({
    ...acme,
    orgMetaData: { ...acme.orgMetaData, products: { heloc } },
  });

  it('uses the defaults when the brand names no partner and no New York site', () => {
    expect(regionalLinks(acme)).toEqual({
      hawaiiPartner: DEFAULT_REGIONAL_LINKS.hawaiiPartner,
      stateMismatchSiteUrl: DEFAULT_REGIONAL_LINKS.newYorkSiteUrl,
    });
  });

  it("uses the brand's own partner and New York site", () => {
    const org = withHeloc({
      enabled: true,
      hawaiiPartner: { name: 'Koa Credit Union', url: ' https://koa.example/heloc ' },
      newYorkSiteUrl: 'https://ny.acme.example',
    });
    expect(regionalLinks(org)).toEqual({
      hawaiiPartner: { name: 'Koa Credit Union', url: 'https://koa.example/heloc' },
      stateMismatchSiteUrl: 'https://ny.acme.example',
    });
  });

  it('sends a New York-only site to the site for other states', () => {
    const ny = withHeloc({
      enabled: true,
      eligibleStates: ['NY'],
      otherStatesSiteUrl: 'https://acme.example',
    });
    expect(servesOnlyNewYork(ny.orgMetaData.products.heloc)).toBe(true);
    expect(regionalLinks(ny).stateMismatchSiteUrl).toBe('https://acme.example');
    const nyDefault = withHeloc({ enabled: true, eligibleStates: ['ny'] });
    expect(regionalLinks(nyDefault).stateMismatchSiteUrl).toBe(DEFAULT_REGIONAL_LINKS.otherStatesSiteUrl);
    expect(servesOnlyNewYork({ eligibleStates: ['NY', 'NJ'] })).toBe(false);
    expect(servesOnlyNewYork(undefined)).toBe(false);
  });

  it('falls back when a configured URL is not http(s), as legal links do', () => {
    const org = withHeloc({
      enabled: true,
      hawaiiPartner: { name: 'Koa', url: 'koa.example' },
      newYorkSiteUrl: 'javascript:alert(1)',
    });
    expect(regionalLinks(org)).toEqual({
      hawaiiPartner: DEFAULT_REGIONAL_LINKS.hawaiiPartner,
      stateMismatchSiteUrl: DEFAULT_REGIONAL_LINKS.newYorkSiteUrl,
    });
  });
});

describe('creditorOf', () => {
  it('names the legal entity and its mailing address, else the company name', () => {
    const mailingAddress = { street1: '1 Main St', city: 'Denver', state: 'CO', zip: '80202' };
    const named = org('LEGAL', { legalName: 'Legal Lending, LLC', mailingAddress });
    expect(creditorOf(named)).toEqual({
      name: 'Legal Lending, LLC',
      address: mailingAddress,
      phone: '(800) 555-0100',
    });
    expect(creditorOf(acme)).toEqual({ name: 'ACME Lending', address: null, phone: '(800) 555-0100' });
  });

  it('prints an address as a letter does', () => {
    expect(
      postalAddressLines({
        street1: '1 Main St',
        street2: ' Suite 4 ',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
      }),
    ).toEqual(['1 Main St, Suite 4', 'Denver, CO 80202']);
    expect(
      postalAddressLines({ street1: '1 Main St', street2: '', city: 'Denver', state: 'CO', zip: '80202' })[0],
    ).toBe('1 Main St');
  });

  it('rejects a mailing address that could not be posted to', () => {
    const bad = org('BAD', {
      mailingAddress: { street1: '1 Main St', city: 'Denver', state: 'Colorado', zip: '80202' },
    });
    expect(privateLabelDataSchema.safeParse(bad).success).toBe(false);
    const zip4 = org('ZIP4', {
      mailingAddress: { street1: '1 Main St', city: 'Denver', state: 'CO', zip: '80202-1234' },
    });
    expect(privateLabelDataSchema.safeParse(zip4).success).toBe(true);
  });
});

describe('sameLender', () => {
  it('joins the channels of one canonical organisation and nothing else', () => {
    const lender = org('SUMMITCU');
    const channel = { ...org('SUMMITCU_MEMBERS'), canonicalOrgCode: 'SUMMITCU' };
    expect(sameLender(lender, channel)).toBe(true);
    expect(sameLender(channel, lender)).toBe(true);
    expect(sameLender(lender, lender)).toBe(true);
    expect(sameLender(lender, org('PORCHLIGHT'))).toBe(false);
  });
});
