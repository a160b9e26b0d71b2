import type { BrandTypeface, PrivateLabelData } from '@hearth/domain/brands';

/**
 * Generated brand logos (decision 0112): a mark drawn in the brand's primary and accent colours beside a
 * two-line wordmark (the distinctive part of the name, then the kind of lender in spaced capitals), set in the
 * brand's typeface. A lender with a real logo file replaces it under the same CDN path.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The same stacks as the web app's `[data-typeface]` rules (apps/web/src/styles/tokens.css). */
export const LOGO_FONT_STACKS: Record<BrandTypeface, string> = {
  system: "system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  humanist: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', sans-serif",
  geometric: "Avenir, 'Avenir Next', Montserrat, Corbel, 'URW Gothic', 'Liberation Sans', Arial, sans-serif",
  serif: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, 'DejaVu Serif', serif",
  classic:
    "'Iowan Old Style', 'Palatino Linotype', Palatino, 'URW Palladio L', P052, 'Liberation Serif', serif",
};

/** Words that say what kind of lender it is; a trailing run of them becomes the wordmark's second line. */
const DESCRIPTORS = new Set(
  [
    'credit union federal bank savings and loan loans trust mortgage company home lending group partners',
    'services finance funding advisors community teachers workers employees municipal schools healthcare',
    'naval aviation miners rail national state farmers citizens heritage residential family commerce',
  ]
    .join(' ')
    .split(' '),
);

/** Splits "Summit Ridge Credit Union" into ["Summit Ridge", "CREDIT UNION"]; a name of one part has no second line. */
export function wordmarkLines(companyName: string): [string, string] {
  const words = companyName.trim().split(/\s+/);
  let split = words.length;
  while (split > 1 && DESCRIPTORS.has((words[split - 1] ?? '').toLowerCase())) split -= 1;
  return [words.slice(0, split).join(' '), words.slice(split).join(' ').toUpperCase()];
}

/** Rough advance widths (em) so the viewBox fits the text in common fonts; textLength pins the rest. */
function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let em = 0;
  for (const c of text) {
    if (c === ' ') em += 0.28;
    else if ("iljtfr.,'".includes(c)) em += 0.32;
    else if ('mwMW'.includes(c)) em += 0.9;
    else if (c >= 'A' && c <= 'Z') em += 0.7;
    else em += 0.57;
  }
  return Math.ceil(em * fontSize + letterSpacing * text.length);
}

export const MARK_SHAPES = [
  'house',
  'peak',
  'leaf',
  'wave',
  'star',
  'key',
  'shield',
  'tree',
  'arch',
] as const;
export type MarkShape = (typeof MARK_SHAPES)[number];

/** The first keyword of a name that suggests a picture wins; other names get a stable shape from their code. */
const SHAPE_KEYWORDS: [RegExp, MarkShape][] = [
  [/summit|ridge|mesa|canyon|granite|rock|peak|desert|skyline|hilltop|crest/i, 'peak'],
  [/pine|cedar|oak|evergreen|elm|willow|ironwood/i, 'tree'],
  [/leaf|orchard|harvest|trellis|maple|prairie|plains/i, 'leaf'],
  [/harbor|bay|coast|tide|river|lake|anchor|keelson|wave/i, 'wave'],
  [/star|beacon|lantern|sundial|golden|north/i, 'star'],
  [/key/i, 'key'],
  [/trust|liberty|atlas|hartwell|citizens|heritage|copper/i, 'shield'],
  [/bridge|arch|meridian|gable|door|windmill/i, 'arch'],
  [/hearth|home|porch|rafter|brick|cobble|stone|foundry|family/i, 'house'],
];

function hash(text: string): number {
  let h = 7;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 1_000_003;
  return h;
}

export function markShapeOf(companyName: string, orgCode: string): MarkShape {
  for (const [pattern, shape] of SHAPE_KEYWORDS) if (pattern.test(companyName)) return shape;
  return MARK_SHAPES[hash(orgCode) % MARK_SHAPES.length] as MarkShape;
}

