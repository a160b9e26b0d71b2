import { parentPort } from 'node:worker_threads';
import { renderPdf } from './pdf';
import type { PdfJob, PdfJobAnswer } from './pdf-pool';

/**
 * The PDF renderer's thread (decision 0274): lays out each document it is sent with the same `renderPdf` as the
 * server's thread and sends the bytes back (moved, not copied). One document at a time, in the order sent.
 */
const port = parentPort;
if (!port) throw new Error('pdf-worker runs as a worker thread of the server');

port.on('message', async ({ id, input }: PdfJob) => {
  let answer: PdfJobAnswer;
  try {
    answer = { id, rendered: await renderPdf(input) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(answer, 'rendered' in answer ? [answer.rendered.bytes.buffer as ArrayBuffer] : []);
});
