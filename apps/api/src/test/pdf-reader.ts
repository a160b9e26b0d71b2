import { inflateSync } from 'node:zlib';

/**
 * The text runs of a PDF, read the way a PDF reader does and not the way Hearth writes it (tests only): the page
 * tree walked from the catalog, each page's content streams inflated in order, and the strings of their text-showing
 * operators (`(...) Tj`, hex `<...> Tj`) decoded with the font the page's resources name: an embedded font's glyph
 * codes through its /ToUnicode CMap (decision 0205), a simple font's bytes as Latin-1. One string per run.
 */

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function inflated(raw: Buffer): Buffer {
  // A compressed stream may itself end in a carriage return, which the EOL before "endstream" then looks like.
  const candidates = raw.at(-1) === 0x0d ? [raw, raw.subarray(0, -1)] : [raw];
  for (const body of candidates) {
    try {
      return inflateSync(body);
    } catch {
      // not deflated with this ending
    }
  }
  return raw;
}

function objectsOf(file: string): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const headers = [...file.matchAll(/(?:^|[\r\n\s])(\d+)\s+(\d+)\s+obj\b/g)];
  headers.forEach((header, i) => {
    const start = (header.index ?? 0) + header[0].length;
    const end = headers[i + 1]?.index ?? file.length;
    const body = file.slice(start, end);
    const streamAt = /\bstream\r?\n/.exec(body);
    const dictEnd = streamAt ? streamAt.index : body.indexOf('endobj');
    const object: PdfObject = { dict: body.slice(0, dictEnd < 0 ? body.length : dictEnd) };
    if (streamAt) {
      const dataStart = streamAt.index + streamAt[0].length;
      const dataEnd = body.lastIndexOf('endstream');
      let data = body.slice(dataStart, dataEnd < 0 ? body.length : dataEnd);
      if (data.endsWith('\n')) data = data.slice(0, -1);
      const raw = Buffer.from(data, 'latin1');
      object.stream = /\/FlateDecode/.test(object.dict) ? inflated(raw) : raw;
    }
    objects.set(Number(header[1]), object);
  });
  return objects;
}

const refs = (text: string) => [...text.matchAll(/(\d+)\s+\d+\s+R\b/g)].map((m) => Number(m[1]));

/** The inside of the dictionary after `/Key` (inline `<< ... >>`, or the object it refers to). */
function dictAfter(objects: Map<number, PdfObject>, text: string, key: string): string | undefined {
  const at = text.search(new RegExp(`/${key}\\b`));
  if (at < 0) return undefined;
  const rest = text.slice(at + key.length + 1).trimStart();
  const ref = /^(\d+)\s+\d+\s+R\b/.exec(rest);
  if (ref) return objects.get(Number(ref[1]))?.dict;
  if (!rest.startsWith('<<')) return undefined;
  let depth = 0;
  for (let i = 0; i < rest.length - 1; i++) {
    if (rest.startsWith('<<', i)) {
      depth++;
      i++;
    } else if (rest.startsWith('>>', i)) {
      depth--;
      i++;
      if (depth === 0) return rest.slice(2, i - 1);
    }
  }
  return undefined;
}

const utf16 = (hex: string) => {
  const bytes = Buffer.from(
    hex.length % 4 === 0 ? hex : hex.padStart(Math.ceil(hex.length / 4) * 4, '0'),
    'hex',
  );
  return bytes.swap16().toString('utf16le');
};

