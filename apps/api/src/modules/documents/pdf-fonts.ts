import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import realFontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type FontkitFont = ReturnType<Fontkit['create']>;

/**
 * The fonts every Hearth PDF embeds (decision 0205): Noto Sans regular and bold for the text, Noto Serif bold italic
 * for a signature in the script style (decision 0175 used Times bold italic, a standard font that is never
 * embedded). Open-licensed (SIL OFL 1.1), shipped as TrueType by the @expo-google-fonts packages, embedded as
 * subsets, so a PDF shows the same glyphs on every reader and qualifies for PDF/A.
 */
const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  script: '@expo-google-fonts/noto-serif/700Bold_Italic/NotoSerif_700Bold_Italic.ttf',
} as const;

type Face = keyof typeof FILES;
export type PdfFonts = Record<'regular' | 'bold', PDFFont>;

const require = createRequire(import.meta.url);
const bytesOf = new Map<Face, Uint8Array>();
const fontBytes = (face: Face): Uint8Array => {
  let bytes = bytesOf.get(face);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(require.resolve(FILES[face])));
    bytesOf.set(face, bytes);
  }
  return bytes;
};

/**
 * @pdf-lib/fontkit 1.1.1 writes a subset's `loca` in the short format (offsets halved) whenever the glyphs fit in
 * 128 KB, without padding each glyph record to an even length: after the first odd-length record every glyph is
 * read from the wrong offset, and readers draw blanks (fixed upstream in fontkit 1.8, foliojs/fontkit#191; the
 * fork never took it). Each glyph record is padded to an even length here, as the TrueType spec asks, once for all
 * subsets (the subset class is reached through the first one made).
 */
type SubsetInternals = { glyf: Uint8Array[]; offset: number; _addGlyph(gid: number): number };
function padGlyphRecords(font: FontkitFont): void {
  const proto = Object.getPrototypeOf(font.createSubset()) as SubsetInternals & { hearthPadded?: true };
  if (proto.hearthPadded) return;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: SubsetInternals, gid: number) {
    const index = addGlyph.call(this, gid);
    const record = this.glyf[index];
    if (record && record.length % 2 === 1) {
      // The same kind of buffer as fontkit's own (its bundled Buffer), which its encoder expects.
      const padded = (record.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(
        record.length + 1,
      );
      padded.set(record);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
  proto.hearthPadded = true;
}

/**
 * Characters to glyphs through the font's cmap alone, no OpenType shaping: pdf-lib writes glyph ids and places them
 * by their advance widths, so kerning and mark positioning would be dropped anyway, and running the font's lookups
 * on every line was most of the time a document took. No ligatures either, so each letter stays a glyph of its own
 * (a reader copies and searches "fi" as two letters). pdf-lib reads only the glyphs of a layout.
 */
function mapWithoutShaping(font: FontkitFont): void {
  const glyphs = new Map<number, ReturnType<FontkitFont['glyphForCodePoint']>>();
  const glyphOf = (codePoint: number) => {
    let glyph = glyphs.get(codePoint);
    if (!glyph) {
      glyph = font.glyphForCodePoint(codePoint);
      glyphs.set(codePoint, glyph);
    }
    return glyph;
  };
  Object.assign(font, {
    layout: (text: string) => ({ glyphs: Array.from(text, (char) => glyphOf(char.codePointAt(0) ?? 0)) }),
  });
}

/**
 * fontkit, parsing each font file once: pdf-lib asks it to parse the file for every document, which costs more
 * than laying the document out. A parsed font is read synchronously when a subset is made, so it can be shared.
 */
const parsed = new Map<Uint8Array, ReturnType<Fontkit['create']>>();
const fontkit: Fontkit = {
  create(data: Uint8Array) {
    let font = parsed.get(data);
    if (!font) {
      font = realFontkit.create(data);
      padGlyphRecords(font);
      mapWithoutShaping(font);
      parsed.set(data, font);
    }
    return font;
  },
};

/**
 * The text faces embedded in `pdf` as subsets (and the script face, for a document that shows signatures). A
 * subset's name starts with a six-letter tag (ISO 32000-1, 9.6.4); `tag` keeps the names of a second embedding in
 * one file (the executed copy's stamps) apart from the first.
 */
export async function embedFonts(pdf: PDFDocument, tag: 'HRT' | 'HRX' = 'HRT'): Promise<PdfFonts> {
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    embed(pdf, 'regular', `${tag}REG`),
    embed(pdf, 'bold', `${tag}BLD`),
  ]);
  return { regular, bold };
}

export async function embedScriptFont(pdf: PDFDocument): Promise<PDFFont> {
  pdf.registerFontkit(fontkit);
  return embed(pdf, 'script', 'HRXSCR');
}

const embed = (pdf: PDFDocument, face: Face, tag: string) =>
  pdf.embedFont(fontBytes(face), {
    subset: true,
    customName: `${tag}+${fontkit.create(fontBytes(face)).postscriptName}`,
  });

let characters: Set<number> | undefined;
/** Stand-ins for the few characters the text face lacks that a document might hold. */
const STAND_INS: Record<string, string> = { '\u2610': '[ ]', '\u2611': '[x]', '\u2612': '[x]', '\t': ' ' };

/**
 * The text as the embedded face can print it: every character it has a glyph for as written (curly quotes, dashes,
 * section signs, accents), a few stand-ins, and a '?' for the rest (never an empty box). Line breaks are kept.
 */
export function printable(text: string): string {
  characters ??= new Set(fontkit.create(fontBytes('regular')).characterSet);
  let out = '';
  for (const char of text) {
    if (char === '\n' || characters.has(char.codePointAt(0) ?? 0)) out += char;
    else out += STAND_INS[char] ?? '?';
  }
  return out;
}

/** Advance widths of words at size 1, by face (the subset tag apart): kept across documents, bounded. */
const widths = new Map<string, Map<string, number>>();
const MAX_WORDS = 50_000;

/**
 * The printed width of `text`: pdf-lib lays out the whole string with fontkit on every call, which made wrapping a
 * long document take a second. A line's width is the sum of its words' and spaces' advance widths (pdf-lib places
 * glyphs by advance width, without kerning), so each word is measured once.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  const face = font.name.replace(/^[A-Z]{6}\+/, '');
  let known = widths.get(face);
  if (!known || known.size > MAX_WORDS) {
    known = new Map();
    widths.set(face, known);
  }
  let total = 0;
  for (const part of text.split(/( )/)) {
    if (!part) continue;
    let width = known.get(part);
    if (width === undefined) {
      width = font.widthOfTextAtSize(part, 1);
      known.set(part, width);
    }
    total += width;
  }
  return total * size;
}
