import type { SignatureStyle } from '@hearth/domain/signing';
import {
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';
import { loanDocuments } from '../documents/schema';

/** The signature a signer adopted for an application (decision 0172). */
export const adoptedSignatures = pgTable(
  'adopted_signatures',
  {
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    identityUuid: uuid('identity_uuid').notNull(),
    fullName: text('full_name').notNull(),
    style: text('style').$type<SignatureStyle>().notNull(),
    /** Initials for each page (decision 0175); null for an adoption made before initials were asked. */
    initials: text('initials'),
    /** A drawn signature (style DRAWN): the PNG, base64, validated and size-limited when adopted. */
    drawingPng: text('drawing_png'),
    adoptedAt: timestamp('adopted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [primaryKey({ name: 'adopted_signatures_pk', columns: [t.applicationUuid, t.identityUuid] })],
);

/** One signing act: a signer signed or acknowledged one document, as it was (its SHA-256), then and there. */
export const signingActs = pgTable(
  'signing_acts',
  {
    id: uuid('id').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => loanDocuments.id, { onDelete: 'cascade' }),
    identityUuid: uuid('identity_uuid').notNull(),
    documentSha256: text('document_sha256').notNull(),
    action: text('action').$type<'SIGN' | 'ACKNOWLEDGE'>().notNull(),
    signatureName: text('signature_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
  },
  (t) => [
    uniqueIndex('signing_acts_once').on(t.documentId, t.identityUuid),
    // An application's acts in order (decision 0203): the signing pages, what is still to sign, the sealing.
    index('signing_acts_application').on(t.applicationUuid, t.signedAt, t.id),
  ],
);
