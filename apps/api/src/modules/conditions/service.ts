import { randomUUID } from 'node:crypto';
import type { SignerIdentity } from '@hearth/domain/additional-signers';
import {
  type BorrowerConditionItem,
  CONDITION_CLEARED_SHOWN_DAYS,
  CONDITION_DOCUMENTS_MAX,
  type ConditionState,
  type ConditionView,
  canAskSigner,
  conditionNeedsAction,
  CONDITION_MESSAGES as MESSAGES,
  type OtherOwnerTask,
  otherOwnerTask,
  taskWords,
} from '@hearth/domain/conditions';
import type { ConditionCategory } from '@hearth/domain/enums';
import { DomainError } from '@hearth/domain/errors';
import { phoneDigits } from '@hearth/domain/validation';
import { conditionReviewResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { and, asc, count, eq, gt, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ConditionReviewer } from '../../providers/condition-review/condition-review';
import type { ApplicationRow } from '../application/repository';
import { helocApplications } from '../application/schema';
import { updatePhoneAlias } from '../identity/repository';
import { joinedSignerOf } from '../owners/joined-owners';
import { noticeSignerTask } from '../owners/notices';
import { reconfirmSignerIdentity } from '../owners/owner-identity';
import { invitationsOf } from '../owners/owners';
import type { SignerInvitationRow } from '../owners/schema';
import type { SignerContext } from '../owners/signer-application';
import { applicationUploads } from '../uploads/schema';
import { findUpload } from '../uploads/service';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import { borrowers, clearConditionOf, notDone } from './repository';
import { applicationConditions, conditionDocuments } from './schema';

export interface ConditionDeps {
  db: Db;
  reviewer: ConditionReviewer;
  encryptionKey: Uint8Array;
  now(): Date;
  /** A task was cleared: whatever waits on the application's tasks looks again (the funding checks, 0178). */
  onCleared(applicationUuid: string): Promise<void>;
}

/**
 * Whose tasks a call reads and answers (decision 0183): the borrower's, or one additional signer's (their
 * invitation). Staff calls name no owner and reach every task of the application.
 */
export type TaskOwner = { kind: 'BORROWER' } | { kind: 'SIGNER'; invitation: SignerInvitationRow };
export const BORROWER: TaskOwner = { kind: 'BORROWER' };
export const signerOwner = (ctx: SignerContext): TaskOwner => ({
  kind: 'SIGNER',
  invitation: ctx.invitation,
});

type ConditionRow = typeof applicationConditions.$inferSelect;
type DocumentRow = {
  conditionId: string;
  uploadId: string;
  attachedAt: Date;
  mediaType: string;
  sizeBytes: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const REVIEW_PURPOSE = (conditionId: string) => `condition-${conditionId}`;

/** The rows of one owner: the borrower's have no signer, a signer's carry their invitation. */
function ownedBy(owner: TaskOwner): SQL {
  return owner.kind === 'BORROWER'
    ? borrowers
    : eq(applicationConditions.signerInvitationId, owner.invitation.id);
}

/** The identity whose uploads answer the owner's tasks: a file is attached only by the person who sent it. */
function uploaderOf(app: ApplicationRow, owner: TaskOwner): string | null {
  return owner.kind === 'BORROWER' ? app.identityUuid : owner.invitation.identityUuid;
}

function conditionView(row: ConditionRow, documents: DocumentRow[]): ConditionView {
  return {
    uuid: row.id,
    categoryEnum: row.category,
    requestDocuments: [],
    ...(row.commentsToBorrower ? { commentsToBorrower: row.commentsToBorrower } : {}),
    actionNeeded: conditionNeedsAction(row.status, row.category),
    xtraData: { numDocsRequired: row.docsRequired },
    created: row.createdAt.toISOString(),
    status: row.status,
    task: taskWords(row.category, row.signerInvitationId ? 'SIGNER' : 'BORROWER'),
    documents: documents
      .filter((d) => d.conditionId === row.id)
      .map((d) => ({
        uploadId: d.uploadId,
        mediaType: d.mediaType,
        sizeBytes: d.sizeBytes,
        attachedAt: d.attachedAt.toISOString(),
      })),
    ...(row.submittedAt ? { submittedAt: row.submittedAt.toISOString() } : {}),
    ...(row.clearedAt ? { clearedAt: row.clearedAt.toISOString() } : {}),
  };
}

async function documentsOf(db: Db, conditionIds: string[]): Promise<DocumentRow[]> {
  if (conditionIds.length === 0) return [];
  return db
    .select({
      conditionId: conditionDocuments.conditionId,
      uploadId: conditionDocuments.uploadId,
      attachedAt: conditionDocuments.attachedAt,
      mediaType: applicationUploads.mediaType,
      sizeBytes: applicationUploads.sizeBytes,
    })
    .from(conditionDocuments)
    .innerJoin(applicationUploads, eq(applicationUploads.id, conditionDocuments.uploadId))
    .where(inArray(conditionDocuments.conditionId, conditionIds))
    .orderBy(asc(conditionDocuments.attachedAt));
}

async function viewsOf(db: Db, rows: ConditionRow[]): Promise<ConditionView[]> {
  const documents = await documentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => conditionView(row, documents));
}

async function ownTasks(db: Db, uuid: string, owner: TaskOwner, now: Date): Promise<ConditionRow[]> {
  const since = new Date(now.getTime() - CONDITION_CLEARED_SHOWN_DAYS * DAY_MS);
  return db
    .select()
    .from(applicationConditions)
    .where(
      and(
        eq(applicationConditions.applicationUuid, uuid),
        ownedBy(owner),
        or(notDone, gt(applicationConditions.clearedAt, since)),
      ),
    )
    .orderBy(asc(applicationConditions.createdAt));
}

/**
 * The borrower's task list (spec section 7 conditions call, decision 0170): every task not yet done, and those
 * cleared in the last CONDITION_CLEARED_SHOWN_DAYS days, oldest first, each with its words and its files; then the
 * other owners' tasks not yet done, as waiting on them by name (decision 0183), so the borrower knows why the
 * application does not move.
 */
export async function conditionViews(db: Db, uuid: string, now: Date): Promise<BorrowerConditionItem[]> {
  const own = await viewsOf(db, await ownTasks(db, uuid, BORROWER, now));
  const others = await db
    .select()
    .from(applicationConditions)
    .where(
      and(
        eq(applicationConditions.applicationUuid, uuid),
        isNotNull(applicationConditions.signerInvitationId),
        notDone,
      ),
    )
    .orderBy(asc(applicationConditions.createdAt));
  if (others.length === 0) return own;
  const names = new Map((await invitationsOf(db, uuid)).map((i) => [i.id, i.ownerName]));
  const waiting = others.map((row): OtherOwnerTask => {
    const name = names.get(row.signerInvitationId ?? '') ?? 'another owner';
    const status = row.status === 'SUBMITTED' ? 'SUBMITTED' : 'OPEN';
    return {
      uuid: row.id,
      status,
      actionNeeded: false,
      created: row.createdAt.toISOString(),
      owner: { name },
      task: otherOwnerTask(name, status),
    };
  });
  return [...own, ...waiting];
}

/** An additional signer's own tasks (decision 0183), in their words: those not done and those cleared lately. */
export async function signerConditionViews(db: Db, ctx: SignerContext, now: Date): Promise<ConditionView[]> {
  return viewsOf(db, await ownTasks(db, ctx.app.uuid, signerOwner(ctx), now));
}

/** One task of the application; with an owner, only theirs (anyone else's is not found, decision 0183). */
async function conditionOf(
  db: Db,
  app: ApplicationRow,
  conditionId: string,
  owner?: TaskOwner,
): Promise<ConditionRow> {
  const [row] = await db
    .select()
    .from(applicationConditions)
    .where(
      and(
        eq(applicationConditions.id, conditionId),
        eq(applicationConditions.applicationUuid, app.uuid),
        owner ? ownedBy(owner) : undefined,
      ),
    );
  if (!row) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
  return row;
}

async function oneView(db: Db, row: ConditionRow): Promise<ConditionView> {
  const [view] = await viewsOf(db, [row]);
  if (!view) throw new Error('condition view missing');
  return view;
}

/** The words of a row's task, by whose it is. */
const wordsOf = (row: ConditionRow) =>
  taskWords(row.category, row.signerInvitationId ? 'SIGNER' : 'BORROWER');

/**
 * The owner of a task (the borrower, or the additional signer it was opened on) attaches a file they uploaded
 * (purpose CONDITION_DOCUMENT, this application) to it. Once it holds the files it asks for, the task is
 * SUBMITTED and goes to the reviewer. The same file again answers the same view: a retried call attaches nothing
 * twice. Anyone else's task, or a file someone else sent, is not found.
 */
export async function attachDocument(
  deps: ConditionDeps,
  app: ApplicationRow,
  conditionId: string,
  uploadId: string,
  owner: TaskOwner = BORROWER,
): Promise<ConditionView> {
  const condition = await conditionOf(deps.db, app, conditionId, owner);
  const [already] = await deps.db
    .select({ conditionId: conditionDocuments.conditionId })
    .from(conditionDocuments)
    .where(eq(conditionDocuments.uploadId, uploadId));
  if (already?.conditionId === condition.id) return oneView(deps.db, condition);
  if (wordsOf(condition).type !== 'upload') throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notUpload);
  if (condition.status === 'CLEARED') throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.alreadyCleared);
  const upload = await findUpload(deps.db, app, uploadId, uploaderOf(app, owner));
  if (!upload) throw new DomainError('NOT_FOUND', MESSAGES.uploadNotFound);
  if (upload.purpose !== 'CONDITION_DOCUMENT')
    throw new DomainError('VALIDATION_FAILED', MESSAGES.wrongPurpose);
  if (already) throw new DomainError('CONFLICT', MESSAGES.uploadInUse);

  const now = deps.now();
  const submitted = await deps.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(conditionDocuments)
      .where(eq(conditionDocuments.conditionId, condition.id));
    if ((held?.n ?? 0) >= CONDITION_DOCUMENTS_MAX)
      throw new DomainError('CONFLICT', MESSAGES.tooManyDocuments);
    const [attached] = await tx
      .insert(conditionDocuments)
      .values({ uploadId: upload.id, conditionId: condition.id, attachedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!attached) throw new DomainError('CONFLICT', MESSAGES.uploadInUse);
    if ((held?.n ?? 0) + 1 < condition.docsRequired) return undefined;
    return submit(tx, condition, now);
  });
  const row = submitted ?? (await conditionOf(deps.db, app, conditionId));
  if (submitted) await sendForReview(deps, app, submitted);
  return oneView(deps.db, row);
}