/** Each mark fills a 48 x 48 box: primary for the body, accent for the detail that makes it recognisable. */
function markSvg(shape: MarkShape, primary: string, accent: string): string {
  switch (shape) {
    case 'house':
      return `<path d="M24 4 45 21v23H3V21Z" fill="${primary}"/><path d="M19 44V30a5 5 0 0 1 10 0v14Z" fill="${accent}"/><path d="M24 4 45 21h-6L24 9.5 9 21H3Z" fill="${accent}"/>`;
    case 'peak':
      return `<path d="M1 44 18 14l9 15 6-9 14 24Z" fill="${primary}"/><path d="M18 14 23.5 23.7 20.5 22 17 25 14 22.3Z" fill="${accent}"/><circle cx="38" cy="9" r="5" fill="${accent}"/>`;
    case 'leaf':
      return `<path d="M6 42C6 18 20 5 44 4c0 25-14 38-38 38Z" fill="${primary}"/><path d="M8 40 34 14" stroke="${accent}" stroke-width="3.5" stroke-linecap="round"/>`;
    case 'wave':
      return `<circle cx="24" cy="24" r="22" fill="${primary}"/><path d="M7 22c5-5 9-5 13 0s9 5 13 0 8-5 9-3" fill="none" stroke="${accent}" stroke-width="3.5" stroke-linecap="round"/><path d="M9 31c4-4 8-4 12 0s8 4 12 0 7-4 8-2" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`;
    case 'star':
      return `<rect x="2" y="2" width="44" height="44" rx="12" fill="${primary}"/><path d="m24 8 4.7 10.5L40 19.6l-8.6 7.6 2.5 11.3L24 32.7l-9.9 5.8 2.5-11.3L8 19.6l11.3-1.1Z" fill="${accent}"/>`;
    case 'key':
      return `<rect x="2" y="2" width="44" height="44" rx="22" fill="${primary}"/><circle cx="18" cy="20" r="7" fill="none" stroke="${accent}" stroke-width="4"/><path d="M23 25 35 37m-5-5 4-4m-1 7 3-3" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>`;
    case 'shield':
      return `<path d="M24 2 44 9v14c0 11-8 19-20 23C12 42 4 34 4 23V9Z" fill="${primary}"/><path d="m14 23 7 7 13-13" fill="none" stroke="${accent}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'tree':
      return `<path d="M24 2 42 32H6Z" fill="${primary}"/><path d="M24 14 34 32H14Z" fill="${accent}"/><rect x="21" y="32" width="6" height="13" rx="1" fill="${primary}"/>`;
    case 'arch':
      return `<path d="M3 45V22a21 21 0 0 1 42 0v23H33V22a9 9 0 0 0-18 0v23Z" fill="${primary}"/><rect x="3" y="40" width="42" height="5" fill="${accent}"/>`;
  }
}

/** The brand's mark alone, as SVG elements in a 48 x 48 box: the documents' letterhead draws it (decision 0205). */
export function logoMarkSvg(org: PrivateLabelData): string {
  const info = org.orgMetaData.companyInfo;
  return markSvg(markShapeOf(info.companyName, org.orgCode), info.colors.primary, info.colors.accent);
}

/** The brand's logo: its mark and its two-line wordmark, 48 px high, as wide as the name needs. */
export function logoSvg(org: PrivateLabelData): string {
  const info = org.orgMetaData.companyInfo;
  const { primary, accent } = info.colors;
  const font = escapeXml(LOGO_FONT_STACKS[info.typeface ?? 'system']);
  const [name, kind] = wordmarkLines(info.companyName);
  const nameSize = kind ? 22 : 24;
  const nameWidth = textWidth(name, nameSize);
  const kindWidth = kind ? textWidth(kind, 10, 1.4) : 0;
  const textX = 58;
  const width = textX + Math.max(nameWidth, kindWidth) + 2;
  const label = escapeXml(info.companyName);
  const lines = kind
    ? [
        `<text x="${textX}" y="24" font-size="${nameSize}" font-weight="700" fill="${primary}" textLength="${nameWidth}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>`,
        `<text x="${textX}" y="41" font-size="10" font-weight="600" letter-spacing="1.4" fill="#4a5363" textLength="${kindWidth}" lengthAdjust="spacingAndGlyphs">${escapeXml(kind)}</text>`,
      ]
    : [
        `<text x="${textX}" y="32" font-size="${nameSize}" font-weight="700" fill="${primary}" textLength="${nameWidth}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>`,
      ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    markSvg(markShapeOf(info.companyName, org.orgCode), primary, accent),
    `<g font-family="${font}">`,
    ...lines,
    '</g>',
    '</svg>',
  ].join('');
}
