import { describe, expect, it } from 'vitest';
import { ALL_BRANDS, toPrivateLabelData } from './brand-registry';
import { logoSvg, MARK_SHAPES, markShapeOf, wordmarkLines } from './logo';

const data = ALL_BRANDS.map((brand) => toPrivateLabelData(brand, 'http://localhost'));

function attr(svg: string, name: string): number {
  return Number(new RegExp(`<svg[^>]* ${name}="(\\d+)"`).exec(svg)?.[1]);
}

describe('generated brand logos', () => {
  it('split the name into the distinctive part and the kind of lender', () => {
    expect(wordmarkLines('Summit Ridge Credit Union')).toEqual(['Summit Ridge', 'CREDIT UNION']);
    expect(wordmarkLines('Hearth Home Lending')).toEqual(['Hearth', 'HOME LENDING']);
    expect(wordmarkLines('Beacon Hill Bank and Trust')).toEqual(['Beacon Hill', 'BANK AND TRUST']);
    // a name made only of descriptors keeps its first word on the first line
    expect(wordmarkLines('Home Lending')).toEqual(['Home', 'LENDING']);
    expect(wordmarkLines('Lodestar')).toEqual(['Lodestar', '']);
  });

  it('are legible: 48 px high with the name set at 22 px or more, not a 9 px wordmark', () => {
    for (const org of data) {
      const svg = logoSvg(org);
      expect(attr(svg, 'height')).toBe(48);
      expect(svg).toMatch(/font-size="2[24]"/);
      expect(attr(svg, 'width'), org.orgCode).toBeGreaterThan(100);
      expect(attr(svg, 'width'), org.orgCode).toBeLessThan(330);
    }
  });

  it('draw the mark in the primary and accent colours and the wordmark in the brand typeface', () => {
    const summit = data.find((o) => o.orgCode === 'SUMMITCU');
    const hearth = data[0];
    if (!summit || !hearth) throw new Error('seed brands missing');
    const svg = logoSvg(summit);
    expect(svg).toContain('fill="#0b5394"');
    expect(svg).toContain('#38761d');
    expect(svg).toContain('Avenir');
    expect(logoSvg(hearth)).toContain('Charter');
    expect(markShapeOf('Summit Ridge Credit Union', 'SUMMITCU')).toBe('peak');
    expect(markShapeOf('Hearth Home Lending', 'HEARTH')).toBe('house');
  });

  it('vary the mark across the seeded brands instead of one monogram badge', () => {
    const shapes = new Set(ALL_BRANDS.map((b) => markShapeOf(b.companyName, b.orgCode)));
    expect(shapes.size).toBeGreaterThanOrEqual(MARK_SHAPES.length - 1);
    const distinct = new Set(data.map((org) => logoSvg(org)));
    // channels of one lender share a name and colours, so they share the logo
    expect(distinct.size).toBeGreaterThan(data.length - 3);
  });

  it('escape the name so no value can break out of the markup', () => {
    const org = structuredClone(data[1]);
    if (!org) throw new Error('no partner');
    org.orgMetaData.companyInfo.companyName = 'Evil <script> & "Co"';
    const svg = logoSvg(org);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });
});
