import { pdfTextRuns } from '../pdf-reader';

/**
 * The code printed in an E-SIGN sample PDF (decision 0202), read the way a PDF reader does (`test/pdf-reader.ts`:
 * page by page, each text run decoded with its font, an embedded one through its /ToUnicode map). What a person does
 * when they open the sample; the API suite, the journey steps and the e2e suite read it so, never from the server's
 * secret.
 */
export function sampleCodeOf(bytes: Uint8Array): string {
  const code = /Your code is (\d{6})/.exec(pdfTextRuns(bytes).join('\n'))?.[1];
  if (!code) throw new Error('no code in the sample document');
  return code;
}