/** OPEN -> SUBMITTED, once: a second submit finds the task no longer open and changes nothing. */
async function submit(tx: Pick<Db, 'update'>, condition: ConditionRow, now: Date) {
  const [moved] = await tx
    .update(applicationConditions)
    .set({ status: 'SUBMITTED', submittedAt: now })
    .where(and(eq(applicationConditions.id, condition.id), eq(applicationConditions.status, 'OPEN')))
    .returning();
  return moved;
}

/**
 * An additional signer confirms who they are again for their ID verification task (decision 0183): the join's
 * checks (the name against title, the date of birth by the spec's rules), the answers kept in place of those given
 * on joining and the task SUBMITTED in one transaction, then sent to the reviewer, who clears it (or the lender
 * does). A refusal changes nothing; a repeat once answered returns the task as it is.
 */
export async function confirmSignerIdentity(
  deps: ConditionDeps,
  ctx: SignerContext,
  conditionId: string,
  body: SignerIdentity,
): Promise<ConditionView> {
  const condition = await conditionOf(deps.db, ctx.app, conditionId, signerOwner(ctx));
  if (condition.category !== 'ID_VERIFICATION_FAILURE')
    throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notIdentityTask);
  // Answered already (a retry, a double click) or cleared by the lender: the task as it is, nothing changed.
  if (condition.status !== 'OPEN') return oneView(deps.db, condition);
  const now = deps.now();
  const submitted = await deps.db.transaction(async (tx) => {
    await reconfirmSignerIdentity(tx, ctx, body, { now, encryptionKey: deps.encryptionKey });
    return submit(tx, condition, now);
  });
  if (submitted) await sendForReview(deps, ctx.app, submitted);
  return oneView(deps.db, submitted ?? (await conditionOf(deps.db, ctx.app, conditionId)));
}

