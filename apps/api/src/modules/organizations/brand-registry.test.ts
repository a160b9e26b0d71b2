import {
  creditorOf,
  DEFAULT_ORG_CODE,
  DEFAULT_REGIONAL_LINKS,
  legalLinks,
  postalAddressSchema,
  privateLabelDataSchema,
  regionalLinks,
  termsLinkLabel,
} from '@hearth/domain/brands';
import { contrastRatio, MIN_TEXT_CONTRAST, parseHexColor } from '@hearth/domain/contrast';
import { CHARTERS_BY_PARTNER_TYPE, ecoaAgencyOf } from '@hearth/domain/ecoa-agencies';
import { describe, expect, it } from 'vitest';
import { ALL_BRANDS, brandHosts, PARTNER_BRANDS, toPrivateLabelData } from './brand-registry';

const WHITE = { r: 255, g: 255, b: 255 };
const contrastWithWhite = (hex: string) => {
  const color = parseHexColor(hex);
  if (!color) throw new Error(`not a colour: ${hex}`);
  return contrastRatio(color, WHITE);
};

const data = ALL_BRANDS.map((brand) => toPrivateLabelData(brand, 'https://example.test'));

describe('brand registry', () => {
  it('holds the main brand plus about 60 partners with unique codes, keys and hosts', () => {
    expect(ALL_BRANDS[0]?.orgCode).toBe(DEFAULT_ORG_CODE);
    expect(PARTNER_BRANDS.length).toBeGreaterThanOrEqual(55);
    expect(new Set(ALL_BRANDS.map((b) => b.orgCode)).size).toBe(ALL_BRANDS.length);
    expect(new Set(ALL_BRANDS.map((b) => b.brandKey)).size).toBe(ALL_BRANDS.length);
    const hosts = ALL_BRANDS.flatMap(brandHosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const brand of PARTNER_BRANDS) expect(brandHosts(brand)).toContain(`${brand.brandKey}.localhost`);
  });

  it('gives every brand valid private-label data', () => {
    for (const org of data) expect(privateLabelDataSchema.safeParse(org).success).toBe(true);
  });

  it('keeps white text on every primary colour at WCAG AA (4.5:1)', () => {
    const failing = ALL_BRANDS.filter((b) => contrastWithWhite(b.primary) < MIN_TEXT_CONTRAST).map(
      (b) => `${b.orgCode} ${b.primary}`,
    );
    expect(failing).toEqual([]);
  });

  it('uses fictional support numbers and reserved domains', () => {
    for (const org of data.slice(1)) {
      expect(org.orgMetaData.companyInfo.supportPhone).toMatch(/^\(800\) 555-01\d{2}$/);
      expect(org.orgMetaData.companyInfo.supportEmail).toMatch(/@[a-z0-9]+\.example$/);
    }
    const phones = data.map((o) => o.orgMetaData.companyInfo.supportPhone);
    expect(new Set(phones).size).toBe(phones.length);
  });

  it("keeps each lender's NMLS number and support line with its row, wherever the row stands", () => {
    // Issue 18 item 12: these were derived from the row's position, so a brand inserted mid-list changed them.
    const nmls = ALL_BRANDS.map((brand) => brand.nmls);
    expect(new Set(nmls).size).toBe(nmls.length);
    for (const value of nmls) expect(value).toMatch(/^\d{6,7}$/);
    const summit = PARTNER_BRANDS.find((brand) => brand.orgCode === 'SUMMITCU');
    expect(summit).toMatchObject({ nmls: '400100', supportPhone: '(800) 555-0101' });
    const reordered = [...ALL_BRANDS]
      .reverse()
      .map((brand) => toPrivateLabelData(brand, 'https://example.test'));
    for (const org of reordered) {
      const row = ALL_BRANDS.find((brand) => brand.orgCode === org.orgCode);
      expect(org.orgMetaData.companyInfo).toMatchObject({ nmls: row?.nmls, supportPhone: row?.supportPhone });
    }
  });

  it('mixes valid and invalid legal URLs so the fallback to /privacy and /terms is exercised', () => {
    const links = data.map((org) => legalLinks(org));
    expect(links.some((l) => l.privacyUrl.startsWith('https://'))).toBe(true);
    const invalid = data.filter((org) => org.orgMetaData.companyInfo.privacyUrl === 'privacy-policy.html');
    expect(invalid.length).toBeGreaterThan(3);
    for (const org of invalid)
      expect(legalLinks(org)).toMatchObject({ privacyUrl: '/privacy', termsUrl: '/terms' });
  });

  it('labels terms per partner type and prices through a known rate sheet', () => {
    const labels = new Set(data.map(termsLinkLabel));
    expect(labels).toEqual(new Set(['Terms of Use', 'Terms of Service']));
    for (const org of data) {
      expect(['standard', 'credit-union', 'mortgage-partner']).toContain(org.orgPricingData?.rateSheetKey);
      expect(org.orgMetaData.companyInfo.logoUrl).toBe(`/cdn/brands/${org.orgBrand}/logo.svg`);
    }
  });

  it('names a creditor with a legal name and a postable mailing address for every brand', () => {
    for (const org of data) {
      const creditor = creditorOf(org);
      expect(creditor.name.length).toBeGreaterThan(3);
      expect(postalAddressSchema.safeParse(creditor.address).success, org.orgCode).toBe(true);
    }
    const byCode = new Map(data.map((org) => [org.orgCode, org]));
    // A member channel is the same lender: same legal entity, same address.
    const [channel, lender] = ['SUMMITCU_MEMBERS', 'SUMMITCU'].map((code) => {
      const org = byCode.get(code);
      if (!org) throw new Error(`${code} is missing from the registry`);
      return creditorOf(org);
    });
    expect(channel?.name).toBe(lender?.name);
    expect(channel?.address).toEqual(lender?.address);
    expect(byCode.get('PORCHLIGHT')?.orgMetaData.companyInfo.legalName).toBe('Porchlight Mortgage, LLC');
    expect(byCode.get(DEFAULT_ORG_CODE)?.orgMetaData.companyInfo.mailingAddress?.city).toBe('Denver');
  });

  it('links every brand to an https Hawaii partner and New York site, with per-brand values and defaults', () => {
    const links = new Map(data.map((org) => [org.orgCode, regionalLinks(org)]));
    for (const [code, link] of links) {
      expect(link.hawaiiPartner.url, code).toMatch(/^https:\/\/[a-z0-9.-]+\.example\//);
      expect(link.stateMismatchSiteUrl, code).toMatch(/^https:\/\/[a-z0-9.-]+\.example\//);
    }
    expect(links.get('SUMMITCU')?.hawaiiPartner.name).toBe('Koa Federal Credit Union');
    expect(links.get('FIRSTHARVEST')?.hawaiiPartner).toEqual(DEFAULT_REGIONAL_LINKS.hawaiiPartner);
    expect(links.get('TRUENORTHMTG')?.stateMismatchSiteUrl).toContain('truenorthmortgagecompany.example');
    expect(links.get('PORCHLIGHT')?.stateMismatchSiteUrl).toBe(DEFAULT_REGIONAL_LINKS.newYorkSiteUrl);
  });

  it('gives every brand a charter its partner type can have, and so the agency its ECOA notices name', () => {
    for (const org of data) {
      const { partnerType, charter } = org.orgMetaData.companyInfo;
      expect(CHARTERS_BY_PARTNER_TYPE[partnerType ?? 'DIRECT'], org.orgCode).toContain(charter);
    }
    const agencies = (type: string) =>
      new Set(
        data
          .filter((org) => org.orgMetaData.companyInfo.partnerType === type)
          .map((org) => ecoaAgencyOf(org).code),
      );
    // Credit unions answer to the NCUA, save one over $10 billion; banks to their charter's regulator or the CFPB.
    expect(agencies('CREDIT_UNION')).toEqual(new Set(['NCUA', 'CFPB']));
    expect(agencies('BANK')).toEqual(new Set(['OCC', 'FRB', 'FDIC', 'CFPB']));
    expect(agencies('MORTGAGE_COMPANY')).toEqual(new Set(['CFPB']));
    expect(agencies('DIRECT')).toEqual(new Set(['CFPB']));
    const byCode = new Map(data.map((org) => [org.orgCode, org]));
    const agencyOf = (code: string) => {
      const org = byCode.get(code);
      if (!org) throw new Error(`${code} is missing from the registry`);
      return ecoaAgencyOf(org).code;
    };
    expect(agencyOf('PRAIRIEFCU')).toBe('NCUA');
    expect(agencyOf('TIDEWATERCU')).toBe('CFPB');
    expect(agencyOf('HARTWELLBANK')).toBe('OCC');
    expect(agencyOf('COPPERTOWN')).toBe('FDIC');
    expect(agencyOf('BEACONBANK')).toBe('CFPB');
    // A member channel is the same credit union.
    expect(agencyOf('SUMMITCU_MEMBERS')).toBe(agencyOf('SUMMITCU'));
  });
});
