import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import realFontkit from '@pdf-lib/fontkit';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFRawStream,
  PDFRef,
  StandardFonts,
} from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_BRANDS, toPrivateLabelData } from '../organizations/brand-registry';
import { executedCopy } from './executed';
import { pdfBrandOf } from './letterhead';
import { linesOnPage, type Paragraph, type PrintedLine, renderPdf } from './pdf';
import { markShapes } from './pdf-brand';
import { printable } from './pdf-fonts';
import { allFontsEmbedded } from './pdf-metadata';
import { loadPdf, sealPdf } from './seal';
import { sandboxSealIdentity } from './seal-certificate';
import { srgbIccProfile, srgbToLinear } from './srgb-icc';
import { pdfText } from './test-helpers';

/* Decision 0205: every PDF dated, described, embedded, tagged, branded, numbered and kept whole. */

const MADE = new Date('2026-11-25T15:41:07Z');
const LENDER = 'Hearth Lending, Inc.';
const org = toPrivateLabelData(ALL_BRANDS[0] as (typeof ALL_BRANDS)[number], 'http://localhost');
const brand = pdfBrandOf(org);

const words = (tag: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${tag}w${i}`).join(' ');

const render = (paragraphs: Paragraph[], extra: Partial<Parameters<typeof renderPdf>[0]> = {}) =>
  renderPdf({ title: 'Test document', lender: LENDER, paragraphs, createdAt: MADE, brand, ...extra });

const dict = (pdf: PDFDocument, value: unknown) =>
  value instanceof PDFRef ? pdf.context.lookup(value, PDFDict) : (value as PDFDict);

/** A page's content, its streams decoded and joined as a reader concatenates them. */
function contentOf(pdf: PDFDocument, index: number): string {
  const page = pdf.getPage(index).node;
  const contents = page.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => {
      const stream = pdf.context.lookup(ref as PDFRef);
      return Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1');
    })
    .join('\n');
}

/** Every text object (BT ... ET) of the content lies inside marked content (BDC/BMC ... EMC). */
function unmarkedTextObjects(content: string): number {
  let depth = 0;
  let unmarked = 0;
  for (const [op] of content.replace(/<[0-9A-Fa-f\s]*>/g, '').matchAll(/\b(BDC|BMC|EMC|BT)\b/g)) {
    if (op === 'BDC' || op === 'BMC') depth++;
    else if (op === 'EMC') depth--;
    else if (depth <= 0) unmarked++;
  }
  return unmarked;
}

describe('what a PDF says about itself (decision 0205 item 1)', () => {
  it('carries the document’s own creation date, title, author, subject and language, and lays out the same bytes again', async () => {
    const rendered = await render([{ heading: false, text: 'Body.' }]);
    const pdf = await loadPdf(rendered.bytes);
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-25T15:41:07.000Z');
    expect(pdf.getModificationDate()?.toISOString()).toBe('2026-11-25T15:41:07.000Z');
    expect(pdf.getTitle()).toBe('Test document');
    expect(pdf.getAuthor()).toBe(LENDER);
    expect(pdf.getSubject()).toBe(`Test document, from ${LENDER}`);
    expect(pdf.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(en-US)');
    expect((await render([{ heading: false, text: 'Body.' }])).sha256).toBe(rendered.sha256);
    const later = await render([{ heading: false, text: 'Body.' }], {
      createdAt: new Date('2027-01-02T00:00:00Z'),
    });
    expect(later.sha256).not.toBe(rendered.sha256);
  });
});

describe('the fonts (item 2)', () => {
  it('embeds Noto Sans subsets, no standard font, and prints curly quotes and dashes as written', async () => {
    const rendered = await render([{ heading: false, text: 'The borrower’s “line” — § 1026.40, café' }]);
    const pdf = await loadPdf(rendered.bytes);
    expect(allFontsEmbedded(pdf)).toBe(true);
    const file = Buffer.from(rendered.bytes).toString('latin1');
    expect(file).toMatch(/\/BaseFont \/HRTREG\+NotoSans-Regular/);
    expect(file).toMatch(/\/FontFile2/);
    expect(file).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(pdfText(Buffer.from(rendered.bytes))).toContain('The borrower’s “line” — § 1026.40, café');
    expect(printable('a\u2019b \u2610 \u{1F600}')).toBe('a\u2019b [ ] ?');
  });

  it('writes each subset glyph with its own outline (the padded loca of @pdf-lib/fontkit)', async () => {
    const text = 'Wrongly placed glyphs quickly jumble; vexed zombies fix it.';
    const rendered = await renderPdf({ title: text, lender: '', paragraphs: [], createdAt: MADE });
    const pdf = await loadPdf(rendered.bytes);
    const require = createRequire(import.meta.url);
    const original = realFontkit.create(
      readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
    );
    const boldFile = pdf.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .find(
        (o): o is PDFDict =>
          o instanceof PDFDict && o.get(PDFName.of('FontName'))?.toString() === '/HRTBLD+NotoSans-Bold',
      );
    const stream = boldFile?.lookup(PDFName.of('FontFile2')) as PDFRawStream;
    const subset = realFontkit.create(Buffer.from(decodePDFRawStream(stream).decode()));
    // The title is set in bold: its glyphs enter the subset in the order they are first used, after .notdef.
    const unique = [...new Set(text)];
    expect(subset.numGlyphs).toBeGreaterThanOrEqual(unique.length + 1);
    unique.forEach((char, i) => {
      const want = original.glyphForCodePoint(char.codePointAt(0) ?? 0);
      expect(subset.getGlyph(i + 1).bbox, char).toEqual(want.bbox);
    });
  });
});

describe('PDF/A-2b for the sealed package (item 3)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-pdfa-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const identity = sandboxSealIdentity(dataDir, new Uint8Array(32).fill(5), new Date());
  const details = {
    reason: 'test',
    name: LENDER,
    location: 'United States',
    contactInfo: '',
    signingTime: new Date('2026-12-01T18:00:00Z'),
  };

  it('makes an executed copy PDF/A: XMP identification, sRGB output intent, embedded fonts, an ID, no encryption', async () => {
    const printed: PrintedLine[] = [];
    const paragraphs: Paragraph[] = [
      { heading: true, text: 'Signatures' },
      { heading: false, text: 'Borrower: Alex Prime    Date: ____________' },
    ];
    const original = await render(paragraphs, { onLine: (line) => printed.push(line) });
    const copy = await executedCopy({
      original: original.bytes,
      title: 'Test document',
      lender: LENDER,
      sha256: original.sha256,
      stamps: [
        {
          heading: 'Signed',
          signature: 'Alex Prime',
          style: 'SCRIPT',
          initials: 'AP',
          line: 'Electronically signed by Alex Prime on November 25, 2026 at 3:41 PM UTC, ID act-1',
          date: '11/25/2026',
          place: printed.find((line) => line.text.startsWith('Borrower:')),
        },
      ],
    });
    const sealed = await sealPdf(identity, copy, details);
    const file = sealed.toString('latin1');
    const pdf = await loadPdf(sealed);
    expect(allFontsEmbedded(pdf)).toBe(true);
    expect(file).not.toMatch(/\/Encrypt/);
    expect(file).toMatch(/\/ID \[ <[0-9a-f]{32}> <[0-9a-f]{32}> \]/);
    const metadata = pdf.catalog.lookup(PDFName.of('Metadata')) as PDFRawStream;
    expect(metadata.dict.has(PDFName.of('Filter'))).toBe(false);
    const xmp = Buffer.from(metadata.contents).toString('utf8');
    expect(xmp).toContain('<pdfaid:part>2</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('<xmp:CreateDate>2026-11-25T15:41:07Z</xmp:CreateDate>');
    expect(xmp).toContain('<xmp:ModifyDate>2026-12-01T18:00:00Z</xmp:ModifyDate>');
    expect(xmp).toContain(`<rdf:li>${LENDER}</rdf:li>`);
    expect(pdf.getModificationDate()?.toISOString()).toBe('2026-12-01T18:00:00.000Z');
    const intents = pdf.catalog.lookup(PDFName.of('OutputIntents'), PDFArray);
    const intent = intents.lookup(0, PDFDict);
    expect(intent.get(PDFName.of('S'))?.toString()).toBe('/GTS_PDFA1');
    const profile = intent.lookup(PDFName.of('DestOutputProfile')) as PDFRawStream;
    expect(Buffer.from(decodePDFRawStream(profile).decode())).toEqual(srgbIccProfile());
    // The stamps are tagged too: the signature is a figure named for its signer, and no text is unmarked.
    expect(file).not.toMatch(/\/BaseFont \/(Helvetica|Times)/);
    const alts = pdf.context
      .enumerateIndirectObjects()
      .map(([, o]) => (o instanceof PDFDict ? o.get(PDFName.of('Alt')) : undefined))
      .filter((alt): alt is PDFHexString => alt instanceof PDFHexString)
      .map((alt) => alt.decodeText());
    expect(alts).toContain('Signature of Alex Prime');
    for (let i = 0; i < pdf.getPageCount(); i++)
      expect(unmarkedTextObjects(contentOf(pdf, i)), `page ${i}`).toBe(0);
  });

  it('makes no PDF/A claim for a file with a standard font (a document from before decision 0205)', async () => {
    const { PDFDocument: Doc } = await import('pdf-lib');
    const legacy = await Doc.create();
    const font = await legacy.embedFont(StandardFonts.Helvetica);
    legacy.addPage().drawText('Old document', { font, x: 50, y: 700, size: 12 });
    await legacy.flush();
    expect(allFontsEmbedded(legacy)).toBe(false);
    const sealed = await sealPdf(identity, legacy, details);
    expect(sealed.toString('latin1')).not.toContain('pdfaid');
  });

  it('the sRGB profile is a version 2 display profile with the sRGB tone curve', () => {
    const icc = srgbIccProfile();
    expect(icc.readUInt32BE(0)).toBe(icc.length);
    expect(icc.subarray(12, 24).toString('latin1')).toBe('mntrRGB XYZ ');
    expect(icc.subarray(36, 40).toString('latin1')).toBe('acsp');
    expect(icc[8]).toBe(2);
    const count = icc.readUInt32BE(128);
    const tags = new Map<string, { offset: number; size: number }>();
    for (let i = 0; i < count; i++) {
      const at = 132 + i * 12;
      tags.set(icc.subarray(at, at + 4).toString('latin1'), {
        offset: icc.readUInt32BE(at + 4),
        size: icc.readUInt32BE(at + 8),
      });
    }
    expect([...tags.keys()].sort()).toEqual(
      ['bTRC', 'bXYZ', 'cprt', 'desc', 'gTRC', 'gXYZ', 'rTRC', 'rXYZ', 'wtpt'].sort(),
    );
    for (const { offset, size } of tags.values()) {
      expect(offset % 4).toBe(0);
      expect(offset + size).toBeLessThanOrEqual(icc.length);
    }
    const trc = tags.get('rTRC') as { offset: number };
    expect(icc.subarray(trc.offset, trc.offset + 4).toString('latin1')).toBe('curv');
    const points = icc.readUInt32BE(trc.offset + 8);
    const mid = icc.readUInt16BE(trc.offset + 12 + 2 * Math.round((points - 1) / 2));
    expect(mid / 65535).toBeCloseTo(srgbToLinear(Math.round((points - 1) / 2) / (points - 1)), 4);
    expect(icc.readUInt16BE(trc.offset + 12 + 2 * (points - 1))).toBe(65535);
  });
});

describe('tagged for screen readers (item 4)', () => {
  it('has a structure tree of headings and paragraphs whose marked content covers every text run', async () => {
    const rendered = await render([
      { heading: true, text: '1. Definitions' },
      { heading: false, text: words('a', 700) },
      { heading: false, text: 'Short paragraph.', layout: 'BOXED' },
    ]);
    const pdf = await loadPdf(rendered.bytes);
    expect(pdf.catalog.lookup(PDFName.of('MarkInfo'), PDFDict).get(PDFName.of('Marked'))?.toString()).toBe(
      'true',
    );
    const root = pdf.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
    const document = root.lookup(PDFName.of('K'), PDFDict);
    expect(document.get(PDFName.of('S'))?.toString()).toBe('/Document');
    const kids = document
      .lookup(PDFName.of('K'), PDFArray)
      .asArray()
      .map((k) => dict(pdf, k));
    expect(kids.map((k) => k.get(PDFName.of('S'))?.toString())).toEqual([
      '/Figure',
      '/H1',
      '/H2',
      '/P',
      '/P',
    ]);
    // The long paragraph runs over pages: one marked-content reference per page it is on.
    const long = kids[3] as PDFDict;
    const refs = long
      .lookup(PDFName.of('K'), PDFArray)
      .asArray()
      .map((k) => dict(pdf, k));
    const pagesOfLong = refs.map((ref) => ref.get(PDFName.of('Pg'))?.toString());
    expect(refs.length).toBeGreaterThan(1);
    expect(new Set(pagesOfLong).size).toBe(refs.length);
    // The parent tree maps each page's MCIDs back to their elements.
    const nums = root.lookup(PDFName.of('ParentTree'), PDFDict).lookup(PDFName.of('Nums'), PDFArray);
    for (let i = 0; i < pdf.getPageCount(); i++) {
      const page = pdf.getPage(i);
      const key = page.node.lookup(PDFName.of('StructParents'), PDFNumber).asNumber();
      const parents = nums.lookup(2 * key + 1, PDFArray);
      const content = contentOf(pdf, i);
      const mcids = [...content.matchAll(/<<\/MCID (\d+)>> BDC/g)].map((m) => Number(m[1]));
      expect(mcids).toEqual(Array.from({ length: parents.size() }, (_, n) => n));
      expect(unmarkedTextObjects(content), `page ${i}`).toBe(0);
      expect(content).toMatch(/\/Artifact <<\/Type \/Pagination>> BDC/);
    }
  });
});

describe('the brand (item 5)', () => {
  it('puts the lender’s logo and colour on the first page, below a recordable instrument’s band, and its name in every footer', async () => {
    expect(brand).toBeDefined();
    const primary = org.orgMetaData.companyInfo.colors.primary;
    const rgb = [1, 3, 5].map((i) => Number.parseInt(primary.slice(i, i + 2), 16) / 255);
    for (const header of [false, true]) {
      const paragraphs: Paragraph[] = [
        ...(header
          ? [{ heading: false, text: 'RECORDING REQUESTED BY', layout: 'RECORDING_HEADER' as const }]
          : []),
        { heading: false, text: words('b', 1500) },
      ];
      const rendered = await render(paragraphs);
      const pdf = await loadPdf(rendered.bytes);
      const first = contentOf(pdf, 0);
      const figure = /\/Figure <<\/MCID \d+>> BDC([\s\S]*?)EMC/.exec(first)?.[1] ?? '';
      expect(figure).toMatch(/\nf\n/);
      // Every position the logo is drawn at lies below the recorder's 3-inch band when there is one.
      const ys = [...figure.matchAll(/1 0 0 1 [\d.]+ ([\d.]+) (?:cm|Tm)/g)].map((m) => Number(m[1]));
      expect(ys.length).toBeGreaterThan(0);
      for (const y of ys) expect(y).toBeLessThanOrEqual(header ? 792 - 216 : 792);
      // The rule under it is drawn in the brand's primary colour.
      const strokes = [...first.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) RG/g)].map((m) =>
        m.slice(1, 4).map(Number),
      );
      expect(strokes.some((c) => c.every((v, i) => Math.abs(v - (rgb[i] ?? -1)) < 0.002))).toBe(true);
      for (let i = 1; i < pdf.getPageCount(); i++) expect(contentOf(pdf, i)).not.toContain('/Figure');
      const text = pdfText(Buffer.from(rendered.bytes));
      for (let n = 1; n <= rendered.pages; n++)
        expect(text).toContain(`${LENDER} — Test document — Page ${n} of ${rendered.pages}`);
    }
  });

  it('turns the mark’s circles and rounded rectangles into paths', () => {
    const shapes = markShapes(
      '<circle cx="38" cy="9" r="5" fill="#ff0000"/><rect x="2" y="2" width="44" height="44" rx="12" fill="#00ff00"/><path d="M8 40 34 14" stroke="#0000ff" stroke-width="3.5" stroke-linecap="round"/>',
    );
    expect(shapes).toEqual([
      {
        d: 'M33 9a5 5 0 1 0 10 0a5 5 0 1 0 -10 0Z',
        fill: '#ff0000',
        stroke: undefined,
        width: 1,
        round: false,
      },
      {
        d: 'M14 2h20a12 12 0 0 1 12 12v20a12 12 0 0 1 -12 12h-20a12 12 0 0 1 -12 -12v-20a12 12 0 0 1 12 -12Z',
        fill: '#00ff00',
        stroke: undefined,
        width: 1,
        round: false,
      },
      { d: 'M8 40 34 14', fill: undefined, stroke: '#0000ff', width: 3.5, round: true },
    ]);
  });
});

describe('page numbers and lines kept together (item 6)', () => {
  it('never leaves one line of a paragraph alone on a page, nor a heading at the foot of one', () => {
    expect(linesOnPage(5, 10, false)).toBe(5);
    expect(linesOnPage(5, 4, false)).toBe(3); // not 4, which would leave the last line alone
    expect(linesOnPage(5, 1, false)).toBe(0); // not the first line alone at the bottom
    expect(linesOnPage(2, 1, false)).toBe(0);
    expect(linesOnPage(3, 2, true)).toBe(1);
  });

  it('holds for real layouts: every page split of every paragraph leaves two lines or more on each side', async () => {
    // A filler paragraph of 1 to 30 lines moves the page break through every line of the paragraphs after it.
    for (let filler = 1; filler <= 30; filler += 1) {
      const printed: PrintedLine[] = [];
      const paragraphs: Paragraph[] = [{ heading: false, text: words('f', filler * 14) }];
      for (let p = 0; p < 12; p++) {
        if (p % 3 === 0) paragraphs.push({ heading: true, text: `Section ${p}` });
        paragraphs.push({ heading: false, text: words(`p${p}x`, 10 + ((p * 37) % 5) * 14) });
      }
      const rendered = await render(paragraphs, { brand: undefined, onLine: (line) => printed.push(line) });
      const byParagraph = new Map<string, number[]>();
      for (const line of printed) {
        const tag = /^(\w+?)w\d/.exec(line.text)?.[1] ?? '';
        byParagraph.set(tag, [...(byParagraph.get(tag) ?? []), line.page]);
      }
      for (const [tag, pages] of byParagraph) {
        const counts = new Map<number, number>();
        for (const page of pages) counts.set(page, (counts.get(page) ?? 0) + 1);
        if (pages.length > 1)
          for (const [page, count] of counts)
            expect(count, `${tag} on page ${page}, filler ${filler}`).toBeGreaterThan(1);
      }
      // A heading is on the page of the first lines that follow it (read from the structure tree).
      const pdf = await loadPdf(rendered.bytes);
      const document = pdf.catalog
        .lookup(PDFName.of('StructTreeRoot'), PDFDict)
        .lookup(PDFName.of('K'), PDFDict);
      const kids = document
        .lookup(PDFName.of('K'), PDFArray)
        .asArray()
        .map((k) => dict(pdf, k));
      const firstPage = (element: PDFDict) =>
        dict(pdf, element.lookup(PDFName.of('K'), PDFArray).get(0))
          .get(PDFName.of('Pg'))
          ?.toString();
      kids.forEach((kid, i) => {
        const next = kids[i + 1];
        if (kid.get(PDFName.of('S'))?.toString() === '/H2' && next)
          expect(firstPage(kid), `heading ${i}, filler ${filler}`).toBe(firstPage(next));
      });
      const text = pdfText(Buffer.from(rendered.bytes));
      expect([...text.matchAll(/Page (\d+) of (\d+)/g)].map((m) => `${m[1]}/${m[2]}`)).toEqual(
        Array.from({ length: rendered.pages }, (_, i) => `${i + 1}/${rendered.pages}`),
      );
    }
  }, 60_000);
});
