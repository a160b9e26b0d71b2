import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type * as Pdf from './pdf';

type RenderInput = Omit<Parameters<typeof Pdf.renderPdf>[0], 'onLine'>;

export interface PdfJob {
  id: number;
  input: RenderInput;
}

export type PdfJobAnswer = { id: number; rendered: Pdf.RenderedPdf } | { id: number; error: string };

/**
 * The thread a worker runs, beside this module: the built `pdf-worker.js` (or `.mjs`) in a production build; from
 * the sources (tests, `tsx`), the TypeScript file through tsx's loader, which a worker thread must register itself.
 */
function startWorker(): Worker {
  const extension = extname(fileURLToPath(import.meta.url));
  const entry = new URL(`./pdf-worker${extension}`, import.meta.url);
  if (extension !== '.ts') return new Worker(entry);
  const source = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(source, { eval: true });
}

/**
 * Lays out PDFs on a thread of their own (decision 0274): a document takes 10 to 30 ms of CPU, and on the server's
 * only thread a burst of applicants' notices held every other request and job behind it. One worker, started on
 * the first document and kept; its documents are laid out one after another, in the order asked. A worker that
 * fails or exits refuses what it held (the callers' jobs retry as for any error) and the next document starts
 * another. It never keeps the process alive on its own.
 */
export class PdfWorkerPool {
  private current: { worker: Worker; waiting: Map<number, Waiter> } | undefined;
  private nextId = 1;

  render(input: RenderInput): Promise<Pdf.RenderedPdf> {
    const { worker, waiting } = this.running();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      if (waiting.size === 1) worker.ref();
      worker.postMessage({ id, input } satisfies PdfJob);
    });
  }

  /** Stops the worker, refusing the documents it still held; the next document starts another. */
  async close(): Promise<void> {
    const current = this.current;
    if (!current) return;
    this.current = undefined;
    refuseAll(current.waiting, new Error('the PDF worker was closed'));
    await current.worker.terminate();
  }

  private running(): { worker: Worker; waiting: Map<number, Waiter> } {
    if (this.current) return this.current;
    const worker = startWorker();
    const waiting = new Map<number, Waiter>();
    const current = { worker, waiting };
    worker.unref();
    worker.on('message', (answer: PdfJobAnswer) => {
      const waiter = waiting.get(answer.id);
      if (!waiter) return;
      waiting.delete(answer.id);
      if (waiting.size === 0) worker.unref();
      if ('rendered' in answer) waiter.resolve(answer.rendered);
      else waiter.reject(new Error(`PDF worker: ${answer.error}`));
    });
    const fail = (error: Error) => {
      if (this.current === current) this.current = undefined;
      refuseAll(waiting, error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PDF worker exited with code ${code}`)));
    this.current = current;
    return current;
  }
}

interface Waiter {
  resolve(rendered: Pdf.RenderedPdf): void;
  reject(error: Error): void;
}

function refuseAll(waiting: Map<number, Waiter>, error: Error): void {
  const waiters = [...waiting.values()];
  waiting.clear();
  for (const waiter of waiters) waiter.reject(error);
}
