import { randomUUID } from 'node:crypto';
import { DomainError } from '@hearth/domain/errors';
import {
  type EmployerVerification,
  INCOME_DOCUMENTS,
  INCOME_SOURCE_OF,
  type IncomeDocumentType,
  type IncomeLinkStarted,
  type IncomeLinkType,
  type IncomeMethod,
  type IncomeVerificationView,
  incomeMethodsFor,
  INCOME_VERIFICATION_MESSAGES as MESSAGES,
} from '@hearth/domain/income-verification';
import { toCents, wholeDollars } from '@hearth/domain/money';
import { allows } from '@hearth/domain/status-actions';
import { incomeResultSchema, type VendorCallback } from '@hearth/domain/vendors';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { decryptField, encryptField } from '../../db/field-crypto';
import type {
  IncomePerson,
  IncomeVerificationVendor,
} from '../../providers/income-verification/income-verification';
import { type ApplicationRow, findApplication } from '../application/repository';
import { moveApplication, tryMoveApplication } from '../application/status-moves';
import { applicationUploads } from '../uploads/schema';
import type { CallbackDisposition } from '../vendor-callbacks/plugin';
import { openVendorRequest, type VendorRequestRow } from '../vendor-callbacks/service';
import { incomeVerifications } from './schema';

export interface IncomeDeps {
  db: Db;
  encryptionKey: Uint8Array;
  vendor: IncomeVerificationVendor;
}

type AttemptRow = typeof incomeVerifications.$inferSelect;
const PURPOSE = 'income';
/** Statuses an income result may move the application out of. */
const RESULT_STATUSES = ['INCOME_VERIFICATION', 'EMPLOYMENT_VERIFICATION'] as const;

const conflict = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);

function personOf(deps: IncomeDeps, row: ApplicationRow): IncomePerson {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    dob: decryptField(deps.encryptionKey, row.dobEncrypted),
  };
}

async function latest(db: Db, uuid: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(incomeVerifications)
    .where(eq(incomeVerifications.applicationUuid, uuid))
    .orderBy(desc(incomeVerifications.createdAt))
    .limit(1);
  return row;
}

/** What the income pages show: the stated income, the methods to offer, the latest attempt. */
export async function readIncome(db: Db, app: ApplicationRow): Promise<IncomeVerificationView> {
  const attempt = await latest(db, app.uuid);
  return {
    status: app.status,
    employmentType: app.employmentType,
    statedAnnualIncome: wholeDollars(app.incomeCents),
    statedOtherIncome: wholeDollars(app.otherIncomeCents),
    methods: incomeMethodsFor(app.employmentType),
    ...(attempt
      ? {
          latest: {
            id: attempt.id,
            method: attempt.method,
            state: attempt.state,
            ...(attempt.employer ? { employer: attempt.employer } : {}),
            ...(attempt.verifiedIncomeCents !== null
              ? { verifiedAnnualIncome: wholeDollars(attempt.verifiedIncomeCents) }
              : {}),
          },
        }
      : {}),
    ...(app.incomeVerificationSource
      ? { source: app.incomeVerificationSource as IncomeVerificationView['source'] }
      : {}),
  };
}

/** Nothing is waiting on the vendor: a second method while one is being checked would race it. */
async function assertNoneSubmitted(db: Db, uuid: string): Promise<void> {
  const [open] = await db
    .select({ id: incomeVerifications.id })
    .from(incomeVerifications)
    .where(and(eq(incomeVerifications.applicationUuid, uuid), eq(incomeVerifications.state, 'SUBMITTED')))
    .limit(1);
  if (open) throw conflict(MESSAGES.alreadySubmitted);
}

/** Asks the vendor for an attempt once: the vendor request is keyed by the attempt. */
async function submitAttempt(
  deps: IncomeDeps,
  app: ApplicationRow,
  attempt: AttemptRow,
  employerName?: string,
): Promise<void> {
  const request = await openVendorRequest(deps.db, {
    id: attempt.id,
    vendor: 'income',
    applicationUuid: app.uuid,
    purpose: PURPOSE,
  });
  await deps.db
    .update(incomeVerifications)
    .set({ requestId: request.id, updatedAt: new Date() })
    .where(eq(incomeVerifications.id, attempt.id));
  await deps.vendor.requestIncome({
    requestId: request.id,
    method: attempt.method,
    person: personOf(deps, app),
    statedAnnualIncome: wholeDollars(app.incomeCents + app.otherIncomeCents),
    ...(employerName ? { employerName } : {}),
  });
}

