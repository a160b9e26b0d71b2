import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Small files whose first bytes are a PNG's and a PDF's signatures. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a small sandbox image with the number 123-45-6789'),
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

export function multipartBody(file: Buffer, filename = 'scan.pdf', contentType = 'application/pdf') {
  const boundary = `----hearth${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Multipart bodies a broken client or a dropped connection sends (issue 19 item 5): no boundary in the header, the
 * body cut off inside the file, a part whose headers never end, and a boundary the body never uses.
 */
export function malformedMultipart(
  file: Buffer,
): Record<string, { payload: Buffer; headers: Record<string, string> }> {
  const whole = multipartBody(file);
  const boundary = whole.headers['content-type'].split('boundary=')[1] ?? '';
  const partHeaders = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\n`;
  return {
    missingBoundary: { payload: whole.payload, headers: { 'content-type': 'multipart/form-data' } },
    truncated: { payload: whole.payload.subarray(0, whole.payload.length - 20), headers: whole.headers },
    unterminatedPart: {
      payload: Buffer.from(`${partHeaders}Content-Type: application/pdf\r\n`),
      headers: whole.headers,
    },
    otherBoundary: {
      payload: whole.payload,
      headers: { 'content-type': 'multipart/form-data; boundary=not-the-one-in-the-body' },
    },
  };
}

/** Sends one PDF to an upload call (`url` carries the purpose), as the pages do: the inject answer. */
export function sendPdf(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  filename = 'scan.pdf',
) {
  const { payload, headers: multipart } = multipartBody(PDF, filename);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...multipart }, payload });
}
