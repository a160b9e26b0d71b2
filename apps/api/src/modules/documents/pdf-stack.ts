import type * as Executed from './executed';
import type * as Pdf from './pdf';
import { PdfWorkerPool, type RenderOptions } from './pdf-pool';
import type * as Seal from './seal';
import type * as Certificate from './seal-certificate';

/**
 * The documents stack (pdf-lib, fontkit and the embedded fonts, @signpdf, node-forge: about 45 MB of a process) loads
 * with the first document a process renders, stamps, seals or opens a seal for, not at start (issue 21 item 4,
 * decision 0213): a server that only answers reads never holds it. Everything outside `documents/` reaches the
 * stack through these functions; the production build puts each behind its own chunk (scripts/build.mjs).
 */
export const renderPdf = async (input: Parameters<typeof Pdf.renderPdf>[0], options: RenderOptions = {}) => {
  // A caller told where each line is printed (`onLine`) needs the layout in its own thread.
  if (workers && !input.onLine) return workers.render(input, options);
  return (await import('./pdf')).renderPdf(input);
};

/** The PDF worker of this process, when documents are laid out off the server's thread (decision 0274). */
let workers: PdfWorkerPool | undefined;

/** From now on, lay out documents on a worker thread (`true`) or on the calling thread (`false`). */
export function layOutPdfsOnWorker(on: boolean): void {
  if (on) workers ??= new PdfWorkerPool();
  else {
    void workers?.close();
    workers = undefined;
  }
}

/** Stops the PDF worker (an app closing); the next document starts it again. */
export async function stopPdfWorker(): Promise<void> {
  await workers?.close();
}

export const executedCopy = async (...args: Parameters<typeof Executed.executedCopy>) =>
  (await import('./executed')).executedCopy(...args);

export const loadPdf = async (bytes: Uint8Array) => (await import('./seal')).loadPdf(bytes);

export const sealPdf = async (...args: Parameters<typeof Seal.sealPdf>) =>
  (await import('./seal')).sealPdf(...args);

export const sealIdentityFromP12 = async (...args: Parameters<typeof Certificate.sealIdentityFromP12>) =>
  (await import('./seal-certificate')).sealIdentityFromP12(...args);

export const sandboxSealIdentity = async (...args: Parameters<typeof Certificate.sandboxSealIdentity>) =>
  (await import('./seal-certificate')).sandboxSealIdentity(...args);
