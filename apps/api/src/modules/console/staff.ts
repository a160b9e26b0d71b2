import { randomBytes } from 'node:crypto';
import {
  CONSOLE_MESSAGES,
  type CreateStaffInput,
  STAFF_SESSION_MINUTES,
  type StaffMember,
  type StaffRole,
  type UpdateStaffInput,
} from '@hearth/domain/console';
import { DomainError } from '@hearth/domain/errors';
import { base32Encode, matchingTotpStep, otpauthUri } from '@hearth/domain/totp';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { decryptField, encryptField } from '../../db/field-crypto';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../identity/passwords';
import { findIdentityByEmail, insertIdentityWithProfile } from '../identity/repository';
import { identities } from '../identity/schema';
import type { IssuedToken, TokenService } from '../identity/tokens';
import { staffMembers } from './schema';

export type StaffRow = typeof staffMembers.$inferSelect;

/**
 * The channel a change to a staff member (role, switched off or on) is announced on, ids only: the chat closes the
 * open sockets of an agent who may no longer chat (chat/agent-sockets.ts, decision 0257).
 */
export const STAFF_CHANNEL = 'hearth_staff';

/** Announces a change to a staff member inside the change's transaction: every process hears it once it commits. */
async function announceStaffChange(db: Pick<Db, 'execute'>, identityUuid: string): Promise<void> {
  await db.execute(
    sql`select pg_notify(${STAFF_CHANNEL}, ${JSON.stringify({ kind: 'staff', identityUuid })})`,
  );
}

export interface StaffDeps {
  db: Db;
  encryptionKey: Uint8Array;
  now: () => Date;
}

/** One staff member as the console shows them. */
export function staffView(row: StaffRow, email: string): StaffMember {
  return {
    uuid: row.uuid,
    email,
    name: row.name,
    role: row.role as StaffRole,
    organizationCode: row.organizationCode,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Adds a staff member of one lender: a STAFF login (argon2id password) and its staff row with a new TOTP secret,
 * in one transaction. The secret is returned once, for the person's authenticator app, and kept encrypted.
 */
export async function createStaffMember(
  deps: StaffDeps,
  input: CreateStaffInput & { organizationCode: string; createdBy: string | null; issuer: string },
): Promise<{ staff: StaffMember; totpSecret: string; otpauthUri: string }> {
  const passwordHash = await hashPassword(input.password);
  const totpSecret = base32Encode(randomBytes(20));
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertIdentityWithProfile(tx, {
      email: input.email,
      passwordHash,
      phoneNumber: '',
      organizationCode: input.organizationCode,
      role: 'STAFF',
    });
    if (!created) throw new DomainError('CONFLICT', CONSOLE_MESSAGES.staffExists);
    const [staff] = await tx
      .insert(staffMembers)
      .values({
        identityUuid: created.identity.uuid,
        organizationCode: input.organizationCode,
        role: input.role,
        name: input.name,
        totpSecretEncrypted: encryptField(deps.encryptionKey, totpSecret),
        createdBy: input.createdBy,
        createdAt: deps.now(),
      })
      .returning();
    if (!staff) throw new Error('staff insert returned no row');
    return staff;
  });
  return {
    staff: staffView(row, input.email),
    totpSecret,
    otpauthUri: otpauthUri({ secret: totpSecret, account: input.email, issuer: input.issuer }),
  };
}

/** The active staff member behind an identity, with their e-mail, or undefined. */
export async function activeStaffOf(
  db: Db,
  identityUuid: string,
): Promise<{ row: StaffRow; email: string } | undefined> {
  const [found] = await db
    .select({ row: staffMembers, email: identities.email })
    .from(staffMembers)
    .innerJoin(identities, eq(identities.uuid, staffMembers.identityUuid))
    .where(and(eq(staffMembers.identityUuid, identityUuid), eq(staffMembers.active, true)))
    .limit(1);
  return found;
}

export async function staffOfLender(db: Db, organizationCode: string): Promise<StaffMember[]> {
  const rows = await db
    .select({ row: staffMembers, email: identities.email })
    .from(staffMembers)
    .innerJoin(identities, eq(identities.uuid, staffMembers.identityUuid))
    .where(eq(staffMembers.organizationCode, organizationCode))
    .orderBy(asc(staffMembers.createdAt));
  return rows.map(({ row, email }) => staffView(row, email));
}

/**
 * A console sign-in: the password, then a TOTP code not used before. Any failure is the same answer (no telling
 * which part was wrong, nor whether the e-mail is staff). The code's time step is claimed in one statement, so a
 * code seen over a shoulder or replayed works no second time, on PGlite and PostgreSQL alike.
 */
