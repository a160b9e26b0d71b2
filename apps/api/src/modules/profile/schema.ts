import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identities } from '../identity/schema';

/** The person behind an identity (one each): name, type and the broker flag that opens the agent login. */
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
