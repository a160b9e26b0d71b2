import type { AuditEntry } from '@hearth/domain/console';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { consoleAuditLog } from './schema';

export const AUDIT_PAGE_SIZE = 100;

/** One console action, appended (the table refuses any change after, decision 0231). */
export async function recordConsoleAction(
  db: Pick<Db, 'insert'>,
  entry: {
    staff: { identityUuid: string; email: string; role: string; organizationCode: string };
    action: string;
    applicationUuid: string | null;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await db.insert(consoleAuditLog).values({
    organizationCode: entry.staff.organizationCode,
    actorIdentityUuid: entry.staff.identityUuid,
    actorEmail: entry.staff.email,
    actorRole: entry.staff.role,
    action: entry.action,
    applicationUuid: entry.applicationUuid,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

function entryView(row: typeof consoleAuditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    actorRole: row.actorRole,
    action: row.action,
    applicationUuid: row.applicationUuid,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** A lender's audit log, newest first, a page at a time; one application's when asked. */
export async function readAuditLog(
  db: Db,
  organizationCode: string,
  query: { applicationUuid?: string | undefined; beforeId?: number | undefined },
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(consoleAuditLog)
    .where(
      and(
        eq(consoleAuditLog.organizationCode, organizationCode),
        query.applicationUuid ? eq(consoleAuditLog.applicationUuid, query.applicationUuid) : undefined,
        query.beforeId ? lt(consoleAuditLog.id, query.beforeId) : undefined,
      ),
    )
    .orderBy(desc(consoleAuditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  return rows.map(entryView);
}
