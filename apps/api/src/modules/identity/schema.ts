import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A login: e-mail (unique whatever its case), argon2id hash, mobile phone alias, role and organisation. */
export const identities = pgTable(
  'identities',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number').notNull(),
    role: text('role').notNull().default('BORROWER'),
    organizationCode: text('organization_code').notNull(),
    /** Raised by a password change: tokens issued under an older generation are refused (decision 0081). */
    sessionGeneration: integer('session_generation').notNull().default(0),
    /** Set when the lender closed the account (a broker it no longer works with, decision 0245): no sign-in. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identities_email_lower_key').on(sql`lower(${t.email})`),
    // The console's funnel counts a lender's registrations by day (decision 0240).
    index('identities_organization_created_idx').on(t.organizationCode, t.createdAt),
    check('identities_role_check', sql`${t.role} in ('BORROWER', 'CO_DEEDER', 'AGENT', 'STAFF')`),
  ],
);

/**
 * The person behind an identity (one each): name, type and the broker flag that opens the agent login. Created
 * with the identity (registration, an owner accepting an invitation), so defined beside it; the profile module's
 * routes read and change it.
 */
export const profiles = pgTable(
  'profiles',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .unique()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    organizationCode: text('organization_code').notNull(),
    profileType: text('profile_type').notNull().default('BORROWER'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    suffix: text('suffix').notNull().default(''),
    isBroker: boolean('is_broker').notNull().default(false),
    isManageable: boolean('is_manageable').notNull().default(true),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    passwordExpired: boolean('password_expired').notNull().default(false),
    totpVerified: boolean('totp_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_type_check', sql`${t.profileType} in ('BORROWER', 'CO_DEEDER', 'AGENT', 'STAFF')`),
    check('profiles_suffix_check', sql`${t.suffix} in ('', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR')`),
  ],
);

/**
 * Sessions (and tokens issued before sessions existed) ended before their expiry by a logout; rows past
 * `expiresAt` can be purged. The `jti` column holds a session id (`sid` claim), or the token id of a token
 * without one: such a token's session is itself (decision 0081).
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * First outcome of a request sent with an `Idempotency-Key`, per operation. The body is stored without
 * any bearer token; a replay re-issues one for the same identity.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
    identityUuid: uuid('identity_uuid').references(() => identities.uuid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * A file the mail sender attaches (decision 0200): a stored PDF, read from the encrypted storage by its key when the
 * mail is sent, checked against its SHA-256.
 */
export interface OutboxAttachment {
  filename: string;
  contentType: 'application/pdf';
  storageKey: string;
  sha256: string;
}

/**
 * Messages to an identity's owner (account locked, password changed), written when the event happens; a mail
 * sender drains the unsent rows (decision 0082). Until SMTP is configured, the rows are the record.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The notice's PDF, for the notices of decision 0200; none for the other mails. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The event a message tells of, for a message sent once per event (decision 0204: the documents ready, the
     * notary booked and its reminder, the draw sent): a retried job or request inserts nothing the second time.
     */
    onceKey: text('once_key'),
  },
  (t) => [
    index('outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
    uniqueIndex('outbox_once_key').on(t.onceKey).where(sql`${t.onceKey} is not null`),
    // The notifications list reads one identity's messages, newest first (decision 0215).
    index('outbox_identity_idx').on(t.identityUuid, t.id),
  ],
);

/**
 * Consents an identity gave outside any one application (decision 0200): the consent to electronic communications
 * accepted at registration, with its version, the time, the client address and the SHA-256 of the text served, like
 * the disclosures of start/app-summary (decision 0121). Notices go by e-mail only to an identity with this consent.
 */
export const identityConsents = pgTable(
  'identity_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    version: text('version').notNull(),
    ipAddress: text('ip_address').notNull(),
    textSha256: text('text_sha256').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the consent is withdrawn (by the lender's staff on the consumer's request); mail from then on. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * The reasonable demonstration (15 U.S.C. 7001(c)(1)(C)(ii), decision 0210): when the applicant typed back the
     * code of the sample PDF they opened, with the nonce their page opened it with (one account per nonce) and the
     * browser. Null: no demonstration, so the consent does not count for delivery and notices go by mail.
     */
    demonstratedAt: timestamp('demonstrated_at', { withTimezone: true }),
    demonstrationNonce: text('demonstration_nonce'),
    demonstrationUserAgent: text('demonstration_user_agent'),
  },
  (t) => [
    uniqueIndex('identity_consents_identity_type_key').on(t.identityUuid, t.type),
    uniqueIndex('identity_consents_demonstration_nonce_key').on(t.demonstrationNonce),
  ],
);
