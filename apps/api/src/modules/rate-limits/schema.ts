import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One fixed-window counter per key, shared by every API process (decision 0080); expired rows are reused. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);
