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
