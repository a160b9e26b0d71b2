import { randomUUID } from 'node:crypto';
import {
  CONDITION_CLEARED_SHOWN_DAYS,
  CONDITION_DOCUMENTS_MAX,
  CONDITION_TASKS,
  type ConditionState,
  type ConditionView,
  conditionNeedsAction,
  CONDITION_MESSAGES as MESSAGES,
} from '@hearth/domain/conditions';
import type { ConditionCategory } from '@hearth/domain/enums';
import { DomainError } from '@hearth/domain/errors';
import { phoneDigits } from '@hearth/domain/validation';
import { conditionReviewResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { and, asc, count, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ConditionReviewer } from '../../providers/condition-review/condition-review';
import type { ApplicationRow } from '../application/repository';
import { helocApplications } from '../application/schema';
import { updatePhoneAlias } from '../identity/repository';
import { applicationConditions, applicationUploads } from '../identity-verification/schema';
import { findUpload } from '../uploads/service';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import { conditionDocuments } from './schema';

export interface ConditionDeps {
  db: Db;
  reviewer: ConditionReviewer;
  now(): Date;
}

/** Who cleared a task: kept for the lender, never shown to the borrower. */
export type ClearedBy = 'borrower' | 'reviewer' | 'lender' | 'vendor';

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
const notDone = ne(applicationConditions.status, 'CLEARED');

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
    task: CONDITION_TASKS[row.category],
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

/**
 * The borrower's task list (spec section 7 conditions call, decision 0170): every task not yet done, and those
 * cleared in the last CONDITION_CLEARED_SHOWN_DAYS days, oldest first, each with its words and its files.
 */
export async function conditionViews(db: Db, uuid: string, now: Date): Promise<ConditionView[]> {
  const since = new Date(now.getTime() - CONDITION_CLEARED_SHOWN_DAYS * DAY_MS);
  const rows = await db
    .select()
    .from(applicationConditions)
    .where(
      and(
        eq(applicationConditions.applicationUuid, uuid),
        or(notDone, gt(applicationConditions.clearedAt, since)),
      ),
    )
    .orderBy(asc(applicationConditions.createdAt));
  return viewsOf(db, rows);
}

async function conditionOf(db: Db, app: ApplicationRow, conditionId: string): Promise<ConditionRow> {
  const [row] = await db
    .select()
    .from(applicationConditions)
    .where(
      and(eq(applicationConditions.id, conditionId), eq(applicationConditions.applicationUuid, app.uuid)),
    );
  if (!row) throw new DomainError('NOT_FOUND', MESSAGES.notFound);
  return row;
}

async function oneView(db: Db, row: ConditionRow): Promise<ConditionView> {
  const [view] = await viewsOf(db, [row]);
  if (!view) throw new Error('condition view missing');
  return view;
}

/**
 * Clears the task of a category that is not yet done (OPEN or SUBMITTED), for the module whose step answers it
 * (identity passed, the trust papers verified, the ownership review decided). Nothing open: nothing changes.
 */
export async function clearConditionOf(
  db: Db,
  uuid: string,
  category: ConditionCategory,
  by: ClearedBy,
  at: Date = new Date(),
): Promise<void> {
  await db
    .update(applicationConditions)
    .set({ status: 'CLEARED', clearedAt: at, clearedBy: by })
    .where(
      and(
        eq(applicationConditions.applicationUuid, uuid),
        eq(applicationConditions.category, category),
        notDone,
      ),
    );
}

/**
 * The borrower attaches an uploaded file (purpose CONDITION_DOCUMENT, this application) to an upload task. Once it
 * holds the files it asks for, the task is SUBMITTED and goes to the reviewer. The same file again answers the
 * same view: a retried call attaches nothing twice.
 */
export async function attachDocument(
  deps: ConditionDeps,
  app: ApplicationRow,
  conditionId: string,
  uploadId: string,
): Promise<ConditionView> {
  const condition = await conditionOf(deps.db, app, conditionId);
  const [already] = await deps.db
    .select({ conditionId: conditionDocuments.conditionId })
    .from(conditionDocuments)
    .where(eq(conditionDocuments.uploadId, uploadId));
  if (already?.conditionId === condition.id) return oneView(deps.db, condition);
  if (CONDITION_TASKS[condition.category].type !== 'upload')
    throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.notUpload);
  if (condition.status === 'CLEARED') throw new DomainError('STEP_OUT_OF_ORDER', MESSAGES.alreadyCleared);
  const upload = await findUpload(deps.db, app, uploadId);
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
    const [moved] = await tx
      .update(applicationConditions)
      .set({ status: 'SUBMITTED', submittedAt: now })
      .where(and(eq(applicationConditions.id, condition.id), eq(applicationConditions.status, 'OPEN')))
      .returning();
    return moved;
  });
  const row = submitted ?? (await conditionOf(deps.db, app, conditionId));
  if (submitted) await sendForReview(deps, app, submitted);
  return oneView(deps.db, row);
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

/** The reviewer's signed answer: the submitted task is cleared. */
export async function applyConditionReview(
  deps: Pick<ConditionDeps, 'db' | 'now'>,
  request: VendorRequestRow,
  callback: VendorCallback,
): Promise<CallbackDisposition> {
  const parsed = conditionReviewResultSchema.safeParse(callback.result);
  const conditionId = request.purpose.replace(/^condition-/, '');
  if (!parsed.success) return 'final';
  await deps.db
    .update(applicationConditions)
    .set({ status: 'CLEARED', clearedAt: deps.now(), clearedBy: 'reviewer' })
    .where(
      and(
        eq(applicationConditions.id, conditionId),
        eq(applicationConditions.applicationUuid, request.applicationUuid),
        eq(applicationConditions.status, 'SUBMITTED'),
      ),
    );
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
): Promise<ConditionView[]> {
  const [task] = await deps.db
    .select({ id: applicationConditions.id })
    .from(applicationConditions)
    .where(
      and(
        eq(applicationConditions.applicationUuid, app.uuid),
        eq(applicationConditions.category, 'MISSING_PHONE_NUMBER'),
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
  return conditionViews(deps.db, app.uuid, now);
}

/** Staff: opens a task on an application (one per category until it is done). */
export async function openCondition(
  deps: Pick<ConditionDeps, 'db' | 'now'>,
  app: ApplicationRow,
  input: {
    category: ConditionCategory;
    commentsToBorrower?: string | undefined;
    numDocsRequired?: number | undefined;
  },
): Promise<ConditionView> {
  const [row] = await deps.db
    .insert(applicationConditions)
    .values({
      applicationUuid: app.uuid,
      category: input.category,
      commentsToBorrower: input.commentsToBorrower ?? null,
      docsRequired: input.numDocsRequired ?? 1,
      createdAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new DomainError('CONFLICT', MESSAGES.alreadyOpen);
  return oneView(deps.db, row);
}

/** Staff: clears a task with a note. Clearing a cleared task answers it as it is (a retry changes nothing). */
export async function clearCondition(
  deps: Pick<ConditionDeps, 'db' | 'now'>,
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
  return oneView(deps.db, cleared ?? (await conditionOf(deps.db, app, conditionId)));
}
