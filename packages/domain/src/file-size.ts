/** File sizes use decimal units as the spec states: bytes below 1000, KB from 1000, MB from 1,000,000. */
export const KB = 1000;
export const MB = 1_000_000;

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError('File size must be a non-negative number');
  if (bytes < KB) return `${Math.floor(bytes)} bytes`;
  if (bytes < MB) return `${oneDecimal.format(Math.floor(bytes / 100) / 10)} KB`;
  return `${oneDecimal.format(Math.floor(bytes / (MB / 10)) / 10)} MB`;
}

/** Upload limits for condition documents, IDs and paystubs (decision 0017). */
export const DOCUMENT_UPLOAD_MAX_BYTES = 20 * MB;
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * MB;

/** Document uploads accepted by magic bytes on the server and by `accept` on the input. */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

export function isAllowedDocumentType(mime: string): mime is DocumentMimeType {
  return (DOCUMENT_MIME_TYPES as readonly string[]).includes(mime);
}

/** Magic-byte sniffing for the accepted document types; null when none match. */
export function sniffDocumentType(head: Uint8Array): DocumentMimeType | null {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}
