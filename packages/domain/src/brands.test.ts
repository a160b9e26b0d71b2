import { describe, expect, it } from 'vitest';
import {
  brandCssVariables,
  brandLogoPath,
  createOrganizationRegistry,
  DEFAULT_ORG_CODE,
  FOOTER_LIMITS,
  isMainBrand,
  legalLinks,
  normalizeHost,
  type PrivateLabelData,
  privateLabelDataSchema,
  resolveOrganization,
  resolveOrganizationWithSource,
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
