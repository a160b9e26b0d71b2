import { contrastRatio, MIN_TEXT_CONTRAST, parseHexColor } from '@hearth/domain/contrast';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBrandToPage } from '@/lib/brand/apply-brand';
import {
  DATA_BLOCK_ID,
  MissingPrivateLabelDataError,
  readPrivateLabelData,
  telHref,
  toBrand,
} from '@/lib/brand/private-label-data';
import { brandTheme, DARK_TEXT } from '@/lib/brand/theme';
import { privateLabelDataFixture } from '@/testing/brand-fixture';

function renderDataBlock(content: string) {
  const script = document.createElement('script');
  script.id = DATA_BLOCK_ID;
  script.type = 'application/json';
  script.textContent = content;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById(DATA_BLOCK_ID)?.remove();
  document.documentElement.removeAttribute('style');
  document.title = '';
});

describe('reading the private-label data block', () => {
  it('returns the validated brand the server rendered', () => {
    renderDataBlock(JSON.stringify(privateLabelDataFixture()));
    expect(readPrivateLabelData().orgMetaData.companyInfo.companyName).toBe('Harbor Mortgage Co.');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '{oops'],
    ['missing company info', JSON.stringify({ orgCode: 'X' })],
  ])('reports "No private label data found" when the block is %s', (_label, content) => {
    if (content !== null) renderDataBlock(content);
    expect(() => readPrivateLabelData()).toThrowError(MissingPrivateLabelDataError);
    expect(() => readPrivateLabelData()).toThrowError('No private label data found');
  });
});

describe('brand theming', () => {
  it('sets the CSS custom properties and the document title from the brand', () => {
    applyBrandToPage(toBrand(privateLabelDataFixture()));
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand-primary')).toBe('#0b5394');
    expect(style.getPropertyValue('--brand-on-primary')).toBe('#ffffff');
    expect(style.getPropertyValue('--brand-accent')).toBe('#f1c232');
    expect(style.getPropertyValue('--brand-link')).toBe('#0b5394');
    expect(document.title).toBe('Harbor Mortgage Co.');
  });

  it('falls back to readable text colours when brand colours fail contrast', () => {
    const brand = toBrand(
      privateLabelDataFixture({
        colors: { primary: '#ffd700', primaryContrast: '#ffffff', accent: '#ffd700' },
      }),
    );
    // White on gold is about 1.4:1; gold links on white the same.
    expect(brand.theme['--brand-on-primary']).toBe(DARK_TEXT);
    expect(brand.theme['--brand-link']).toBe(DARK_TEXT);
  });

  it('sets the typeface the brand chose, and the device sans-serif when it chose none', () => {
    applyBrandToPage(toBrand(privateLabelDataFixture({ typeface: 'serif' })));
    expect(document.documentElement.dataset.typeface).toBe('serif');
    applyBrandToPage(toBrand(privateLabelDataFixture()));
    expect(document.documentElement.dataset.typeface).toBe('system');
  });

  it.each([
    ['navy and green', '#1f3a5f', '#2f6f5e'],
    ['blue and gold', '#0b5394', '#f1c232'],
    ['gold and pale lime', '#ffd700', '#bef264'],
    ['dark grey and sky', '#1e293b', '#38bdf8'],
  ])('derives tints and an accent text colour that keep AA contrast (%s)', (_name, primary, accent) => {
    const theme = brandTheme({ primary, primaryContrast: '#ffffff', accent });
    const ratio = (a: string, b: string) => contrastRatio(parseHexColor(a)!, parseHexColor(b)!);
    expect(ratio(theme['--brand-link'], theme['--brand-primary-soft'])).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(ratio(DARK_TEXT, theme['--brand-primary-soft'])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(ratio(theme['--brand-accent-strong'], '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(ratio(theme['--brand-accent-strong'], theme['--brand-accent-soft'])).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    // the tints are tints, not white, so two brands' pages differ
    expect(theme['--brand-accent-soft']).not.toBe('#ffffff');
  });

  it('picks white text on a dark primary whose contrast colour is too dark', () => {
    const brand = toBrand(
      privateLabelDataFixture({
        colors: { primary: '#202020', primaryContrast: '#333333', accent: '#202020' },
      }),
    );
    expect(brand.theme['--brand-on-primary']).toBe('#ffffff');
  });
});

describe('brand view', () => {
  it('uses "Terms of Use" for mortgage-company partners and the lender URL when it is http(s)', () => {
    const brand = toBrand(
      privateLabelDataFixture({ termsUrl: 'https://harbor.example/terms', privacyUrl: 'ftp://x' }),
    );
    expect(brand.termsLabel).toBe('Terms of Use');
    expect(brand.termsUrl).toBe('https://harbor.example/terms');
    expect(brand.privacyUrl).toBe('/privacy');
  });

  it('uses "Terms of Service" for other partners', () => {
    expect(toBrand(privateLabelDataFixture({ partnerType: 'CREDIT_UNION' })).termsLabel).toBe(
      'Terms of Service',
    );
  });

  it('builds tel: links from display numbers', () => {
    expect(telHref('(800) 555-0199')).toBe('tel:+18005550199');
  });
});
