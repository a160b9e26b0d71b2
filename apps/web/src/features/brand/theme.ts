import { contrastRatio, MIN_TEXT_CONTRAST, parseHexColor } from '@hearth/domain/contrast';

/** Used whenever a brand colour would make text unreadable (WCAG 2.1 AA). */
export const DARK_TEXT = '#1a1f2b';
export const LIGHT_TEXT = '#ffffff';
const FALLBACK_PRIMARY = '#1f3a5f';
const PAGE_BACKGROUND = '#ffffff';

export type BrandColors = { primary: string; primaryContrast: string; accent: string };

export type BrandTheme = {
  '--brand-primary': string;
  '--brand-on-primary': string;
  '--brand-accent': string;
  '--brand-link': string;
};

function readable(foreground: string, background: string): boolean {
  const fg = parseHexColor(foreground);
  const bg = parseHexColor(background);
  return fg !== null && bg !== null && contrastRatio(fg, bg) >= MIN_TEXT_CONTRAST;
}

/** Dark or white text, whichever reads better on `background`. */
function bestTextOn(background: string): string {
  const bg = parseHexColor(background);
  if (!bg) return DARK_TEXT;
  const dark = parseHexColor(DARK_TEXT)!;
  const light = parseHexColor(LIGHT_TEXT)!;
  return contrastRatio(dark, bg) >= contrastRatio(light, bg) ? DARK_TEXT : LIGHT_TEXT;
}

/**
 * Turns a brand's colours into the CSS custom properties of the shell. Button text keeps the brand's
 * contrast colour only when it passes AA on the primary colour; links use the primary colour only
 * when it passes AA on white, else the dark text colour.
 */
export function brandTheme(colors: BrandColors): BrandTheme {
  const primary = parseHexColor(colors.primary) ? colors.primary : FALLBACK_PRIMARY;
  const onPrimary = readable(colors.primaryContrast, primary) ? colors.primaryContrast : bestTextOn(primary);
  const accent = parseHexColor(colors.accent) ? colors.accent : primary;
  const link = readable(primary, PAGE_BACKGROUND) ? primary : DARK_TEXT;
  return {
    '--brand-primary': primary,
    '--brand-on-primary': onPrimary,
    '--brand-accent': accent,
    '--brand-link': link,
  };
}

/** Sets the properties through the CSSOM (allowed under a strict style CSP, unlike style attributes in markup). */
export function applyBrandTheme(theme: BrandTheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(theme)) root.style.setProperty(name, value);
}
