import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

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

/** Standard fonts print WinAnsi only: curly quotes and dashes become their plain forms, others (not \n) a '?'. */
export function printable(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2022/g, '-')
    .replace(/[^\n\x20-\x7e\u00a0-\u00ff]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    let line = '';
    for (const word of raw.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
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

/**
 * A letter-size PDF of a title and paragraphs (Helvetica, wrapped to the margins, a page number and the lender's
 * name in the footer of every page). The same input gives the same bytes: no creation date, a fixed producer.
 */
export async function renderPdf(input: {
  title: string;
  lender: string;
  paragraphs: Paragraph[];
  /** Told where each body line is printed (the executed copy finds its signature lines this way). */
  onLine?: (line: PrintedLine) => void;
}): Promise<RenderedPdf> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(input.title));
  pdf.setAuthor(printable(input.lender));
  pdf.setProducer('Hearth');
  pdf.setCreator('Hearth');
  const epoch = new Date(0);
  pdf.setCreationDate(epoch);
  pdf.setModificationDate(epoch);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * MARGIN;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const ensure = (height: number) => {
    if (y - height >= MARGIN + 20) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const write = (text: string, font: PDFFont, size: number, gapAfter: number) => {
    for (const line of wrap(printable(text), font, size, width)) {
      ensure(size * LEADING);
      y -= size * LEADING;
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.12) });
      if (font === regular) input.onLine?.({ page: pdf.getPageCount() - 1, x: MARGIN, y, size, text: line });
    }
    y -= gapAfter;
  };
  const header = leadingHeader(input.paragraphs);
  if (header.length > 0) {
    let top = PAGE.height - 36;
    for (const paragraph of header) {
      for (const line of wrap(printable(paragraph.text), regular, BODY, RECORDING_COLUMN - MARGIN)) {
        top -= BODY * LEADING;
        page.drawText(line, { x: MARGIN, y: top, size: BODY, font: regular, color: rgb(0.1, 0.1, 0.12) });
        input.onLine?.({ page: 0, x: MARGIN, y: top, size: BODY, text: line });
      }
      top -= 4;
    }
    y = PAGE.height - RECORDING_BAND;
    const note = printable("SPACE ABOVE THIS LINE FOR RECORDER'S USE");
    page.drawLine({
      start: { x: MARGIN, y: y + 4 },
      end: { x: PAGE.width - MARGIN, y: y + 4 },
      thickness: 0.5,
      color: rgb(0.4, 0.4, 0.45),
    });
    page.drawText(note, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(note, 7),
      y: y - 5,
      size: 7,
      font: regular,
      color: rgb(0.4, 0.4, 0.45),
    });
    y -= 8;
  }
  const boxed = (text: string) => {
    const lines = wrap(printable(text), regular, BODY, width - 2 * BOX_PADDING);
    const height = lines.length * BODY * LEADING + 2 * BOX_PADDING;
    ensure(height);
    const top = y;
    y -= BOX_PADDING;
    for (const line of lines) {
      y -= BODY * LEADING;
      const x = MARGIN + BOX_PADDING;
      page.drawText(line, { x, y, size: BODY, font: regular, color: rgb(0.1, 0.1, 0.12) });
      input.onLine?.({ page: pdf.getPageCount() - 1, x, y, size: BODY, text: line });
    }
    y -= BOX_PADDING;
    page.drawRectangle({
      x: MARGIN,
      y,
      width,
      height: top - y,
      borderColor: rgb(0.1, 0.1, 0.12),
      borderWidth: 0.75,
    });
    y -= 8;
  };
  write(input.title, bold, TITLE, 10);
  for (const paragraph of input.paragraphs.slice(header.length)) {
    if (paragraph.layout === 'NEW_PAGE' && y < PAGE.height - MARGIN) ensure(Number.POSITIVE_INFINITY);
    if (paragraph.heading) write(paragraph.text, bold, HEADING, 4);
    else if (paragraph.layout === 'BOXED') boxed(paragraph.text);
    else write(paragraph.text, regular, BODY, 8);
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = printable(`${input.lender} - ${input.title} - page ${i + 1} of ${pages.length}`);
    p.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: 8, font: regular, color: rgb(0.4, 0.4, 0.45) });
  });
  const bytes = await pdf.save({ useObjectStreams: false });
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex'), pages: pages.length };
}