/** Whether the signer has a task waiting for a document: only then may they send a file (decision 0183). */
export async function signerAwaitsDocument(db: Db, ctx: SignerContext): Promise<boolean> {
  const rows = await db
    .select()
    .from(applicationConditions)
    .where(
      and(
        eq(applicationConditions.applicationUuid, ctx.app.uuid),
        ownedBy(signerOwner(ctx)),
        eq(applicationConditions.status, 'OPEN'),
      ),
    );
  return rows.some((row) => wordsOf(row).type === 'upload');
}

async function sendForReview(deps: ConditionDeps, app: ApplicationRow, row: ConditionRow): Promise<void> {
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'condition-review',
    applicationUuid: app.uuid,
    purpose: REVIEW_PURPOSE(row.id),
  });
  const documents = await documentsOf(deps.db, [row.id]);
  await deps.reviewer.review({
    requestId: request.id,
    conditionId: row.id,
    category: row.category,
    documents: documents.map(({ mediaType, sizeBytes }) => ({ mediaType, sizeBytes })),
  });
}

/** The reviewer's signed answer: the submitted task is cleared, and what waits on the tasks looks again. */
export async function applyConditionReview(
  deps: Pick<ConditionDeps, 'db' | 'now' | 'onCleared'>,
  request: VendorRequestRow,
  callback: VendorCallback,
): Promise<CallbackDisposition> {
  const parsed = conditionReviewResultSchema.safeParse(callback.result);
  const conditionId = request.purpose.replace(/^condition-/, '');
  if (!parsed.success) return 'final';
  const cleared = await deps.db
    .update(applicationConditions)
    .set({ status: 'CLEARED', clearedAt: deps.now(), clearedBy: 'reviewer' })
    .where(
      and(
        eq(applicationConditions.id, conditionId),
        eq(applicationConditions.applicationUuid, request.applicationUuid),
        eq(applicationConditions.status, 'SUBMITTED'),
      ),
    )
    .returning({ id: applicationConditions.id });
  if (cleared.length > 0) await deps.onCleared(request.applicationUuid);
  return 'final';
}

