import { NOTIFICATIONS_RETURNED } from '@hearth/domain/account';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outbox } from '../identity/schema';
import { notificationReads } from './schema';

export interface MessageRow {
  id: number;
  subject: string;
  body: string;
  createdAt: Date;
}

/** The newest messages sent to one identity: the outbox is the record of every e-mail Hearth sent it. */
export async function latestMessages(db: Pick<Db, 'select'>, identityUuid: string): Promise<MessageRow[]> {
  return db
    .select({ id: outbox.id, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
    .from(outbox)
    .where(eq(outbox.identityUuid, identityUuid))
    .orderBy(desc(outbox.id))
    .limit(NOTIFICATIONS_RETURNED);
}

export async function readThroughOf(db: Pick<Db, 'select'>, identityUuid: string): Promise<number> {
  const [row] = await db
    .select({ readThrough: notificationReads.readThrough })
    .from(notificationReads)
    .where(eq(notificationReads.identityUuid, identityUuid));
  return row?.readThrough ?? 0;
}

/** Whether message `id` is one of this identity's own: a mark never names another person's message. */
export async function ownsMessage(
  db: Pick<Db, 'select'>,
  identityUuid: string,
  id: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.identityUuid, identityUuid), eq(outbox.id, id)));
  return row !== undefined;
}

/** One statement, forward only: a retried or late mark never makes read messages unread again. */
export async function markReadThrough(
  db: Pick<Db, 'insert'>,
  identityUuid: string,
  id: number,
): Promise<void> {
  await db
    .insert(notificationReads)
    .values({ identityUuid, readThrough: id })
    .onConflictDoUpdate({
      target: notificationReads.identityUuid,
      set: {
        readThrough: sql`greatest(${notificationReads.readThrough}, excluded.read_through)`,
        readAt: sql`now()`,
      },
    });
}
