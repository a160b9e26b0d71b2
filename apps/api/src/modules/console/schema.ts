import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { identities } from '../identity/schema';

/**
 * The people of a lender who work its files in the console (issue 24 item 1, decision 0228): one lender and one
 * role each, a TOTP secret (AES-256-GCM) and the last time step a code was used for, so a code works once.
 * Their login is an identity with the STAFF role (the e-mail and the argon2id password).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .unique()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    organizationCode: text('organization_code').notNull(),
    role: text('role').notNull(),
    name: text('name').notNull(),
    totpSecretEncrypted: text('totp_secret_encrypted').notNull(),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    /** The admin who added them; null for the first admin, made on the command line. */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_members_organization_idx').on(t.organizationCode, t.createdAt),
    check('staff_members_role_check', sql`${t.role} in ('ADMIN', 'UNDERWRITER', 'PROCESSOR', 'CHAT_AGENT')`),
  ],
);

/**
 * Every console action (issue 24 item 8, decision 0231): who, what, which application, the file before and after.
 * Append-only in the database itself: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0042). No foreign
 * keys, so nothing deleted elsewhere can take a row with it.
 */
export const consoleAuditLog = pgTable(
  'console_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    organizationCode: text('organization_code').notNull(),
    actorIdentityUuid: uuid('actor_identity_uuid').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    applicationUuid: uuid('application_uuid'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('console_audit_log_organization_idx').on(t.organizationCode, t.id),
    index('console_audit_log_application_idx').on(t.applicationUuid, t.id),
  ],
);
