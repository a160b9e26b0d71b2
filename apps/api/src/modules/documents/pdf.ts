import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { PdfBrand } from './letterhead';
import { drawLetterhead } from './pdf-brand';
import { embedFonts, printable, textWidth } from './pdf-fonts';
import { describe } from './pdf-metadata';
import { type StructRole, Tagging } from './pdf-structure';

/**
 * A paragraph of a loan document: a heading, or body text (a line break inside starts a new line). A recordable
 * instrument's leading `RECORDING_HEADER` paragraphs are laid out in the first page's reserved top band, and a
 * `BOXED` paragraph is printed inside a ruled box (the notice of California's acknowledgment, Civil Code 1189), and
 * a `NEW_PAGE` paragraph starts a page (a notary's certificate is kept whole on a page of its own). Kept with the
 * paragraphs, so laying a stored document out again gives the same bytes.
 */
export interface Paragraph {
  heading: boolean;
  text: string;
  layout?: 'RECORDING_HEADER' | 'BOXED' | 'NEW_PAGE';
}

/** One printed line of body text: the page (from 0), where its baseline starts, its size and its words. */
export interface PrintedLine {
  page: number;
  x: number;
  y: number;
  size: number;
  text: string;
}

export interface RenderedPdf {
  bytes: Uint8Array;
  sha256: string;
  pages: number;
}

const PAGE = { width: 612, height: 792 };
const MARGIN = 60;
const BODY = 10.5;
const HEADING = 12.5;
const TITLE = 16;
const LEADING = 1.4;
/**
 * The first page of a recordable instrument: its top 3 inches are left to the recorder (California Government Code
 * 27361.6 reserves 2 1/2 inches; Texas county clerks ask 3 for the file mark), the requester and the return address
 * printed in the band's left 3 1/2 inches (27361.6), the rest of the band blank for the recorder's stamp.
 */
const RECORDING_BAND = 216;
const RECORDING_COLUMN = 252;
const BOX_PADDING = 6;
/** The lowest baseline of body text: the footer sits below it. */
const FLOOR = MARGIN + 20;
const TOP = PAGE.height - MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

