import type { Vendor } from '@hearth/domain/vendors';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/** A request Hearth made of a vendor (decision 0130); a callback must name one, of the same vendor. */
export const vendorRequests = pgTable(
  'vendor_requests',
  {
    id: uuid('id').primaryKey(),
    vendor: text('vendor').$type<Vendor>().notNull(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    status: text('status').$type<'PENDING' | 'COMPLETED'>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vendor_requests_one_pending')
      .on(t.applicationUuid, t.vendor, t.purpose)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** Each callback received, once: the primary key turns a replay into a no-op of one INSERT. */
export const vendorCallbacks = pgTable(
  'vendor_callbacks',
  {
    vendor: text('vendor').$type<Vendor>().notNull(),
    callbackId: text('callback_id').notNull(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => vendorRequests.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The verified body, AES-256-GCM like other personal data (a credit report is one). */
    bodyEncrypted: text('body_encrypted').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'vendor_callbacks_pk', columns: [t.vendor, t.callbackId] })],
);

/** Why a signed answer was refused: not JSON, not the callback envelope, or a result its vendor's schema rejects. */
export type CallbackRejectionReason = 'NOT_JSON' | 'NOT_A_CALLBACK' | 'RESULT_UNREADABLE';

/**
 * A correctly signed answer that does not parse (decision 0193): refused with a 400 and kept for a person to read;
 * the request it names stays open. One row per distinct body (the fingerprint), so a resend adds nothing.
 */
export const vendorCallbackRejections = pgTable(
  'vendor_callback_rejections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendor: text('vendor').$type<Vendor>().notNull(),
    /** The request the body names, when it names one of this vendor's. */
    requestId: uuid('request_id').references(() => vendorRequests.id, { onDelete: 'cascade' }),
    callbackId: text('callback_id'),
    reason: text('reason').$type<CallbackRejectionReason>().notNull(),
    /** Which fields failed and how (paths and schema messages, never the values). */
    detail: text('detail').notNull(),
    /** HMAC-SHA256 of the raw body under the data key (fieldFingerprint). */
    bodyFingerprint: text('body_fingerprint').notNull(),
    /** The raw body as received, AES-256-GCM like an accepted callback's. */
    bodyEncrypted: text('body_encrypted').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_callback_rejections_body_uq').on(t.vendor, t.bodyFingerprint),
    index('vendor_callback_rejections_request_idx').on(t.requestId),
  ],
);
