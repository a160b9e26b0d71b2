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
  /** A light tint of the primary colour for bands and highlights; the link colour stays readable on it. */
  '--brand-primary-soft': string;
  /** A light tint of the accent colour for badges. */
  '--brand-accent-soft': string;
  /** The accent colour darkened until text in it reads on white and on the accent tint (4.5:1). */
  '--brand-accent-strong': string;
};

function toHex(n: number): string {
  return Math.round(n).toString(16).padStart(2, '0');
}

/** `color` moved toward `toward` by `amount` (0 to 1), per sRGB channel. */
function mix(color: string, toward: string, amount: number): string {
  const a = parseHexColor(color)!;
  const b = parseHexColor(toward)!;
  const at = (x: number, y: number) => toHex(x + (y - x) * amount);
  return `#${at(a.r, b.r)}${at(a.g, b.g)}${at(a.b, b.b)}`;
}

/** The first shade of `color`, darkening in tenths, that reads on every background. */
function readableShade(color: string, backgrounds: string[]): string {
  for (let step = 0; step <= 10; step++) {
    const shade = mix(color, DARK_TEXT, step / 10);
    if (backgrounds.every((bg) => readable(shade, bg))) return shade;
  }
  return DARK_TEXT;
}

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
  // Tints light enough that dark text and the link colour keep AA on them.
  const primarySoft = [0.9, 0.94, 0.97, 1]
    .map((t) => mix(primary, PAGE_BACKGROUND, t))
    .find((tint) => readable(link, tint))!;
  const accentSoft = mix(accent, PAGE_BACKGROUND, 0.88);
  return {
    '--brand-primary': primary,
    '--brand-on-primary': onPrimary,
    '--brand-accent': accent,
    '--brand-link': link,
    '--brand-primary-soft': primarySoft,
    '--brand-accent-soft': accentSoft,
    '--brand-accent-strong': readableShade(accent, [PAGE_BACKGROUND, accentSoft]),
  };
}

/** Sets the properties through the CSSOM (allowed under a strict style CSP, unlike style attributes in markup). */
export function applyBrandTheme(theme: BrandTheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(theme)) root.style.setProperty(name, value);
}