export async function signInStaff(
  deps: StaffDeps & { tokens: TokenService },
  input: { email: string; password: string; code: string },
): Promise<{ token: IssuedToken; staff: StaffMember; identityUuid: string } | null> {
  const identity = await findIdentityByEmail(deps.db, input.email);
  if (identity?.role !== 'STAFF') {
    await verifyAgainstDummy(input.password);
    return null;
  }
  if (!(await verifyPassword(identity.passwordHash, input.password))) return null;
  const found = await activeStaffOf(deps.db, identity.uuid);
  if (!found) return null;
  const secret = decryptField(deps.encryptionKey, found.row.totpSecretEncrypted);
  const step = await matchingTotpStep(secret, input.code, deps.now());
  if (step === null) return null;
  const [claimed] = await deps.db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffMembers.uuid, found.row.uuid),
        or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step)),
      ),
    )
    .returning({ uuid: staffMembers.uuid });
  if (!claimed) return null;
  const token = await deps.tokens.issue(
    {
      identityUuid: identity.uuid,
      role: 'STAFF',
      organizationCode: found.row.organizationCode,
      sessionGeneration: identity.sessionGeneration,
    },
    { ttlSeconds: STAFF_SESSION_MINUTES * 60 },
  );
  return { token, staff: staffView(found.row, identity.email), identityUuid: identity.uuid };
}

/**
 * An admin changes a staff member of their own lender (decision 0236): a new role, or switched off or on. One
 * transaction that first locks the lender's active admins, so two admins switching each other off at once cannot
 * leave the lender with none (the second waits, then sees the first's change). Switching someone off raises their
 * login's session generation: every token they hold is refused from this moment, on every server.
 */
export async function changeStaffMember(
  deps: Pick<StaffDeps, 'db'>,
  input: UpdateStaffInput & { organizationCode: string; staffUuid: string; byStaffUuid: string },
): Promise<{
  before: StaffMember;
  after: StaffMember;
  sessionsEnded: { identityUuid: string; generation: number } | null;
}> {
  return deps.db.transaction(async (tx) => {
    const admins = await tx
      .select({ uuid: staffMembers.uuid })
      .from(staffMembers)
      .where(
        and(
          eq(staffMembers.organizationCode, input.organizationCode),
          eq(staffMembers.role, 'ADMIN'),
          eq(staffMembers.active, true),
        ),
      )
      .orderBy(asc(staffMembers.uuid))
      .for('update');
    const [found] = await tx
      .select({ row: staffMembers, email: identities.email })
      .from(staffMembers)
      .innerJoin(identities, eq(identities.uuid, staffMembers.identityUuid))
      .where(
        and(
          eq(staffMembers.uuid, input.staffUuid),
          eq(staffMembers.organizationCode, input.organizationCode),
        ),
      )
      .limit(1);
    // Another lender's staff member is as unknown as one that does not exist.
    if (!found) throw new DomainError('NOT_FOUND', CONSOLE_MESSAGES.unknownStaff);
    if (found.row.uuid === input.byStaffUuid) throw new DomainError('CONFLICT', CONSOLE_MESSAGES.notYourself);
    const role = input.role ?? (found.row.role as StaffRole);
    const active = input.active ?? found.row.active;
    const wasAdmin = found.row.role === 'ADMIN' && found.row.active;
    const staysAdmin = role === 'ADMIN' && active;
    if (wasAdmin && !staysAdmin && !admins.some((admin) => admin.uuid !== found.row.uuid))
      throw new DomainError('CONFLICT', CONSOLE_MESSAGES.lastAdmin);
    const [updated] = await tx
      .update(staffMembers)
      .set({ role, active })
      .where(eq(staffMembers.uuid, found.row.uuid))
      .returning();
    if (!updated) throw new Error('staff update returned no row');
    // Delivered on commit: the chat closes this login's agent sockets on every server if it may no longer chat.
    await announceStaffChange(tx, found.row.identityUuid);
    let sessionsEnded: { identityUuid: string; generation: number } | null = null;
    if (found.row.active && !active) {
      const [identity] = await tx
        .update(identities)
        .set({ sessionGeneration: sql`${identities.sessionGeneration} + 1`, updatedAt: sql`now()` })
        .where(eq(identities.uuid, found.row.identityUuid))
        .returning({ uuid: identities.uuid, generation: identities.sessionGeneration });
      if (identity) sessionsEnded = { identityUuid: identity.uuid, generation: identity.generation };
    }
    return {
      before: staffView(found.row, found.email),
      after: staffView(updated, found.email),
      sessionsEnded,
    };
  });
}
