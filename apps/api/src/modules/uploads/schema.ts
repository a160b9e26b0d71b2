import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from '../application/schema';

/** Uploaded files: the bytes are in the storage port, encrypted; this row indexes them and names the owner. */
export const applicationUploads = pgTable(
  'application_uploads',
  {
    id: uuid('id').primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    identityUuid: uuid('identity_uuid').notNull(),
    purpose: text('purpose').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_uploads_application').on(t.applicationUuid)],
);
