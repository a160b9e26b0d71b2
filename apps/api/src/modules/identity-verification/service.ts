import { randomUUID } from 'node:crypto';
import { DomainError } from '@hearth/domain/errors';
import {
  type IdentityVerificationView,
  type KbaAnswers,
  type KbaQuestion,
  IDENTITY_VERIFICATION_MESSAGES as MESSAGES,
} from '@hearth/domain/identity-verification';
import { identityResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { decryptField, encryptField } from '../../db/field-crypto';
import type {
  IdentityPerson,
  IdentityVerificationVendor,
} from '../../providers/identity-verification/identity-verification';
import { type ApplicationRow, findApplication } from '../application/repository';
import { clearConditionOf } from '../conditions/repository';
import { applicationConditions } from '../conditions/schema';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import { identityVerifications } from './schema';

export interface IdentityDeps {
  db: Db;
  encryptionKey: Uint8Array;
  vendor: IdentityVerificationVendor;
  /** Identity passed: the final decision takes over (decision 0153). */
  onPass(applicationUuid: string): Promise<void>;
}

type VerificationRow = typeof identityVerifications.$inferSelect;
const STATUS = 'IDENTITY_VERIFICATION';
const PURPOSE = 'identity';

const conflict = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);

function personOf(deps: IdentityDeps, row: ApplicationRow): IdentityPerson {
  const home = row.homeAddress;
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    dob: decryptField(deps.encryptionKey, row.dobEncrypted),
    address: home
      ? { street1: home.street1, city: home.city, state: home.state, zip: home.zip }
      : {
          street1: row.propertyStreet1,
          city: row.propertyCity,
          state: row.propertyState,
          zip: row.propertyZip,
        },
  };
}

function questionsOf(deps: IdentityDeps, row: VerificationRow): KbaQuestion[] {
  return row.questionsEncrypted
    ? (JSON.parse(decryptField(deps.encryptionKey, row.questionsEncrypted)) as KbaQuestion[])
    : [];
}

export function verificationView(deps: IdentityDeps, row: VerificationRow): IdentityVerificationView {
  return {
    id: row.id,
    method: row.method,
    state: row.state,
    ...(row.state === 'QUESTIONS' ? { questions: questionsOf(deps, row) } : {}),
  };
}

async function latest(db: Db, uuid: string): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.applicationUuid, uuid))
    .orderBy(desc(identityVerifications.createdAt))
    .limit(1);
  return row;
}

export async function readVerification(
  deps: IdentityDeps,
  app: ApplicationRow,
): Promise<IdentityVerificationView> {
  const row = await latest(deps.db, app.uuid);
  if (!row) throw new DomainError('NOT_FOUND', MESSAGES.notStarted);
  return verificationView(deps, row);
}

/**
 * A new attempt, only in IDENTITY_VERIFICATION and only when none is open: the first, or one after a failure
 * (the "ID verification failure" task asks the borrower to try again). Starting KBA again while its questions
 * wait answers the same questions.
 */
