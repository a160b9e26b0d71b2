import { DEFAULT_ORG_CODE, legalLinks, privateLabelDataSchema, termsLinkLabel } from '@hearth/domain/brands';
import { describe, expect, it } from 'vitest';
import { ALL_BRANDS, brandHosts, PARTNER_BRANDS, toPrivateLabelData } from './brand-registry';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

const data = ALL_BRANDS.map((brand, index) => toPrivateLabelData(brand, index, 'https://example.test'));

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
    const failing = ALL_BRANDS.filter((b) => contrastWithWhite(b.primary) < 4.5).map(
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
});