/**
 * Lines of `text` that fit `width`, breaking between words. The line's width grows by each word and space as
 * `textWidth` sums them (same additions in the same order, so the same breaks): measuring the whole line again for
 * every word made wrapping quadratic in a line's words, the largest share of a notice's rendering time.
 */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = textWidth(font, ' ', 1);
  for (const raw of text.split('\n')) {
    let line = '';
    let units = 0;
    for (const word of raw.split(/\s+/).filter(Boolean)) {
      const next = line ? units + space + textWidth(font, word, 1) : textWidth(font, word, 1);
      if (next * size <= width || !line) {
        line = line ? `${line} ${word}` : word;
        units = next;
      } else {
        lines.push(line);
        line = word;
        units = textWidth(font, word, 1);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The recording header a document opens with: its leading `RECORDING_HEADER` paragraphs (none for most). */
function leadingHeader(paragraphs: Paragraph[]): Paragraph[] {
  const end = paragraphs.findIndex((paragraph) => paragraph.layout !== 'RECORDING_HEADER');
  return paragraphs.slice(0, end < 0 ? paragraphs.length : end);
}

/** A block to lay out: its wrapped lines, how it is printed and tagged, and the space after it. */
interface Block {
  role: StructRole;
  lines: string[];
  font: PDFFont;
  size: number;
  gapAfter: number;
  boxed: boolean;
  newPage: boolean;
}

/**
 * How many of a block's remaining lines go on this page, given room for `room` lines (decision 0205): all that fit,
 * but never the block's last line alone at the top of the next page, nor its first line alone at the bottom of
 * this one (the block then starts on the next page). Zero: start a new page.
 */
export function linesOnPage(remaining: number, room: number, started: boolean): number {
  let take = Math.min(room, remaining);
  if (take < remaining) {
    if (remaining - take === 1) take -= 1;
    if (take === 1 && !started) take = 0;
  }
  return Math.max(take, 0);
}

/**
 * A letter-size PDF of a title and paragraphs (decision 0205): Noto Sans embedded, wrapped to the margins, tagged
 * for screen readers, the lender's letterhead on the first page when its brand is given, and on every page a footer
 * with the lender's name and "Page N of M". A heading is kept with the first lines of what follows it, and a
 * paragraph never leaves one line alone on a page. The same input gives the same bytes: the dates are the
 * document's own (`createdAt`), never the time of rendering.
 */
export async function renderPdf(input: {
  title: string;
  lender: string;
  paragraphs: Paragraph[];
  /** When the document was made: its stored row's time, so laying it out again gives the same bytes. */
  createdAt: Date;
  /** What the document is, for the file's properties; the title and lender by default. */
  subject?: string | undefined;
  /** The lender's brand, for the letterhead; none: no letterhead. */
  brand?: PdfBrand | undefined;
  /** Told where each body line is printed (the executed copy finds its signature lines this way). */
  onLine?: (line: PrintedLine) => void;
}): Promise<RenderedPdf> {
  const pdf = await PDFDocument.create();
  const title = printable(input.title);
  const lender = printable(input.lender);
  describe(pdf, {
    title,
    author: lender,
    subject: printable(input.subject ?? `${input.title}, from ${input.lender}`),
    createdAt: input.createdAt,
  });
  const fonts = await embedFonts(pdf);
  const { regular, bold } = fonts;
  const tagging = Tagging.create(pdf);
  const width = PAGE.width - 2 * MARGIN;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = TOP;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = TOP;
  };
  const pageIndex = () => pdf.getPageCount() - 1;

  const header = leadingHeader(input.paragraphs);
  if (header.length > 0) {
    let top = PAGE.height - 36;
    for (const paragraph of header) {
      const element = tagging.element('P');
      tagging.content(page, element, () => {
        for (const line of wrap(printable(paragraph.text), regular, BODY, RECORDING_COLUMN - MARGIN)) {
          top -= BODY * LEADING;
          page.drawText(line, { x: MARGIN, y: top, size: BODY, font: regular, color: INK });
          input.onLine?.({ page: 0, x: MARGIN, y: top, size: BODY, text: line });
        }
      });
      top -= 4;
    }
    y = PAGE.height - RECORDING_BAND;
    const note = "SPACE ABOVE THIS LINE FOR RECORDER'S USE";
    const bandY = y;
    tagging.artifact(page, 'Layout', () => {
      page.drawLine({
        start: { x: MARGIN, y: bandY + 4 },
        end: { x: PAGE.width - MARGIN, y: bandY + 4 },
        thickness: 0.5,
        color: MUTED,
      });
      page.drawText(note, {
        x: PAGE.width - MARGIN - textWidth(regular, note, 7),
        y: bandY - 5,
        size: 7,
        font: regular,
        color: MUTED,
      });
    });
    y -= 12;
  }
  // The letterhead: at the top of the page, or below a recordable instrument's band (the band stays blank).
  if (input.brand)
    y = drawLetterhead(page, {
      brand: input.brand,
      fonts,
      tagging,
      top: header.length > 0 ? y : PAGE.height - 40,
      left: MARGIN,
      right: PAGE.width - MARGIN,
    });

  const block = (paragraph: Paragraph, role: StructRole): Block => {
    const boxed = paragraph.layout === 'BOXED';
    const font = paragraph.heading ? bold : regular;
    const size = role === 'H1' ? TITLE : paragraph.heading ? HEADING : BODY;
    return {
      role,
      lines: wrap(printable(paragraph.text), font, size, boxed ? width - 2 * BOX_PADDING : width),
      font,
      size,
      gapAfter: role === 'H1' ? 10 : paragraph.heading ? 4 : 8,
      boxed,
      newPage: paragraph.layout === 'NEW_PAGE',
    };
  };
  const blocks = [
    block({ heading: true, text: input.title }, 'H1'),
    ...input.paragraphs.slice(header.length).map((p) => block(p, p.heading ? 'H2' : 'P')),
  ];
  const lineHeight = (b: Block) => b.size * LEADING;
  const boxHeight = (b: Block) => b.lines.length * lineHeight(b) + 2 * BOX_PADDING;
  /** The height a heading needs below it: what follows, up to its first two lines (a box whole). */
  const keptWith = (next: Block | undefined) => {
    if (!next || next.newPage) return 0;
    if (next.boxed) return boxHeight(next);
    return Math.min(2, next.lines.length) * lineHeight(next);
  };

  const drawLines = (b: Block, lines: string[], x: number) => {
    for (const line of lines) {
      y -= lineHeight(b);
      page.drawText(line, { x, y, size: b.size, font: b.font, color: INK });
      if (b.font === regular) input.onLine?.({ page: pageIndex(), x, y, size: b.size, text: line });
    }
  };
  for (const [index, b] of blocks.entries()) {
    if (b.newPage && y < TOP) newPage();
    const element = tagging.element(b.role);
    if (b.boxed) {
      // A box is kept whole on a page.
      if (y - boxHeight(b) < FLOOR && y < TOP) newPage();
      const top = y;
      y -= BOX_PADDING;
      tagging.content(page, element, () => drawLines(b, b.lines, MARGIN + BOX_PADDING));
      y -= BOX_PADDING;
      const bottom = y;
      tagging.artifact(page, 'Layout', () =>
        page.drawRectangle({
          x: MARGIN,
          y: bottom,
          width,
          height: top - bottom,
          borderColor: INK,
          borderWidth: 0.75,
        }),
      );
      y -= b.gapAfter;
      continue;
    }
    if (b.role !== 'P') {
      const need = b.lines.length * lineHeight(b) + b.gapAfter + keptWith(blocks[index + 1]);
      if (y - need < FLOOR && y < TOP) newPage();
    }
    for (let done = 0; done < b.lines.length; ) {
      const room = Math.floor((y - FLOOR) / lineHeight(b) + 1e-9);
      let take = linesOnPage(b.lines.length - done, room, done > 0);
      if (take === 0 && y >= TOP) take = Math.max(1, Math.min(room, b.lines.length - done));
      if (take === 0) {
        newPage();
        continue;
      }
      const chunk = b.lines.slice(done, done + take);
      tagging.content(page, element, () => drawLines(b, chunk, MARGIN));
      done += take;
      if (done < b.lines.length) newPage();
    }
    y -= b.gapAfter;
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = `${lender} \u2014 ${title} \u2014 Page ${i + 1} of ${pages.length}`;
    tagging.artifact(p, 'Pagination', () =>
      p.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: 8, font: regular, color: MUTED }),
    );
  });
  const bytes = await pdf.save({ useObjectStreams: false });
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex'), pages: pages.length };
}
