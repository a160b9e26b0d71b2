import type { Db } from '../../db/database';
import { outbox } from './schema';

/**
 * One e-mail per event (decision 0204): the row carries the event's key (`outbox.once_key`, unique), so a retried job
 * or a repeated request inserts nothing the second time. Answers whether this call wrote it.
 */
export async function mailOnce(
  db: Pick<Db, 'insert'>,
  message: {
    onceKey: string;
    identityUuid: string;
    kind: string;
    recipient: string;
    subject: string;
    body: string;
    createdAt?: Date;
  },
): Promise<boolean> {
  const written = await db.insert(outbox).values(message).onConflictDoNothing().returning({ id: outbox.id });
  return written.length > 0;
}
