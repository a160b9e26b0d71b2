import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { helocApplications } from '../application/schema';

export const PIPELINE_STATUSES = ['WAITING_FOR_SOFT_CREDIT', 'WAITING_FOR_INITIAL_OFFERS'] as const;

/** Applications a pre-qualification job still has to move on. */
export async function applicationsAwaitingPrequal(db: Db): Promise<string[]> {
  const rows = await db
    .select({ uuid: helocApplications.uuid })
    .from(helocApplications)
    .where(inArray(helocApplications.status, [...PIPELINE_STATUSES]));
  return rows.map((row) => row.uuid);
}
