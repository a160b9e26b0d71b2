import type * as Executed from './executed';
import type * as Pdf from './pdf';
import type * as Seal from './seal';
import type * as Certificate from './seal-certificate';

/**
 * The documents stack (pdf-lib, fontkit and the embedded fonts, @signpdf, node-forge: about 45 MB of a process) loads
 * with the first document a process renders, stamps, seals or opens a seal for, not at start (issue 21 item 4,
 * decision 0213): a server that only answers reads never holds it. Everything outside `documents/` reaches the
 * stack through these functions; the production build puts each behind its own chunk (scripts/build.mjs).
 */
export const renderPdf = async (...args: Parameters<typeof Pdf.renderPdf>) =>
  (await import('./pdf')).renderPdf(...args);

export const executedCopy = async (...args: Parameters<typeof Executed.executedCopy>) =>
  (await import('./executed')).executedCopy(...args);

export const loadPdf = async (bytes: Uint8Array) => (await import('./seal')).loadPdf(bytes);

export const sealPdf = async (...args: Parameters<typeof Seal.sealPdf>) =>
  (await import('./seal')).sealPdf(...args);

export const sealIdentityFromP12 = async (...args: Parameters<typeof Certificate.sealIdentityFromP12>) =>
  (await import('./seal-certificate')).sealIdentityFromP12(...args);

export const sandboxSealIdentity = async (...args: Parameters<typeof Certificate.sandboxSealIdentity>) =>
  (await import('./seal-certificate')).sandboxSealIdentity(...args);