/**
 * The phone number task (conditions/phone-number): the mobile phone, already checked by the spec's rules, is saved
 * where the codebase keeps phones (the application and the login's phone alias, as digits) and the task cleared,
 * in one transaction. A borrower whose application never had the task is refused; saving again after it is
 * cleared just saves the number.
 */
export async function savePhoneNumber(
  deps: ConditionDeps,
  app: ApplicationRow,
  identityUuid: string,
  phoneNumber: string,
): Promise<BorrowerConditionItem[]> {
  const [task] = await deps.db
    .select({ id: applicationConditions.id })
    .from(applicationConditions)
    .where(
      and(
        eq(applicationConditions.applicationUuid, app.uuid),
        eq(applicationConditions.category, 'MISSING_PHONE_NUMBER'),
        borrowers,
      ),
    )
    .limit(1);
  if (!task) throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.noPhoneTask);
  const digits = phoneDigits(phoneNumber);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(helocApplications)
      .set({ phoneNumber: digits, updatedAt: now })
      .where(eq(helocApplications.uuid, app.uuid));
    await updatePhoneAlias(tx, identityUuid, digits);
    await clearConditionOf(tx, app.uuid, 'MISSING_PHONE_NUMBER', 'borrower', now);
  });
  await deps.onCleared(app.uuid);
  return conditionViews(deps.db, app.uuid, now);
}

/**
 * Staff: opens a task on an application (one per category and person until it is done): the borrower's, or an
 * additional signer's who joined (decision 0183), only of a category a signer can be asked; the signer is emailed.
 */
