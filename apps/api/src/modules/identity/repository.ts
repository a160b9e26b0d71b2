import type { Role } from '@hearth/domain/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { identities, profiles } from './schema';

export type IdentityRow = typeof identities.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

export interface NewIdentity {
  email: string;
  passwordHash: string;
  phoneNumber: string;
  organizationCode: string;
  role?: Role;
  isBroker?: boolean;
}

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

/**
 * Creates the identity and its profile. Returns null when the e-mail is taken: the unique index on
 * lower(email) decides, so two concurrent sign-ups cannot both win.
 */
export async function insertIdentityWithProfile(
  tx: Executor,
  input: NewIdentity,
): Promise<{ identity: IdentityRow; profile: ProfileRow } | null> {
  const role = input.role ?? 'BORROWER';
  const [identity] = await tx
    .insert(identities)
    .values({
      email: input.email,
      passwordHash: input.passwordHash,
      phoneNumber: input.phoneNumber,
      organizationCode: input.organizationCode,
      role,
    })
    .onConflictDoNothing()
    .returning();
  if (!identity) return null;
  const [profile] = await tx
    .insert(profiles)
    .values({
      identityUuid: identity.uuid,
      organizationCode: input.organizationCode,
      profileType: role,
      isBroker: input.isBroker ?? false,
    })
    .returning();
  if (!profile) throw new Error('profile insert returned no row');
  return { identity, profile };
}

export async function findIdentityByEmail(db: Db, email: string): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(identities)
    .where(sql`lower(${identities.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findIdentity(db: Db, uuid: string): Promise<IdentityRow | undefined> {
  const [row] = await db.select().from(identities).where(eq(identities.uuid, uuid)).limit(1);
  return row;
}

export async function findProfileByIdentity(db: Db, identityUuid: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.identityUuid, identityUuid)).limit(1);
  return row;
}

export async function updatePhoneAlias(
  db: Pick<Db, 'update'>,
  identityUuid: string,
  phoneNumber: string,
): Promise<IdentityRow | undefined> {
  const [row] = await db
    .update(identities)
    .set({ phoneNumber, updatedAt: sql`now()` })
    .where(eq(identities.uuid, identityUuid))
    .returning();
  return row;
}

/** A new sign-in e-mail; the unique index on lower(email) refuses one another identity has. */
export async function changeEmail(
  db: Pick<Db, 'update'>,
  identityUuid: string,
  email: string,
): Promise<IdentityRow | undefined> {
  const [row] = await db
    .update(identities)
    .set({ email, updatedAt: sql`now()` })
    .where(eq(identities.uuid, identityUuid))
    .returning();
  return row;
}

/**
 * Closes an account for the lender (decision 0245): marks it deactivated and raises the session generation, so every
 * token issued before is refused. Answers the row when this call closed it, undefined when it was closed already
 * (or does not exist): a retry changes nothing.
 */
export async function deactivateIdentity(
  db: Pick<Db, 'update'>,
  identityUuid: string,
  at: Date,
): Promise<IdentityRow | undefined> {
  const [row] = await db
    .update(identities)
    .set({
      deactivatedAt: at,
      sessionGeneration: sql`${identities.sessionGeneration} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(identities.uuid, identityUuid), isNull(identities.deactivatedAt)))
    .returning();
  return row;
}

/** Sets a new password hash and raises the session generation: every token issued before is refused (decision 0081). */
export async function changePassword(
  db: Pick<Db, 'update'>,
  identityUuid: string,
  passwordHash: string,
): Promise<IdentityRow | undefined> {
  const [row] = await db
    .update(identities)
    .set({
      passwordHash,
      sessionGeneration: sql`${identities.sessionGeneration} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(identities.uuid, identityUuid))
    .returning();
  return row;
}
