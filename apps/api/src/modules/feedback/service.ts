import { DomainError } from '@hearth/domain/errors';
import { SHELL_MESSAGES } from '@hearth/domain/shell-settings';
import type { FeedbackRequest } from '@hearth/domain/validation';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { findOwnApplication } from '../application/repository';
import type { AuthContext } from '../identity/tokens';
import { borrowerFeedback } from './schema';

type Caller = Pick<AuthContext, 'identityUuid' | 'organizationCode'>;

/** An application named in feedback must be the caller's own; another's answers the same 404 as none. */
async function ownApplication(db: Db, caller: Caller, applicationUuid: string | undefined) {
  if (applicationUuid === undefined) return null;
  const own = await findOwnApplication(db, applicationUuid, caller.identityUuid);
  if (!own) throw new DomainError('NOT_FOUND', SHELL_MESSAGES.unknownApplication);
  return own.uuid;
}

async function insert(db: Db, values: typeof borrowerFeedback.$inferInsert) {
  const [row] = await db
    .insert(borrowerFeedback)
    .values(values)
    .returning({ uuid: borrowerFeedback.uuid, createdAt: borrowerFeedback.createdAt });
  if (!row) throw new Error('feedback insert returned nothing');
  return { uuid: row.uuid, createdAt: row.createdAt.toISOString() };
}

/** The feedback form (spec section 5): kept for the caller's lender, with the page it was sent from. */
export async function submitFeedback(db: Db, caller: Caller, request: FeedbackRequest) {
  return insert(db, {
    identityUuid: caller.identityUuid,
    organizationCode: caller.organizationCode,
    kind: 'FEEDBACK',
    topic: request.topic,
    message: request.message,
    marketingConsent: request.marketingConsent,
    applicationUuid: await ownApplication(db, caller, request.applicationUuid),
    pathname: request.pathname,
    productType: request.productType,
  });
}

/** The leave survey's answer at logout (spec section 4): the reason as the topic, the comment as the message. */
export async function submitLeaveSurvey(
  db: Db,
  caller: Caller,
  answer: { reason: string; comment: string; applicationUuid?: string | undefined; pathname: string },
) {
  return insert(db, {
    identityUuid: caller.identityUuid,
    organizationCode: caller.organizationCode,
    kind: 'LEAVE_SURVEY',
    topic: answer.reason,
    message: answer.comment,
    applicationUuid: await ownApplication(db, caller, answer.applicationUuid),
    pathname: answer.pathname,
  });
}

/** A lender's latest feedback and survey answers (the console's read). */
export async function listFeedback(db: Db, organizationCode: string, limit = 100) {
  const rows = await db
    .select()
    .from(borrowerFeedback)
    .where(eq(borrowerFeedback.organizationCode, organizationCode))
    .orderBy(desc(borrowerFeedback.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    uuid: row.uuid,
    kind: row.kind,
    topic: row.topic,
    message: row.message,
    marketingConsent: row.marketingConsent,
    applicationUuid: row.applicationUuid,
    pathname: row.pathname,
    createdAt: row.createdAt.toISOString(),
  }));
}
