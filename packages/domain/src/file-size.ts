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

/** Chat attachments (spec section 5): the allowed extensions and the type each must be, judged by its bytes. */
export const CHAT_ATTACHMENT_TYPES = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.amr': 'audio/amr',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
} as const;
export type ChatAttachmentMediaType = (typeof CHAT_ATTACHMENT_TYPES)[keyof typeof CHAT_ATTACHMENT_TYPES];

/** Bytes enough to recognise every chat attachment type; text is judged on this much too. */
export const CHAT_SNIFF_BYTES = 4096;

/** Whether the bytes are UTF-8 (a character cut off at the end of the sample is allowed). */
function isUtf8(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i] ?? 0;
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte < 0xe0
          ? 2
          : byte >= 0xe0 && byte < 0xf0
            ? 3
            : byte >= 0xf0 && byte < 0xf5
              ? 4
              : 0;
    if (length === 0) return false;
    for (let k = 1; k < length; k++) {
      if (i + k >= bytes.length) return true;
      if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return false;
    }
    i += length;
  }
  return true;
}

/** Printable UTF-8 text: no NUL or other control bytes but tab, line feed, form feed and carriage return. */
function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    if (byte === 0x7f) return false;
  }
  return isUtf8(head);
}

/**
 * The media type of a chat attachment from its first bytes, when they match the type its extension names;
 * null for an extension not allowed or bytes of another kind (a renamed executable, a PDF called .png).
 */
export function sniffChatAttachmentType(head: Uint8Array, fileName: string): ChatAttachmentMediaType | null {
  const lower = fileName.toLowerCase();
  const extension = (Object.keys(CHAT_ATTACHMENT_TYPES) as (keyof typeof CHAT_ATTACHMENT_TYPES)[]).find(
    (ext) => lower.endsWith(ext),
  );
  if (!extension) return null;
  const expected = CHAT_ATTACHMENT_TYPES[extension];
  const starts = (sig: number[], at = 0) => sig.every((b, i) => head[at + i] === b);
  let actual: ChatAttachmentMediaType | null = sniffDocumentType(head);
  if (!actual) {
    if (starts([0x23, 0x21, 0x41, 0x4d, 0x52])) actual = 'audio/amr';
    else if (starts([0x49, 0x44, 0x33]) || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0))
      actual = 'audio/mpeg';
    else if (starts([0x66, 0x74, 0x79, 0x70], 4)) actual = 'video/mp4';
    else if (looksLikeText(head)) actual = 'text/plain';
  }
  return actual === expected ? actual : null;
}
