import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/**
 * Each reasonable demonstration that a person can open the PDFs (15 U.S.C. 7001(c)(1)(C)(ii), decision 0202): they
 * opened the sample document and typed the code printed in it, for one version of the consent's text (its SHA-256),
 * before accepting that text: the borrower on start/app-summary, an owner on title when they join. The first
 * demonstration of a text stands; a new text needs a new one.
 */
export const eSignDemonstrations = pgTable(
  'e_sign_demonstrations',
  {
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    identityUuid: uuid('identity_uuid').notNull(),
    version: text('version').notNull(),
    textSha256: text('text_sha256').notNull(),
    demonstratedAt: timestamp('demonstrated_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationUuid, t.identityUuid, t.textSha256] })],
);

export type ESignDemonstrationRow = typeof eSignDemonstrations.$inferSelect;
