import type { FastifyInstance } from 'fastify';

export interface Sweep {
  /** What the log calls it when a round fails ("funding sweep failed"). */
  name: string;
  everyMs: number;
  /** One round: finds the work a job or a read has not done and queues or does it. */
  run: () => Promise<unknown>;
  /** Whether a round runs as the server becomes ready (work left by a stopped process), before the first interval. */
  atReady?: boolean;
}

/**
 * The one timer of a module's sweep (issue 18 item 8): a round when the server is ready, then one every `everyMs`
 * until it closes. A failed round is logged and the next one runs as planned; the timer never keeps the process
 * alive on its own.
 */
export function scheduleSweep(app: FastifyInstance, { name, everyMs, run, atReady = true }: Sweep): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (atReady) await run();
    timer = setInterval(
      () => void run().catch((error) => app.log.warn({ err: error }, `${name} sweep failed`)),
      everyMs,
    );
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
  });
}
