import { inflateSync } from 'node:zlib';

/**
 * The code printed in an E-SIGN sample PDF (decision 0202), read the way a PDF reader does: every content stream
 * inflated, the strings of its text-showing operators decoded. What a person does when they open the sample; the API
 * suite, the journey steps and the e2e suite read it so, never from the server's secret.
 */
export function sampleCodeOf(bytes: Uint8Array): string {
  const words: string[] = [];
  const file = Buffer.from(bytes).toString('latin1');
  for (const match of file.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const body = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const op of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g))
      words.push(op[1] !== undefined ? Buffer.from(op[1], 'hex').toString('latin1') : (op[2] ?? ''));
  }
  const code = /Your code is (\d{6})/.exec(words.join('\n'))?.[1];
  if (!code) throw new Error('no code in the sample document');
  return code;
}