/**
 * `income/link/{type}`: a link session and the vendor's hosted page to send the borrower to, which returns them
 * to `income/pointserv-callback` with a one-time code. A connection left unfinished is replaced by the next one.
 */
export async function startLink(
  deps: IncomeDeps,
  app: ApplicationRow,
  type: IncomeLinkType,
): Promise<IncomeLinkStarted> {
  if (!allows(app.status, 'connectIncome')) throw conflict(MESSAGES.wrongStatus);
  await assertNoneSubmitted(deps.db, app.uuid);
  const id = randomUUID();
  await deps.db
    .insert(incomeVerifications)
    .values({ id, applicationUuid: app.uuid, method: type, state: 'LINKING' });
  return { linkId: id, redirectUrl: deps.vendor.linkUrl(id) };
}

/** A link session still waiting for the borrower at the vendor's page. */
export async function linkSession(db: Db, linkId: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(incomeVerifications).where(eq(incomeVerifications.id, linkId));
  return row?.state === 'LINKING' ? row : undefined;
}

/**
 * `income/pointserv-callback`: the borrower is back from the vendor's page. `exit` records that they left;
 * `success` with the right code asks the vendor for the report. A repeat of a completed link answers its state.
 */
export async function completeLink(
  deps: IncomeDeps,
  app: ApplicationRow,
  body: { linkId: string; status: 'success' | 'exit'; code?: string | undefined },
): Promise<IncomeVerificationView> {
  const [attempt] = await deps.db
    .select()
    .from(incomeVerifications)
    .where(and(eq(incomeVerifications.id, body.linkId), eq(incomeVerifications.applicationUuid, app.uuid)));
  if (!attempt || (attempt.method !== 'payroll' && attempt.method !== 'bank'))
    throw new DomainError('NOT_FOUND', MESSAGES.unknownLink);
  if (attempt.state !== 'LINKING') return readIncome(deps.db, app);
  if (!allows(app.status, 'connectIncome')) throw conflict(MESSAGES.wrongStatus);
  if (body.status === 'exit') {
    await deps.db
      .update(incomeVerifications)
      .set({ state: 'EXITED', updatedAt: new Date() })
      .where(and(eq(incomeVerifications.id, attempt.id), eq(incomeVerifications.state, 'LINKING')));
    return readIncome(deps.db, app);
  }
  if (!body.code || !deps.vendor.exchange(attempt.id, body.code))
    throw new DomainError('VALIDATION_FAILED', MESSAGES.badCode);
  await assertNoneSubmitted(deps.db, app.uuid);
  // One conditional UPDATE: a double submit finds SUBMITTED and asks nothing twice.
  const [submitted] = await deps.db
    .update(incomeVerifications)
    .set({ state: 'SUBMITTED', updatedAt: new Date() })
    .where(and(eq(incomeVerifications.id, attempt.id), eq(incomeVerifications.state, 'LINKING')))
    .returning();
  if (submitted) await submitAttempt(deps, app, submitted);
  return readIncome(deps.db, app);
}

/** `income/upload/{type}`: documents already uploaded to this application, sent for review together. */
export async function submitDocuments(
  deps: IncomeDeps,
  app: ApplicationRow,
  body: { type: IncomeDocumentType; uploadIds: string[] },
): Promise<IncomeVerificationView> {
  if (!allows(app.status, 'connectIncome')) throw conflict(MESSAGES.wrongStatus);
  const rule = INCOME_DOCUMENTS[body.type];
  const ids = [...new Set(body.uploadIds)];
  if (ids.length !== rule.files)
    throw new DomainError('VALIDATION_FAILED', MESSAGES.documentCount(body.type));
  const uploads = await deps.db
    .select({ id: applicationUploads.id, purpose: applicationUploads.purpose })
    .from(applicationUploads)
    .where(and(eq(applicationUploads.applicationUuid, app.uuid), inArray(applicationUploads.id, ids)));
  if (uploads.length !== ids.length) throw new DomainError('NOT_FOUND', MESSAGES.wrongDocuments);
  if (uploads.some((u) => u.purpose !== rule.purpose))
    throw new DomainError('VALIDATION_FAILED', MESSAGES.wrongDocuments);
  await assertNoneSubmitted(deps.db, app.uuid);
  const [attempt] = await deps.db
    .insert(incomeVerifications)
    .values({ id: randomUUID(), applicationUuid: app.uuid, method: body.type, state: 'SUBMITTED' })
    .returning();
  if (attempt) await submitAttempt(deps, app, attempt);
  return readIncome(deps.db, app);
}

