import { LineCapStyle, type PDFPage, rgb } from 'pdf-lib';
import type { PdfBrand } from './letterhead';
import { type PdfFonts, printable } from './pdf-fonts';
import type { Tagging } from './pdf-structure';

export const hexColor = (hex: string) =>
  rgb(
    Number.parseInt(hex.slice(1, 3), 16) / 255,
    Number.parseInt(hex.slice(3, 5), 16) / 255,
    Number.parseInt(hex.slice(5, 7), 16) / 255,
  );

interface Shape {
  d: string;
  fill?: string | undefined;
  stroke?: string | undefined;
  width: number;
  round: boolean;
}

/** The mark's <path>, <circle> and <rect> elements as path data (a circle and a rounded rectangle by their arcs). */
export function markShapes(svg: string): Shape[] {
  const shapes: Shape[] = [];
  for (const [, tag, attributes] of svg.matchAll(/<(path|circle|rect)\b([^>]*)\/>/g)) {
    const a = Object.fromEntries(
      [...(attributes ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const n = (key: string) => Number(a[key] ?? 0);
    let d = a.d ?? '';
    if (tag === 'circle') {
      const [cx, cy, r] = [n('cx'), n('cy'), n('r')];
      d = `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
    } else if (tag === 'rect') {
      const [x, y, w, h] = [n('x'), n('y'), n('width'), n('height')];
      const r = Math.min(n('rx'), w / 2, h / 2);
      const arc = (dx: number, dy: number) => (r > 0 ? `a${r} ${r} 0 0 1 ${dx} ${dy}` : '');
      d =
        `M${x + r} ${y}h${w - 2 * r}${arc(r, r)}v${h - 2 * r}${arc(-r, r)}` +
        `h${-(w - 2 * r)}${arc(-r, -r)}v${-(h - 2 * r)}${arc(r, -r)}Z`;
    }
    const fill = a.fill === 'none' ? undefined : (a.fill ?? (a.stroke ? undefined : '#000000'));
    shapes.push({
      d,
      fill,
      stroke: a.stroke,
      width: Number(a['stroke-width'] ?? 1),
      round: a['stroke-linecap'] === 'round',
    });
  }
  return shapes;
}

const MARK = 30;
const MUTED = rgb(0.29, 0.33, 0.39);

/**
 * Draws the letterhead with its top at `top` (the logo as one figure, its alternate text the lender's name; the
 * rule an artifact); returns where the page's text may start below it.
 */
export function drawLetterhead(
  page: PDFPage,
  input: { brand: PdfBrand; fonts: PdfFonts; tagging: Tagging; top: number; left: number; right: number },
): number {
  const { brand, fonts, top, left } = input;
  const primary = hexColor(brand.primary);
  const figure = input.tagging.element('Figure', `${brand.companyName} logo`);
  input.tagging.content(page, figure, () => {
    for (const shape of markShapes(brand.mark))
      page.drawSvgPath(shape.d, {
        x: left,
        y: top,
        scale: MARK / 48,
        ...(shape.fill ? { color: hexColor(shape.fill) } : {}),
        ...(shape.stroke
          ? {
              borderColor: hexColor(shape.stroke),
              borderWidth: shape.width,
              ...(shape.round ? { borderLineCap: LineCapStyle.Round } : {}),
            }
          : {}),
      });
    const [name, kind] = brand.wordmark.map(printable) as [string, string];
    const x = left + MARK + 8;
    page.drawText(name, { x, y: top - (kind ? 14 : 20), size: 14, font: fonts.bold, color: primary });
    if (kind) page.drawText(kind, { x, y: top - 26, size: 7, font: fonts.regular, color: MUTED });
  });
  const ruleY = top - MARK - 8;
  input.tagging.artifact(page, 'Layout', () =>
    page.drawLine({
      start: { x: left, y: ruleY },
      end: { x: input.right, y: ruleY },
      thickness: 1.5,
      color: primary,
    }),
  );
  return ruleY - 6;
}
