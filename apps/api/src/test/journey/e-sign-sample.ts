import { inflateSync } from 'node:zlib';

/**
 * The code printed in an E-SIGN sample PDF (decision 0202), read the way a PDF reader does: every content stream
 * inflated, the strings of its text-showing operators decoded. What a person does when they open the sample; the API
 * suite, the journey steps and the e2e suite read it so, never from the server's secret.
 */
export function sampleCodeOf(bytes: Uint8Array): string {
  const words: string[] = [];
  const file = Buffer.from(bytes).toString('latin1');
  // The end-of-line before `endstream` may be CRLF or LF, and compressed data may itself end in a CR byte: take the
  // stream up to the LF and try it with and without a final CR (the same care as documents' pdfText).
  for (const match of file.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    const candidates = raw.at(-1) === 0x0d ? [raw.subarray(0, -1), raw] : [raw];
    let content = raw.toString('latin1');
    for (const body of candidates) {
      try {
        content = inflateSync(body).toString('latin1');
        break;
      } catch {
        // not deflated with this ending; try the next, or read it as it is
      }
    }
    for (const op of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g))
      words.push(op[1] !== undefined ? Buffer.from(op[1], 'hex').toString('latin1') : (op[2] ?? ''));
  }
  const code = /Your code is (\d{6})/.exec(words.join('\n'))?.[1];
  if (!code) throw new Error('no code in the sample document');
  return code;
}
