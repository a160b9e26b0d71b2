import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identities, profiles } from '../identity/schema';

/**
 * The caller's profile with the e-mail and phone of its identity, in one prepared statement (the profile read
 * every page load makes): no query building per request, planned once per PostgreSQL connection.
 */
export function ownProfileReader(db: Db) {
  const query = db
    .select({ ...getTableColumns(profiles), email: identities.email, phoneNumber: identities.phoneNumber })
    .from(profiles)
    .innerJoin(identities, eq(identities.uuid, profiles.identityUuid))
    .where(eq(profiles.identityUuid, sql.placeholder('identityUuid')))
    .limit(1)
    .prepare('hearth_own_profile');
  return async (identityUuid: string) => {
    const [row] = await query.execute({ identityUuid });
    return row;
  };
}

/**
 * Gives a profile without a legal name the one the borrower applied with (registration takes no name). A
 * name already kept, typed in account settings or an earlier application, stays as it is.
 */
export async function fillEmptyProfileName(
  db: Pick<Db, 'update'>,
  identityUuid: string,
  name: { firstName: string; middleName: string | null; lastName: string; suffix: string },
): Promise<void> {
  await db
    .update(profiles)
    .set({ ...name, updatedAt: sql`now()` })
    .where(and(eq(profiles.identityUuid, identityUuid), isNull(profiles.firstName)));
}
