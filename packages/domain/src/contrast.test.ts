import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, parseHexColor, relativeLuminance } from './contrast';

describe('WCAG contrast', () => {
  it('parses #rgb and #rrggbb and rejects anything else', () => {
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('0b5cad')).toEqual({ r: 11, g: 92, b: 173 });
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor('red')).toBeNull();
  });

  it('gives the WCAG reference figures', () => {
    const black = { r: 0, g: 0, b: 0 };
    const white = { r: 255, g: 255, b: 255 };
    expect(relativeLuminance(white)).toBeCloseTo(1, 6);
    expect(contrastRatio(black, white)).toBeCloseTo(21, 6);
    expect(contrastRatio(white, black)).toBeCloseTo(21, 6);
    // #767676 on white is the lightest grey that passes AA for normal text
    const grey = parseHexColor('#767676');
    expect(grey && contrastRatio(grey, white)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    const lighter = parseHexColor('#777777');
    expect(lighter && contrastRatio(lighter, white)).toBeLessThan(MIN_TEXT_CONTRAST);
  });
});
