import type { SignatureStyle } from '@hearth/domain/signing';
import {
  type PDFDocument as Doc,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  rgb,
} from 'pdf-lib';
import type { PrintedLine } from './pdf';
import { embedFonts, embedScriptFont, printable, textWidth } from './pdf-fonts';
import { type StructElement, Tagging } from './pdf-structure';

/** One signature applied to a document: an act of the ceremony, or the deed signed before the notary. */
export interface ExecutionStamp {
  /** What the signer did, as the signatures page heads it ("Signed", "Receipt acknowledged", ...). */
  heading: string;
  /** The adopted signature as it is drawn: the signer's name. */
  signature: string;
  style: SignatureStyle;
  /** The drawn signature (style DRAWN), a PNG. */
  drawing?: Uint8Array | null | undefined;
  /** Initials to put on every page of a document the signer signed (decision 0175); none for a receipt. */
  initials?: string | undefined;
  /** "Electronically signed by NAME on DATE, ID act-id" or the notary's equivalent. */
  line: string;
  /** When it was signed, as the date on a signature line ("11/25/2026"). */
  date: string;
  /** The document's own signature line for this signer ("Borrower: NAME    Date: ____"), when it has one. */
  place?: PrintedLine | undefined;
}

const PAGE = { width: 612, height: 792 };
const MARGIN = 60;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const SIGNATURE_INK = rgb(0.08, 0.16, 0.42);

function fitted(text: string, font: PDFFont, size: number, width: number): string {
  let line = printable(text);
  while (line.length > 1 && textWidth(font, line, size) > width) line = line.slice(0, -1);
  return line;
}