export async function openCondition(
  deps: Pick<ConditionDeps, 'db' | 'now'>,
  app: ApplicationRow,
  input: {
    category: ConditionCategory;
    commentsToBorrower?: string | undefined;
    numDocsRequired?: number | undefined;
    signerInvitationId?: string | undefined;
  },
): Promise<ConditionView> {
  const signer = input.signerInvitationId
    ? await joinedSignerOf(deps.db, app, input.signerInvitationId)
    : undefined;
  if (signer && !canAskSigner(input.category))
    throw new DomainError('VALIDATION_FAILED', MESSAGES.signerCategory);
  const row = await deps.db.transaction(async (tx) => {
    const [opened] = await tx
      .insert(applicationConditions)
      .values({
        applicationUuid: app.uuid,
        category: input.category,
        signerInvitationId: signer?.id ?? null,
        commentsToBorrower: input.commentsToBorrower ?? null,
        docsRequired: input.numDocsRequired ?? 1,
        createdAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!opened) throw new DomainError('CONFLICT', MESSAGES.alreadyOpen);
    if (signer) await noticeSignerTask(tx, app, signer, wordsOf(opened).header);
    return opened;
  });
  return oneView(deps.db, row);
}

/**
 * Staff: clears a task (the borrower's or a signer's) with a note. Clearing a cleared task answers it as it is (a
 * retry changes nothing).
 */
export async function clearCondition(
  deps: Pick<ConditionDeps, 'db' | 'now' | 'onCleared'>,
  app: ApplicationRow,
  conditionId: string,
  note: string,
): Promise<ConditionView> {
  const condition = await conditionOf(deps.db, app, conditionId);
  if (condition.status === 'CLEARED') return oneView(deps.db, condition);
  const [cleared] = await deps.db
    .update(applicationConditions)
    .set({
      status: 'CLEARED' satisfies ConditionState,
      clearedAt: deps.now(),
      clearedBy: 'lender',
      clearedNote: note,
    })
    .where(and(eq(applicationConditions.id, condition.id), notDone))
    .returning();
  if (cleared) await deps.onCleared(app.uuid);
  return oneView(deps.db, cleared ?? (await conditionOf(deps.db, app, conditionId)));
}

/** Staff: every task of an application, the borrower's and each signer's, with who cleared it and why. */
export async function lenderConditionViews(
  db: Db,
  uuid: string,
): Promise<(ConditionView & { clearedBy: string | null; clearedNote: string | null })[]> {
  const rows = await db
    .select()
    .from(applicationConditions)
    .where(eq(applicationConditions.applicationUuid, uuid))
    .orderBy(asc(applicationConditions.createdAt));
  const views = await viewsOf(db, rows);
  return views.map((view, index) => ({
    ...view,
    clearedBy: rows[index]?.clearedBy ?? null,
    clearedNote: rows[index]?.clearedNote ?? null,
  }));
}

/** What the borrower reads under a task whose document the lender could not accept (decision 0230). */
export function rejectedDocumentWords(reason: string, ask: string | null): string {
  return `We could not use the document you sent: ${reason}${ask ? ` ${ask}` : ''}`;
}

/**
 * Staff review of the document a borrower sent against a task (issue 24 item 4, decision 0230): accepted, the task
 * is cleared; rejected, it is open again with the reason in the borrower's words and the files taken off it (they
 * stay among the application's documents), so the borrower's list asks for a new one at once. Only a submitted
 * task is reviewed.
 */
export async function reviewConditionDocument(
  deps: Pick<ConditionDeps, 'db' | 'now' | 'onCleared'>,
  app: ApplicationRow,
  conditionId: string,
  review: { outcome: 'ACCEPT' | 'REJECT'; reason?: string | undefined },
  messages: { notSubmitted: string },
): Promise<ConditionView> {
  const condition = await conditionOf(deps.db, app, conditionId);
  // A document the review vendor already accepted can still be overruled by the lender (decision 0230).
  const byReviewer = condition.status === 'CLEARED' && condition.clearedBy === 'reviewer';
  if (condition.status !== 'SUBMITTED' && !byReviewer)
    throw new DomainError('STEP_OUT_OF_ORDER', messages.notSubmitted);
  const submitted = and(
    eq(applicationConditions.id, condition.id),
    or(
      eq(applicationConditions.status, 'SUBMITTED'),
      and(eq(applicationConditions.status, 'CLEARED'), eq(applicationConditions.clearedBy, 'reviewer')),
    ),
  );
  if (review.outcome === 'ACCEPT') {
    const [cleared] = await deps.db
      .update(applicationConditions)
      .set({
        status: 'CLEARED' satisfies ConditionState,
        clearedAt: deps.now(),
        clearedBy: 'lender',
        clearedNote: review.reason || 'document accepted',
      })
      .where(submitted)
      .returning();
    if (cleared) await deps.onCleared(app.uuid);
    return oneView(deps.db, cleared ?? (await conditionOf(deps.db, app, conditionId)));
  }
  const reopened = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(applicationConditions)
      .set({
        status: 'OPEN' satisfies ConditionState,
        submittedAt: null,
        commentsToBorrower: rejectedDocumentWords(review.reason ?? '', condition.commentsToBorrower),
      })
      .where(submitted)
      .returning();
    if (row) await tx.delete(conditionDocuments).where(eq(conditionDocuments.conditionId, row.id));
    return row;
  });
  return oneView(deps.db, reopened ?? (await conditionOf(deps.db, app, conditionId)));
}

/** Staff: waives a task with the reason (kept for the lender, never shown to the borrower); a retry changes nothing. */
export async function waiveCondition(
  deps: Pick<ConditionDeps, 'db' | 'now' | 'onCleared'>,
  app: ApplicationRow,
  conditionId: string,
  reason: string,
): Promise<ConditionView> {
  const condition = await conditionOf(deps.db, app, conditionId);
  if (condition.status === 'CLEARED') return oneView(deps.db, condition);
  const [waived] = await deps.db
    .update(applicationConditions)
    .set({
      status: 'CLEARED' satisfies ConditionState,
      clearedAt: deps.now(),
      clearedBy: 'lender-waived',
      clearedNote: reason,
    })
    .where(and(eq(applicationConditions.id, condition.id), notDone))
    .returning();
  if (waived) await deps.onCleared(app.uuid);
  return oneView(deps.db, waived ?? (await conditionOf(deps.db, app, conditionId)));
}
