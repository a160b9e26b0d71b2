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

/** How a document is asked for: `ahead` when someone waits on it (the early disclosure holds the soft pull). */
export interface RenderOptions {
  ahead?: boolean;
}

/**
 * Lays out PDFs on a thread of their own (decision 0274): a document takes 10 to 30 ms of CPU, and on the server's
 * only thread a burst of applicants' notices held every other request and job behind it. One worker, started on
 * the first document and kept. It lays out one document at a time: those asked `ahead` first, in the order asked,
 * then the others (a burst's early disclosures, which hold its soft pulls and so its offers, do not wait behind the
 * credit score notices given after the offers). A worker that fails or exits refuses what it held and what was
 * waiting (the callers' jobs retry as for any error); the next document starts another. It never keeps the process
 * alive on its own.
 */
export class PdfWorkerPool {
  private current: { worker: Worker; sent: Job | undefined } | undefined;
  private readonly ahead: Job[] = [];
  private readonly later: Job[] = [];
  private nextId = 1;

  render(input: RenderInput, options: RenderOptions = {}): Promise<Pdf.RenderedPdf> {
    return new Promise((resolve, reject) => {
      (options.ahead ? this.ahead : this.later).push({ id: this.nextId++, input, resolve, reject });
      this.sendNext();
    });
  }

  /** Stops the worker, refusing the documents it held and those waiting; the next document starts another. */
  async close(): Promise<void> {
    const current = this.current;
    this.current = undefined;
    this.refuseAll(current, new Error('the PDF worker was closed'));
    await current?.worker.terminate();
  }

  private sendNext(): void {
    const current = this.running();
    if (current.sent) return;
    const job = this.ahead.shift() ?? this.later.shift();
    if (!job) {
      current.worker.unref();
      return;
    }
    current.sent = job;
    current.worker.ref();
    current.worker.postMessage({ id: job.id, input: job.input } satisfies PdfJob);
  }

  private running(): { worker: Worker; sent: Job | undefined } {
    if (this.current) return this.current;
    const worker = startWorker();
    const current: { worker: Worker; sent: Job | undefined } = { worker, sent: undefined };
    worker.unref();
    worker.on('message', (answer: PdfJobAnswer) => {
      const job = current.sent;
      if (!job || job.id !== answer.id) return;
      current.sent = undefined;
      if ('rendered' in answer) job.resolve(answer.rendered);
      else job.reject(new Error(`PDF worker: ${answer.error}`));
      if (this.current === current) this.sendNext();
    });
    const fail = (error: Error) => {
      if (this.current !== current) return;
      this.current = undefined;
      this.refuseAll(current, error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PDF worker exited with code ${code}`)));
    this.current = current;
    return current;
  }

  private refuseAll(current: { sent: Job | undefined } | undefined, error: Error): void {
    const jobs = [...(current?.sent ? [current.sent] : []), ...this.ahead.splice(0), ...this.later.splice(0)];
    if (current) current.sent = undefined;
    for (const job of jobs) job.reject(error);
  }
}

interface Job {
  id: number;
  input: RenderInput;
  resolve(rendered: Pdf.RenderedPdf): void;
  reject(error: Error): void;
}
