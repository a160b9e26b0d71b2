import { z } from 'zod';
import { PACIFIC_TIME_ZONE } from './dates';
import type { Notification } from './entities';

export const NOTIFICATIONS_SHOWN = 3;
export const VIEW_ALL_LABEL = 'View All';
export const VIEW_LESS_LABEL = 'View Less';

function byNewest(a: Notification, b: Notification): number {
  return Date.parse(b.timestamp) - Date.parse(a.timestamp);
}

export interface NotificationListView {
  items: Notification[];
  /** null when there are 3 or fewer: no toggle at all. */
  toggleLabel: typeof VIEW_ALL_LABEL | typeof VIEW_LESS_LABEL | null;
  unreadCount: number;
}

/** Latest 3 unless expanded; View All only when there are more than 3. */
export function notificationListView(all: readonly Notification[], expanded: boolean): NotificationListView {
  const sorted = [...all].sort(byNewest);
  const hasMore = sorted.length > NOTIFICATIONS_SHOWN;
  return {
    items: expanded ? sorted : sorted.slice(0, NOTIFICATIONS_SHOWN),
    toggleLabel: hasMore ? (expanded ? VIEW_LESS_LABEL : VIEW_ALL_LABEL) : null,
    unreadCount: sorted.filter((n) => n.isUnread).length,
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const monthDay = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  timeZone: PACIFIC_TIME_ZONE,
});

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * "Just now", "5 minutes ago", "3 hours ago", "2 days ago", "4 weeks ago", then "November 22"
 * once more than 4 weeks have passed (decision 0014).
 */
export function relativeTime(timestamp: string | Date, now: Date, timeZone = PACIFIC_TIME_ZONE): string {
  const then = typeof timestamp === 'string' ? new Date(timestamp) : timestamp;
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return plural(Math.floor(elapsed / DAY), 'day');
  if (elapsed <= 4 * WEEK) return plural(Math.floor(elapsed / WEEK), 'week');
  const formatter =
    timeZone === PACIFIC_TIME_ZONE
      ? monthDay
      : new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone });
  return formatter.format(then);
}

/**
 * Outside production only: every message the outbox holds for an address, newest first (issue 21 item 17), so a person
 * trying the sandbox reads the e-mails a borrower or an owner would get (the documents ready, the notary's time, the
 * dated right to cancel, the money on its way, an invitation) without a mail server.
 */
export const SANDBOX_MAILBOX_PATH = '/sandbox/mailbox';
export const SANDBOX_MAILBOX_LIMIT = 50;
export const sandboxMailboxSchema = z.object({
  messages: z.array(
    z.object({ kind: z.string(), subject: z.string(), body: z.string(), createdAt: z.string() }),
  ),
});
export type SandboxMailbox = z.infer<typeof sandboxMailboxSchema>;