async function newAttempt(
  deps: IdentityDeps,
  app: ApplicationRow,
  method: 'KBA' | 'DOCUMENT',
): Promise<{ row: VerificationRow; created: boolean }> {
  if (app.status !== STATUS) throw conflict(MESSAGES.wrongStatus);
  const current = await latest(deps.db, app.uuid);
  if (current && current.state === 'QUESTIONS' && method === 'KBA') return { row: current, created: false };
  if (current && current.state !== 'FAIL') throw conflict(MESSAGES.alreadyStarted);
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'identity',
    applicationUuid: app.uuid,
    purpose: PURPOSE,
  });
  const [row] = await deps.db
    .insert(identityVerifications)
    .values({
      id: request.id,
      applicationUuid: app.uuid,
      method,
      state: method === 'KBA' ? 'QUESTIONS' : 'SUBMITTED',
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(MESSAGES.alreadyStarted);
  return { row, created: true };
}

export async function startKba(deps: IdentityDeps, app: ApplicationRow): Promise<IdentityVerificationView> {
  const { row, created } = await newAttempt(deps, app, 'KBA');
  if (!created) return verificationView(deps, row);
  const questions = await deps.vendor.questions({ requestId: row.id, person: personOf(deps, app) });
  const [stored] = await deps.db
    .update(identityVerifications)
    .set({
      questionsEncrypted: encryptField(deps.encryptionKey, JSON.stringify(questions)),
      updatedAt: new Date(),
    })
    .where(eq(identityVerifications.id, row.id))
    .returning();
  return verificationView(deps, stored ?? row);
}

/** The borrower's answers: each question once, each choice one of those shown; then the vendor checks them. */
export async function answerKba(
  deps: IdentityDeps,
  app: ApplicationRow,
  body: KbaAnswers,
): Promise<IdentityVerificationView> {
  if (app.status !== STATUS) throw conflict(MESSAGES.wrongStatus);
  const current = await latest(deps.db, app.uuid);
  if (current?.method !== 'KBA' || current.state !== 'QUESTIONS') throw conflict(MESSAGES.noQuestions);
  const questions = questionsOf(deps, current);
  const ids = body.answers.map((a) => a.questionId);
  const complete =
    new Set(ids).size === ids.length &&
    ids.length === questions.length &&
    questions.every((q) => ids.includes(q.id));
  if (!complete) throw new DomainError('VALIDATION_FAILED', MESSAGES.answerEveryQuestion);
  const valid = body.answers.every((a) =>
    questions.find((q) => q.id === a.questionId)?.choices.includes(a.choice),
  );
  if (!valid) throw new DomainError('VALIDATION_FAILED', MESSAGES.unknownChoice);
  // One conditional UPDATE: a second submit (a double click, a retry) finds SUBMITTED and is refused.
  const [submitted] = await deps.db
    .update(identityVerifications)
    .set({ state: 'SUBMITTED', updatedAt: new Date() })
    .where(and(eq(identityVerifications.id, current.id), eq(identityVerifications.state, 'QUESTIONS')))
    .returning();
  if (!submitted) throw conflict(MESSAGES.noQuestions);
  await deps.vendor.submitAnswers({
    requestId: current.id,
    person: personOf(deps, app),
    answers: body.answers,
  });
  return verificationView(deps, submitted);
}

/** A document and selfie, already uploaded to this application, sent to the vendor. */
export async function submitDocuments(
  deps: IdentityDeps,
  app: ApplicationRow,
  documents: { idFront: { mediaType: string; bytes: Buffer }; selfie: { mediaType: string; bytes: Buffer } },
): Promise<IdentityVerificationView> {
  const { row } = await newAttempt(deps, app, 'DOCUMENT');
  await deps.vendor.submitDocuments({ requestId: row.id, person: personOf(deps, app), ...documents });
  return verificationView(deps, row);
}

/**
 * The vendor's signed callback (decision 0132): PASS clears the failure task and queues the final decision
 * (decision 0153), which moves the application; FAIL opens the
 * "ID verification failure" task (spec section 4) and the borrower stays on the identity page; REVIEW holds the
 * application for the vendor's manual review, whose later callback (or the lender) decides.
 */
export async function applyIdentityResult(
  deps: Pick<IdentityDeps, 'db' | 'onPass'>,
  request: VendorRequestRow,
  callback: VendorCallback,
): Promise<CallbackDisposition> {
  const parsed = identityResultSchema.safeParse(callback.result);
  const outcome = parsed.success ? parsed.data.outcome : 'REVIEW';
  await deps.db
    .update(identityVerifications)
    .set({ state: outcome, updatedAt: new Date() })
    .where(eq(identityVerifications.id, request.id));
  const uuid = request.applicationUuid;
  if (outcome === 'REVIEW') return 'interim';
  if (outcome === 'FAIL') {
    await deps.db
      .insert(applicationConditions)
      .values({ applicationUuid: uuid, category: 'ID_VERIFICATION_FAILURE' })
      .onConflictDoNothing();
    return 'final';
  }
  await clearConditionOf(deps.db, uuid, 'ID_VERIFICATION_FAILURE', 'vendor');
  const app = await findApplication(deps.db, uuid);
  if (app?.status === STATUS) await deps.onPass(uuid);
  return 'final';
}

/** The borrower tasks of an application not yet done, open or submitted (categories of spec section 4). */
export async function openConditions(db: Db, uuid: string): Promise<string[]> {
  const rows = await db
    .select({ category: applicationConditions.category })
    .from(applicationConditions)
    .where(and(eq(applicationConditions.applicationUuid, uuid), ne(applicationConditions.status, 'CLEARED')));
  return rows.map((r) => r.category);
}
