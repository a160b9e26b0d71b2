import { z } from 'zod';
import { formatMonthDay, PACIFIC_TIME_ZONE, propertyTimeZone, zonedCalendarDate } from './dates';
import type { Notification } from './entities';
import { formatMoney } from './money';

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
  return formatMonthDay(zonedCalendarDate(then, timeZone));
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

/**
 * The borrower's e-mails along the closing (issue 21 item 17, decision 0204): the documents ready to sign, the notary
 * booked and its reminder, and the money on its way. Each says what happens next and links to the application's
 * page on the lender's site (`siteUrl`, the brand's address).
 */
export interface BorrowerMail {
  subject: string;
  body: string;
}

/** The application's page `page` (one of the step router's pages) on the lender's site. */
export function applicationPageLink(siteUrl: string, uuid: string, page: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/account/heloc/${uuid}/${page}`;
}

/** "Tuesday, March 3, 2026 at 10:00 AM CST": a time as the home's clock shows it, with the zone named. */
export function appointmentTime(at: Date, state: string): string {
  const timeZone = propertyTimeZone(state);
  const day = at.toLocaleDateString('en-US', { dateStyle: 'full', timeZone });
  const time = at.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  return `${day} at ${time}`;
}

export function documentsReadyMail(facts: { lender: string; link: string }): BorrowerMail {
  return {
    subject: `${facts.lender}: your documents are ready to sign`,
    body:
      'Your home equity line of credit documents are ready: the account-opening disclosure, the agreement, your notice of the right to cancel and the other closing papers.\n\n' +
      `What happens next: log in, read each document and sign or acknowledge it. Then you choose a time with the notary to sign the deed of trust.\n\nOpen your documents: ${facts.link}`,
  };
}

export interface NotaryMailFacts {
  lender: string;
  online: boolean;
  /** The appointment's time in the home's time zone (`appointmentTime`). */
  when: string;
  notary: string;
  /** Where an in-person visit is held, one line; '' online. */
  place: string;
  link: string;
}

export function notaryBookedMail(facts: NotaryMailFacts): BorrowerMail {
  return facts.online
    ? {
        subject: `${facts.lender}: your online notary session is booked for ${facts.when}`,
        body:
          `Your online notary session with ${facts.notary} is booked for ${facts.when}.\n\n` +
          'What happens next: at that time, log in and join the session from your application; it opens 15 minutes before. Have your photo ID with you. You sign the deed of trust while the notary watches, and your right to cancel starts.\n\n' +
          `Your notary session: ${facts.link}\n\nNeed another time? You can change it on the same page until the session opens.`,
      }
    : {
        subject: `${facts.lender}: your notary appointment is booked for ${facts.when}`,
        body:
          `A notary, ${facts.notary}, will meet you on ${facts.when} at ${facts.place}.\n\n` +
          'What happens next: be there with your photo ID, and everyone on title who signs. You sign the deed of trust in front of the notary, and your right to cancel starts.\n\n' +
          `Your appointment: ${facts.link}`,
      };
}

/** The reminder, the day before: the same facts, said again. */
export function notaryReminderMail(facts: NotaryMailFacts): BorrowerMail {
  return {
    subject: `${facts.lender}: reminder: your notary ${facts.online ? 'session' : 'appointment'} is ${facts.when}`,
    body:
      (facts.online
        ? `Your online notary session with ${facts.notary} is on ${facts.when}. Log in and join it from your application; it opens 15 minutes before.`
        : `A notary, ${facts.notary}, meets you on ${facts.when} at ${facts.place}.`) +
      ' Have your photo ID with you.\n\nWhat happens next: you sign the deed of trust in front of the notary, and your right to cancel starts.\n\n' +
      `Your ${facts.online ? 'notary session' : 'appointment'}: ${facts.link}`,
  };
}

export function moneyOnItsWayMail(facts: {
  lender: string;
  amountCents: number;
  /** "ending in 1234" */
  account: string;
  /** The ACH entry's effective date: the day the money should arrive. */
  arrivesOn: string;
  link: string;
}): BorrowerMail {
  const amount = formatMoney(facts.amountCents, 2);
  return {
    subject: `${facts.lender}: your money is on its way`,
    body:
      `We sent your initial draw of ${amount} to your account ${facts.account}. It should arrive on ${facts.arrivesOn}.\n\n` +
      'What happens next: you do not need to do anything. If your bank returns the money, we e-mail you at once and you can choose another account. Your line of credit, its balance and your first payment are on your application.\n\n' +
      `Your line of credit: ${facts.link}`,
  };
}
