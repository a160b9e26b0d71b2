import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './database';

/** How long to wait before opening a lost listening connection again. */
export const LISTEN_RETRY_MS = 1000;

/**
 * Listens to a PostgreSQL notification channel on either database (decision 0229): on PostgreSQL a connection of
 * its own outside the pool (LISTEN holds it), opened again when it is lost; on PGlite the embedded instance's own
 * LISTEN, which hears a NOTIFY of any statement of this process, triggers included. `onPayload` gets each
 * notification's text. Returns the function that stops listening.
 */
export function listenToChannel(
  database: Database,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (error: unknown) => void,
): { ready: Promise<void>; stop: () => Promise<void> } {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const listening = client.listen(channel, onPayload);
    return {
      ready: listening.then(() => undefined),
      stop: async () => {
        const unlisten = await listening.catch(() => undefined);
        await unlisten?.().catch(() => {});
      },
    };
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client((pool as unknown as { options: pg.ClientConfig }).options);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!closed) retry = setTimeout(() => void connect().catch(onError), LISTEN_RETRY_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) await next.end();
    else client = next;
  };
  const ready = connect().catch((error) => {
    onError(error);
    if (!closed) retry = setTimeout(() => void connect().catch(onError), LISTEN_RETRY_MS);
  });
  return {
    ready,
    stop: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
