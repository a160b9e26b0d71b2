import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** A close that takes longer exits 1 (default 10 s). */
  timeoutMs?: number;
  /**
   * How long the listener keeps accepting after the signal (default 0). Connections the kernel has accepted but a
   * busy event loop has not yet taken would otherwise be reset when the listener closes: requests the clients
   * sent before the signal, lost (issue 9, item 9).
   */
  graceMs?: number;
}

/**
 * SIGINT/SIGTERM: after `graceMs`, stop accepting connections, let in-flight requests and the current jobs
 * finish (preClose hooks), close keep-alive connections as they fall idle, then close the database (an onClose
 * hook) and exit 0. A second signal, or a close that hangs, exits 1 at once.
 */
export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions = {}): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(
      () => {
        app.log.error('shutdown timed out');
        process.exit(1);
      },
      (options.timeoutMs ?? 10_000) + (options.graceMs ?? 0),
    );
    timer.unref();
    setTimeout(() => {
      // A keep-alive connection that falls idle after the close began would hold it open until the client lets
      // go (Fastify keeps them 72 s): close each as soon as its last response is out.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      sweep.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, options.graceMs ?? 0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
