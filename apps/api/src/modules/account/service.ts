import type { NotificationsResponse, PropertyDetails } from '@hearth/domain/account';
import type { Notification } from '@hearth/domain/entities';
import type { Db } from '../../db/database';
import type { ApplicationRow } from '../application/repository';
import { currentValueCents, readFile, recordOf } from '../collateral/file';
import { latestMessages, type MessageRow, readThroughOf } from './repository';

/** The card shows a message's first paragraph; the whole message is in the borrower's e-mail. */
const SUMMARY_MAX = 280;

function summaryOf(body: string): string {
  const first = body.split(/\n\s*\n/)[0]?.trim() ?? '';
  return first.length <= SUMMARY_MAX ? first : `${first.slice(0, SUMMARY_MAX - 1).trimEnd()}…`;
}

function notificationOf(message: MessageRow, readThrough: number): Notification {
  return {
    id: String(message.id),
    title: message.subject,
    body: summaryOf(message.body),
    timestamp: message.createdAt.toISOString(),
    isUnread: message.id > readThrough,
  };
}

/** The messages Hearth sent this person, newest first, each read or unread (decision 0215). */
export async function notificationsOf(db: Db, identityUuid: string): Promise<NotificationsResponse> {
  const [messages, readThrough] = await Promise.all([
    latestMessages(db, identityUuid),
    readThroughOf(db, identityUuid),
  ]);
  const notifications = messages.map((message) => notificationOf(message, readThrough));
  return { notifications, unreadCount: notifications.filter((n) => n.isUnread).length };
}

/**
 * The property card (spec section 2): the address applied for, the value the offer now rests on (the broker's
 * opinion once returned, else the automated valuation) and the condition the property record gives.
 */
export async function propertyDetailsOf(db: Db, row: ApplicationRow): Promise<PropertyDetails> {
  const record = recordOf(row);
  const file = await readFile(db, row.uuid);
  const valueCents = currentValueCents(row, file);
  const fromBroker = file?.valuation?.bpo?.valueCents !== undefined;
  return {
    address: {
      street1: row.propertyStreet1,
      street2: row.propertyStreet2,
      city: row.propertyCity,
      state: row.propertyState,
      zip: row.propertyZip,
    },
    propertyValueCents: valueCents > 0 ? valueCents : null,
    valueSource: valueCents > 0 ? (fromBroker ? 'BROKER_PRICE_OPINION' : 'AUTOMATED_VALUATION') : null,
    propertyCondition: record?.condition ?? null,
  };
}
