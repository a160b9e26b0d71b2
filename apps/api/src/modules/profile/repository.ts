import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identities } from '../identity/schema';
import { profiles } from './schema';

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
