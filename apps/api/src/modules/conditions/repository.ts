import type { ConditionCategory } from '@hearth/domain/enums';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applicationConditions } from './schema';

/**
 * The task writes other modules make when one of their steps answers a task (title, insurance, identity
 * verification, all above this module, decision 0190): apart from the service, so they take only what they call.
 */

/** Who cleared a task: kept for the lender, never shown to the borrower. */
export type ClearedBy = 'borrower' | 'reviewer' | 'lender' | 'vendor';

/** A task not yet done (OPEN or SUBMITTED). */
export const notDone = ne(applicationConditions.status, 'CLEARED');
/** The borrower's own tasks: those opened on no additional signer. */
export const borrowers = isNull(applicationConditions.signerInvitationId);

/**
 * Clears the borrower's task of a category that is not yet done (OPEN or SUBMITTED), for the module whose step
 * answers it (identity passed, the trust papers verified, the ownership review decided). An additional signer's
 * task of the same category is theirs and stays (decision 0183). Nothing open: nothing changes.
 */
export async function clearConditionOf(
  db: Pick<Db, 'update'>,
  uuid: string,
  category: ConditionCategory,
  by: ClearedBy,
  at: Date = new Date(),
): Promise<void> {
  await db
    .update(applicationConditions)
    .set({ status: 'CLEARED', clearedAt: at, clearedBy: by })
    .where(
      and(
        eq(applicationConditions.applicationUuid, uuid),
        eq(applicationConditions.category, category),
        borrowers,
        notDone,
      ),
    );
}
