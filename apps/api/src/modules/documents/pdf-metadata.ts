import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, type PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { SRGB_DESCRIPTION, srgbIccProfile } from './srgb-icc';

/**
 * What a PDF says about itself (decision 0205): its title, author (the lender), subject and language in the
 * document catalog and information dictionary, and its creation and modification dates, which are the document's
 * own time (its stored row's, or the caller's), never the time it was laid out: laying a stored document out again
 * gives the same bytes.
 */
export interface PdfDescription {
  title: string;
  author: string;
  subject: string;
  createdAt: Date;
  modifiedAt?: Date | undefined;
}

export const PRODUCER = 'Hearth (pdf-lib)';

export function describe(pdf: PDFDocument, about: PdfDescription): void {
  pdf.setTitle(about.title, { showInWindowTitleBar: true });
  pdf.setAuthor(about.author);
  pdf.setSubject(about.subject);
  pdf.setCreator('Hearth');
  pdf.setProducer(PRODUCER);
  pdf.setLanguage('en-US');
  pdf.setCreationDate(about.createdAt);
  pdf.setModificationDate(about.modifiedAt ?? about.createdAt);
}

/** Text for XML (the texts are Hearth's printable ones: no control characters). */
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The XMP packet of a PDF/A-2b file: the same facts as the information dictionary, and the PDF/A identification. */
export function xmpPacket(about: PdfDescription & { producer: string }): string {
  const modified = about.modifiedAt ?? about.createdAt;
  const iso = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/"',
    ' xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">',
    `<dc:format>application/pdf</dc:format>`,
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(about.title)}</rdf:li></rdf:Alt></dc:title>`,
    `<dc:creator><rdf:Seq><rdf:li>${escapeXml(about.author)}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(about.subject)}</rdf:li></rdf:Alt></dc:description>`,
    '<dc:language><rdf:Bag><rdf:li>en-US</rdf:li></rdf:Bag></dc:language>',
    `<xmp:CreateDate>${iso(about.createdAt)}</xmp:CreateDate>`,
    `<xmp:ModifyDate>${iso(modified)}</xmp:ModifyDate>`,
    `<xmp:MetadataDate>${iso(modified)}</xmp:MetadataDate>`,
    '<xmp:CreatorTool>Hearth</xmp:CreatorTool>',
    `<pdf:Producer>${escapeXml(about.producer)}</pdf:Producer>`,
    '<pdfaid:part>2</pdfaid:part>',
    '<pdfaid:conformance>B</pdfaid:conformance>',
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/** Every font of the file has its program embedded (a standard font, as before decision 0205, has none). */
export function allFontsEmbedded(pdf: PDFDocument): boolean {
  const embedded = (font: PDFDict): boolean => {
    const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
    if (descendants) return descendants.asArray().every((_, i) => embedded(descendants.lookup(i, PDFDict)));
    const descriptor = font.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    return ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor?.has(PDFName.of(key)));
  };
  return pdf.context
    .enumerateIndirectObjects()
    .every(
      ([, object]) =>
        !(object instanceof PDFDict) ||
        object.get(PDFName.of('Type')) !== PDFName.of('Font') ||
        embedded(object),
    );
}

const text = (value: unknown) =>
  value instanceof PDFHexString || value instanceof PDFString ? value.decodeText() : undefined;

/**
 * Makes a file PDF/A-2b (ISO 19005-2, level B), the executed package's archival form (decision 0205): the XMP
 * metadata stream with the PDF/A identification and the same title, author, subject and dates as the information
 * dictionary, an sRGB output intent (the colours are DeviceRGB), and a file identifier. The fonts must already be
 * embedded (they are, since decision 0205): a file with a standard font gets no PDF/A claim, and false is returned.
 * The file is never encrypted. The title and the rest are read from the information dictionary Hearth wrote.
 */
export async function conformToPdfA(pdf: PDFDocument, modifiedAt: Date): Promise<boolean> {
  // Fonts embedded in this session are written into the file on flush: look at them too.
  await pdf.flush();
  if (!allFontsEmbedded(pdf)) return false;
  const { context, catalog } = pdf;
  const info = context.lookupMaybe(context.trailerInfo.Info, PDFDict);
  const read = (key: string) => text(info?.get(PDFName.of(key))) ?? '';
  const createdAt = pdf.getCreationDate() ?? modifiedAt;
  const about = {
    title: read('Title'),
    author: read('Author'),
    subject: read('Subject'),
    createdAt,
    modifiedAt,
    producer: read('Producer') || PRODUCER,
  };
  pdf.setModificationDate(modifiedAt);
  pdf.setProducer(about.producer);
  const xmp = Buffer.from(xmpPacket(about), 'utf8');
  // Not compressed: a PDF/A metadata stream has no filter (ISO 19005-2, 6.6.2.1).
  const metadata = context.register(
    PDFRawStream.of(context.obj({ Type: 'Metadata', Subtype: 'XML', Length: xmp.length }), xmp),
  );
  catalog.set(PDFName.of('Metadata'), metadata);
  const icc = context.flateStream(srgbIccProfile(), { N: 3 });
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(SRGB_DESCRIPTION),
    Info: PDFString.of(SRGB_DESCRIPTION),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: context.register(icc),
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));
  // A file identifier (ISO 32000-1, 14.4), required by PDF/A: from the title and times, the same on every run.
  const id = createHash('md5').update(
    `${about.title}\n${createdAt.toISOString()}\n${modifiedAt.toISOString()}`,
  );
  const hex = PDFHexString.of(id.digest('hex'));
  context.trailerInfo.ID = context.obj([hex, hex]);
  return true;
}