/** A /ToUnicode CMap: glyph code to text (bfchar and bfrange entries). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, src, dst] of (section[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g))
      map.set(Number.parseInt(src ?? '0', 16), utf16(dst ?? ''));
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, dst, list] of (section[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(?:<([0-9A-Fa-f]*)>|\[([^\]]*)\])/g,
    )) {
      const from = Number.parseInt(lo ?? '0', 16);
      const to = Number.parseInt(hi ?? '0', 16);
      if (list !== undefined) {
        for (const [i, m] of [...list.matchAll(/<([0-9A-Fa-f]*)>/g)].entries())
          map.set(from + i, utf16(m[1] ?? ''));
        continue;
      }
      const base = utf16(dst ?? '');
      const last = base.charCodeAt(base.length - 1);
      for (let code = from; code <= to; code++)
        map.set(code, base.slice(0, -1) + String.fromCharCode(last + code - from));
    }
  return map;
}

interface Font {
  cmap?: Map<number, string>;
  bytesPerCode: number;
}

function fontOf(objects: Map<number, PdfObject>, id: number, cache: Map<number, Font>): Font {
  const known = cache.get(id);
  if (known) return known;
  const dict = objects.get(id)?.dict ?? '';
  const cmapRef = /\/ToUnicode\s+(\d+)\s+\d+\s+R/.exec(dict);
  const cmapText = cmapRef ? objects.get(Number(cmapRef[1]))?.stream?.toString('latin1') : undefined;
  const font: Font = {
    bytesPerCode: /\/Subtype\s*\/Type0/.test(dict) ? 2 : 1,
    ...(cmapText ? { cmap: toUnicode(cmapText) } : {}),
  };
  cache.set(id, font);
  return font;
}

function decode(bytes: Buffer, font: Font | undefined): string {
  if (!font?.cmap) return bytes.toString('latin1');
  let text = '';
  for (let i = 0; i + font.bytesPerCode <= bytes.length; i += font.bytesPerCode) {
    const code = font.bytesPerCode === 2 ? bytes.readUInt16BE(i) : (bytes[i] ?? 0);
    text += font.cmap.get(code) ?? '\uFFFD';
  }
  return text;
}

const unescapeLiteral = (text: string) =>
  text.replace(/\\([0-7]{1,3}|.)/g, (_, c: string) =>
    /^[0-7]+$/.test(c) ? String.fromCharCode(Number.parseInt(c, 8)) : ({ n: '\n', r: '\r', t: '\t' }[c] ?? c),
  );

/** Every page object of the file, in the page tree's order. */
function pagesOf(objects: Map<number, PdfObject>): number[] {
  const catalog = [...objects.values()].find((o) => /\/Type\s*\/Catalog\b/.test(o.dict));
  const root = catalog ? /\/Pages\s+(\d+)\s+\d+\s+R/.exec(catalog.dict) : null;
  const pages: number[] = [];
  const walk = (id: number, depth: number) => {
    const dict = objects.get(id)?.dict ?? '';
    if (depth > 32) return;
    if (/\/Type\s*\/Pages\b/.test(dict)) {
      for (const kid of refs(/\/Kids\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? '')) walk(kid, depth + 1);
    } else if (/\/Type\s*\/Page\b/.test(dict)) pages.push(id);
  };
  if (root) walk(Number(root[1]), 0);
  return pages;
}

export function pdfTextRuns(bytes: Uint8Array): string[] {
  const objects = objectsOf(Buffer.from(bytes).toString('latin1'));
  const fonts = new Map<number, Font>();
  const runs: string[] = [];
  for (const pageId of pagesOf(objects)) {
    const page = objects.get(pageId)?.dict ?? '';
    const resources = dictAfter(objects, page, 'Resources') ?? '';
    const fontDict = dictAfter(objects, resources, 'Font') ?? '';
    const fontIds = new Map(
      [...fontDict.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+\d+\s+R/g)].map((m) => [m[1], Number(m[2])]),
    );
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+\s+\d+\s+R)/.exec(page)?.[1] ?? '';
    let font: Font | undefined;
    for (const id of refs(contents)) {
      const content = objects.get(id)?.stream?.toString('latin1') ?? '';
      for (const op of content.matchAll(
        /\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g,
      )) {
        if (op[1] !== undefined) {
          const fontId = fontIds.get(op[1]);
          font = fontId === undefined ? undefined : fontOf(objects, fontId, fonts);
        } else if (op[2] !== undefined) runs.push(decode(Buffer.from(op[2].replace(/\s/g, ''), 'hex'), font));
        else runs.push(decode(Buffer.from(unescapeLiteral(op[3] ?? ''), 'latin1'), font));
      }
    }
  }
  return runs;
}
