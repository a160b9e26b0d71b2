import type { FastifyInstance } from 'fastify';

/**
 * SIGINT/SIGTERM: stop accepting connections, let in-flight requests finish, then close the database
 * (an onClose hook). A second signal, or a close that hangs, exits at once.
 */
export function installGracefulShutdown(app: FastifyInstance, options: { timeoutMs?: number } = {}): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, options.timeoutMs ?? 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