/** `income/employer-verification`: the employer's HR or payroll team is asked to confirm. */
export async function verifyEmployer(
  deps: IncomeDeps,
  app: ApplicationRow,
  body: EmployerVerification,
): Promise<IncomeVerificationView> {
  if (!allows(app.status, 'verifyEmployer')) throw conflict(MESSAGES.employerWrongStatus);
  await assertNoneSubmitted(deps.db, app.uuid);
  const [attempt] = await deps.db
    .insert(incomeVerifications)
    .values({
      id: randomUUID(),
      applicationUuid: app.uuid,
      method: 'employer',
      state: 'SUBMITTED',
      employer: body.employerName,
      reportEncrypted: encryptField(deps.encryptionKey, JSON.stringify({ contact: body })),
    })
    .returning();
  if (attempt) await submitAttempt(deps, app, attempt, body.employerName);
  return readIncome(deps.db, app);
}

/** Back to `income/review` to try another method, from employer verification or "income not verified". */
export async function retryIncome(deps: IncomeDeps, app: ApplicationRow): Promise<IncomeVerificationView> {
  if (!allows(app.status, 'retryIncome')) throw conflict(MESSAGES.retryWrongStatus);
  await assertNoneSubmitted(deps.db, app.uuid);
  const moved = await moveApplication(deps.db, {
    uuid: app.uuid,
    from: app.status,
    to: 'INCOME_VERIFICATION',
    actor: 'borrower',
  });
  return readIncome(deps.db, moved);
}

const STATE_OF = {
  MATCH: 'VERIFIED',
  LOWER: 'LOWER',
  EMPLOYER_NOT_FOUND: 'EMPLOYER_NOT_FOUND',
  NOT_VERIFIED: 'NOT_VERIFIED',
} as const;

/**
 * The vendor's signed callback: the attempt records the result; a verified income (matching or lower) is written
 * on the application and moves it to identity; an unknown employer moves to employer verification; nothing
 * verifiable moves to INCOME_NOT_VERIFIED. Moves are guarded on the status, so a replay changes nothing.
 */
export async function applyIncomeResult(
  deps: Pick<IncomeDeps, 'db' | 'encryptionKey'>,
  request: VendorRequestRow,
  callback: VendorCallback,
): Promise<CallbackDisposition> {
  const parsed = incomeResultSchema.safeParse(callback.result);
  const result = parsed.success ? parsed.data : { outcome: 'NOT_VERIFIED' as const };
  const verifiedCents =
    (result.outcome === 'MATCH' || result.outcome === 'LOWER') && result.annualIncome !== undefined
      ? toCents(result.annualIncome)
      : null;
  const [attempt] = await deps.db
    .update(incomeVerifications)
    .set({
      state:
        verifiedCents === null && result.outcome !== 'EMPLOYER_NOT_FOUND'
          ? 'NOT_VERIFIED'
          : STATE_OF[result.outcome],
      ...(result.employer ? { employer: result.employer } : {}),
      verifiedIncomeCents: verifiedCents,
      reportEncrypted: encryptField(deps.encryptionKey, JSON.stringify(result)),
      updatedAt: new Date(),
    })
    .where(and(eq(incomeVerifications.id, request.id), eq(incomeVerifications.state, 'SUBMITTED')))
    .returning();
  if (!attempt) return 'final';
  const app = await findApplication(deps.db, request.applicationUuid);
  const from = app?.status;
  if (!app || !from || !(RESULT_STATUSES as readonly string[]).includes(from)) return 'final';
  const method = attempt.method as IncomeMethod;
  if (verifiedCents !== null) {
    await tryMoveApplication(deps.db, {
      uuid: app.uuid,
      from,
      to: 'IDENTITY_VERIFICATION',
      actor: 'vendor',
      reason: `income verified (${method}${result.outcome === 'LOWER' ? ', lower than stated' : ''})`,
      patch: { verifiedIncomeCents: verifiedCents, incomeVerificationSource: INCOME_SOURCE_OF[method] },
    });
  } else if (result.outcome === 'EMPLOYER_NOT_FOUND' && from === 'INCOME_VERIFICATION') {
    await tryMoveApplication(deps.db, {
      uuid: app.uuid,
      from,
      to: 'EMPLOYMENT_VERIFICATION',
      actor: 'vendor',
    });
  } else {
    await tryMoveApplication(deps.db, { uuid: app.uuid, from, to: 'INCOME_NOT_VERIFIED', actor: 'vendor' });
  }
  return 'final';
}