function wrapped(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(font, next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Draws an adopted signature with its baseline at (x, y): the drawing scaled to `size`, or the name typed; tagged
 * as a figure whose alternate text names the signer.
 */
function drawSignature(
  page: PDFPage,
  stamp: ExecutionStamp,
  fonts: { script: PDFFont; print: PDFFont; tagging: Tagging },
  image: PDFImage | undefined,
  at: { x: number; y: number; size: number; maxWidth: number },
): void {
  const figure = fonts.tagging.element('Figure', `Signature of ${stamp.signature}`);
  fonts.tagging.content(page, figure, () => drawSignatureMark(page, stamp, fonts, image, at));
}

function drawSignatureMark(
  page: PDFPage,
  stamp: ExecutionStamp,
  fonts: { script: PDFFont; print: PDFFont },
  image: PDFImage | undefined,
  at: { x: number; y: number; size: number; maxWidth: number },
): void {
  if (image) {
    // The drawing's box is about twice a typed signature's height; its baseline is near the bottom.
    const height = at.size * 2.2;
    const scaled = image.scale(Math.min(height / image.height, at.maxWidth / image.width));
    page.drawImage(image, {
      x: at.x,
      y: at.y - scaled.height * 0.25,
      width: scaled.width,
      height: scaled.height,
    });
    return;
  }
  const font = stamp.style === 'PRINT' ? fonts.print : fonts.script;
  const size = stamp.style === 'PRINT' ? at.size * 0.8 : at.size;
  page.drawText(fitted(stamp.signature, font, size, at.maxWidth), {
    x: at.x,
    y: at.y,
    size,
    font,
    color: SIGNATURE_INK,
  });
}

async function embedDrawings(pdf: Doc, stamps: ExecutionStamp[]): Promise<(PDFImage | undefined)[]> {
  return Promise.all(stamps.map((stamp) => (stamp.drawing ? pdf.embedPng(stamp.drawing) : undefined)));
}

/**
 * The executed copy of a signed document (decision 0175): the original pages, each with a line per signature
 * below its footer, and a signatures page appended with each adopted signature in the style the signer chose and
 * the act that applied it. The caller seals the result.
 */
export async function executedCopy(input: {
  original: Uint8Array;
  title: string;
  lender: string;
  sha256: string;
  stamps: ExecutionStamp[];
}): Promise<PDFDocument> {
  const pdf = await PDFDocument.load(input.original, { updateMetadata: false });
  // Embedded like the document's own (decision 0205): a script hand is Noto Serif bold italic, print is Noto Sans.
  const { regular, bold } = await embedFonts(pdf, 'HRX');
  const script = await embedScriptFont(pdf);
  const tagging = Tagging.open(pdf);
  const originalPages = pdf.getPages();
  const width = PAGE.width - 2 * MARGIN;
  const images = await embedDrawings(pdf, input.stamps);
  const fonts = { script, print: regular, tagging };
  /** Text the copy adds, as a paragraph a screen reader reads after the document's own. */
  const say = (page: PDFPage, draw: () => void, element: StructElement | undefined = tagging.element('P')) =>
    tagging.content(page, element, draw);
  // On the document's own signature line: the date over the blank, the adopted signature after it.
  for (const [index, stamp] of input.stamps.entries()) {
    const place = stamp.place;
    const page = place ? originalPages[place.page] : undefined;
    if (!place || !page) continue;
    const blank = place.text.indexOf('Date: ');
    if (blank < 0) continue;
    const dateX = place.x + textWidth(regular, place.text.slice(0, blank + 6), place.size);
    say(page, () =>
      page.drawText(printable(stamp.date), {
        x: dateX + 6,
        y: place.y + 3,
        size: 10,
        font: regular,
        color: SIGNATURE_INK,
      }),
    );
    const signatureX = place.x + textWidth(regular, place.text, place.size) + 18;
    drawSignature(page, stamp, fonts, images[index], {
      x: signatureX,
      y: place.y,
      size: 18,
      maxWidth: PAGE.width - MARGIN - signatureX,
    });
  }
  // The signer's initials at the foot of every page of a document they signed.
  const initials = input.stamps.map((stamp) => stamp.initials).filter(Boolean);
  if (initials.length > 0)
    for (const page of originalPages) {
      const text = printable(`Initials: ${initials.join('  ')}`);
      const size = 9;
      say(page, () =>
        page.drawText(text, {
          x: PAGE.width - MARGIN - textWidth(regular, text, size),
          y: MARGIN - 20,
          size,
          font: regular,
          color: SIGNATURE_INK,
        }),
      );
    }
  for (const page of originalPages) {
    say(page, () =>
      input.stamps.forEach((stamp, i) => {
        page.drawText(fitted(stamp.line, regular, 7, width), {
          x: MARGIN,
          y: MARGIN - 32 - i * 9,
          size: 7,
          font: regular,
          color: SIGNATURE_INK,
        });
      }),
    );
  }

  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const write = (
    text: string,
    font: PDFFont,
    size: number,
    color = INK,
    gap = 0,
    role: 'H1' | 'H2' | 'P' = 'P',
  ) => {
    say(
      page,
      () => {
        for (const line of wrapped(text, font, size, width)) {
          y -= size * 1.4;
          page.drawText(line, { x: MARGIN, y, size, font, color });
        }
      },
      tagging.element(role),
    );
    y -= gap;
  };
  write('Signatures', bold, 16, INK, 6, 'H1');
  write(
    `This page is part of the executed copy of "${input.title}" (${originalPages.length} ${
      originalPages.length === 1 ? 'page' : 'pages'
    }). Each signature below was adopted and applied electronically through Hearth, or, where it says so, made in ` +
      "person and recorded here from the notary's report; the whole file is sealed with a digital signature, so " +
      'any change made after sealing is detectable.',
    regular,
    10,
    INK,
    4,
  );
  write(`SHA-256 of the document as signed: ${input.sha256}`, regular, 8, MUTED, 18);
  for (const [index, stamp] of input.stamps.entries()) {
    if (y < MARGIN + 130) break;
    write(stamp.heading, bold, 11, INK, 8, 'H2');
    const size = 26;
    y -= images[index] ? size * 1.8 : size;
    drawSignature(page, stamp, fonts, images[index], { x: MARGIN + 8, y, size, maxWidth: 300 });
    if (stamp.initials) {
      const text = printable(`Initials: ${stamp.initials}`);
      const at = y;
      say(page, () =>
        page.drawText(text, { x: MARGIN + 320, y: at, size: 11, font: regular, color: SIGNATURE_INK }),
      );
    }
    y -= 8;
    const lineY = y;
    tagging.artifact(page, 'Layout', () =>
      page.drawLine({
        start: { x: MARGIN, y: lineY },
        end: { x: MARGIN + 300, y: lineY },
        thickness: 0.75,
        color: MUTED,
      }),
    );
    y -= 2;
    write(stamp.line, regular, 9, INK, 22);
  }
  // The original pages keep the numbers they were signed with; this page says where it stands.
  const footer = printable(
    `${input.lender} \u2014 ${input.title} \u2014 Signatures page, after page ${originalPages.length} of ${originalPages.length}`,
  );
  tagging.artifact(page, 'Pagination', () =>
    page.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: 8, font: regular, color: MUTED }),
  );
  return pdf;
}
