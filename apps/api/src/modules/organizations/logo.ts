import type { PrivateLabelData } from '@hearth/domain/brands';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Up to two initials from the words that carry the name ("Summit Ridge Credit Union" -> "SR"). */
export function monogram(companyName: string): string {
  const skip = new Set(['the', 'of', 'and', 'credit', 'union', 'bank', 'federal', 'mortgage', 'company']);
  const words = companyName.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  const significant = words.filter((w) => !skip.has(w.toLowerCase()));
  const source = significant.length > 0 ? significant : words;
  return source
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** A generated wordmark: monogram badge in the brand colour and the company name beside it. */
export function logoSvg(org: PrivateLabelData): string {
  const { companyName, colors } = org.orgMetaData.companyInfo;
  const name = escapeXml(companyName);
  const width = Math.max(160, 64 + companyName.length * 11);
  // textLength pins the name to the space reserved for it, whatever font the viewer substitutes.
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<rect x="0" y="0" width="48" height="48" rx="10" fill="${colors.primary}"/>`,
    `<text x="24" y="31" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="${colors.primaryContrast}">${escapeXml(monogram(companyName))}</text>`,
    `<text x="60" y="30" font-family="system-ui, sans-serif" font-size="18" font-weight="600" fill="${colors.primary}" textLength="${width - 64}" lengthAdjust="spacingAndGlyphs">${name}</text>`,
    '</svg>',
  ].join('');
}
