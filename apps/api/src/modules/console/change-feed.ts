import { type StatusChangeEvent, statusChangeEventSchema } from '@hearth/domain/console';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenToChannel } from '../../db/notifications';

/** The channel migration 0042's trigger notifies on every row of the status history. */
export const STATUS_CHANGE_CHANNEL = 'hearth_status_changes';

type Listener = (event: StatusChangeEvent) => void;

declare module 'fastify' {
  interface FastifyInstance {
    statusChanges: {
      /**
       * Calls `listener` on every status change of any process on the database, and `onClose` when the server
       * shuts down (so an open stream ends and does not hold the shutdown); returns the unsubscribe.
       */
      subscribe(listener: Listener, onClose?: () => void): () => void;
      /** Resolves once this process is listening. */
      ready: Promise<void>;
    };
  }
}

/**
 * The server's change notifications (issue 24 item 2, decision 0229): the database itself announces each status
 * change (a trigger on `application_status_history` calls pg_notify), so a change made by any server process, a
 * job or a vendor's callback reaches every process's console streams, with no polling. One LISTEN per process,
 * fanned out in memory to the open streams.
 */
async function changeFeedPlugin(app: FastifyInstance): Promise<void> {
  const listeners = new Set<Listener>();
  const closers = new Set<() => void>();
  const listening = listenToChannel(
    app.database,
    STATUS_CHANGE_CHANNEL,
    (payload) => {
      let parsed: ReturnType<typeof statusChangeEventSchema.safeParse>;
      try {
        parsed = statusChangeEventSchema.safeParse(JSON.parse(payload));
      } catch {
        return;
      }
      if (!parsed.success) return;
      for (const listener of listeners) listener(parsed.data);
    },
    (error) => app.log.warn({ err: error }, 'status change listener error'),
  );
  app.decorate('statusChanges', {
    subscribe(listener: Listener, onClose?: () => void) {
      listeners.add(listener);
      if (onClose) closers.add(onClose);
      return () => {
        listeners.delete(listener);
        if (onClose) closers.delete(onClose);
      };
    },
    ready: listening.ready,
  });
  app.addHook('preClose', async () => {
    listeners.clear();
    for (const close of [...closers]) close();
    closers.clear();
    await listening.stop();
  });
}

export const statusChangeFeed = fp(changeFeedPlugin, { name: 'status-change-feed' });
