import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/** A paragraph of a loan document: a heading, or body text (a line break inside starts a new line). */
export interface Paragraph {
  heading: boolean;
  text: string;
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
  write(input.title, bold, TITLE, 10);
  for (const paragraph of input.paragraphs)
    paragraph.heading ? write(paragraph.text, bold, HEADING, 4) : write(paragraph.text, regular, BODY, 8);
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = printable(`${input.lender} - ${input.title} - page ${i + 1} of ${pages.length}`);
    p.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: 8, font: regular, color: rgb(0.4, 0.4, 0.45) });
  });
  const bytes = await pdf.save({ useObjectStreams: false });
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex'), pages: pages.length };
}
