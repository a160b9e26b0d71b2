import { randomUUID } from 'node:crypto';
import { CONDITION_MESSAGES, CONDITION_TASKS, type ConditionView } from '@hearth/domain/conditions';
import { CONDITIONS_API_PATHS as PATHS, UPLOAD_API_PATHS } from '@hearth/domain/identity-verification';
import { MESSAGES } from '@hearth/domain/validation-rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower, staffHeaders } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { createApplication, createBody } from '../application/test-helpers';
import { vendorQueueIdle } from '../hard-pull/test-helpers';
import { identities } from '../identity/schema';
import { openConditions } from '../identity-verification/service';
import { sendPdf } from '../uploads/test-helpers';

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  staff = await staffHeaders(t.app);
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object) =>
  t.app.inject({ method, url, headers, payload });

/** A borrower with an application (the tasks do not depend on its status). */
async function borrowerWithApplication() {
  const borrower = await registeredBorrower(t.app);
  const created = await createApplication(t.app, borrower.jwt, createBody());
  expect(created.statusCode, created.body).toBe(201);
  return { uuid: (created.json() as { uuid: string }).uuid, headers: bearer(borrower.jwt), ...borrower };
}

async function openTask(uuid: string, category: string, extra: object = {}) {
  const res = await send('POST', PATHS.lenderConditions(uuid), staff, { category, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ConditionView;
}

async function upload(uuid: string, headers: Headers, purpose = 'CONDITION_DOCUMENT') {
  const res = await sendPdf(
    t.app,
    `${UPLOAD_API_PATHS.uploads(uuid)}?purpose=${purpose}`,
    headers,
    'statement.pdf',
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const list = async (uuid: string, headers: Headers) => {
  const res = await get(PATHS.externalApplicants(uuid), headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConditionView[];
};

describe('conditions: the borrower tasks (issue 12 item 1, decision 0170)', () => {
  it('lists a task with its words, to its own borrower only; no token is a 401', async () => {
    const { uuid, headers } = await borrowerWithApplication();
    expect(await list(uuid, headers)).toEqual([]);
    await openTask(uuid, 'GENERIC_DOCUMENT_REQUEST', {
      commentsToBorrower: 'Send your 2025 property tax bill.',
      numDocsRequired: 1,
    });
    const [task] = await list(uuid, headers);
    expect(task).toMatchObject({
      categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
      status: 'OPEN',
      actionNeeded: true,
      commentsToBorrower: 'Send your 2025 property tax bill.',
      task: CONDITION_TASKS.GENERIC_DOCUMENT_REQUEST,
      documents: [],
      xtraData: { numDocsRequired: 1 },
    });
    expect(task?.clearedAt).toBeUndefined();

    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    const other = await get(PATHS.externalApplicants(uuid), stranger);
    expect(other.statusCode).toBe(404);
    expect((await get(PATHS.externalApplicants(uuid), {})).statusCode).toBe(401);
    // Only staff open or clear tasks.
    const byBorrower = await send('POST', PATHS.lenderConditions(uuid), headers, {
      category: 'ESCALATION_REVIEW',
    });
    expect(byBorrower.statusCode).toBe(403);
  });

  it('a document attached to an upload task submits it once, and the sandbox reviewer clears it', async () => {
    const { uuid, headers } = await borrowerWithApplication();
    const task = await openTask(uuid, 'BANK_ACCOUNT_FRAUD_REVIEW');
    const uploadId = await upload(uuid, headers);
    const attached = await send('POST', PATHS.documents(uuid, task.uuid), headers, { uploadId });
    expect(attached.statusCode, attached.body).toBe(200);
    const view = attached.json() as ConditionView;
    expect(view).toMatchObject({ status: 'SUBMITTED', actionNeeded: false });
    expect(view.documents).toEqual([expect.objectContaining({ uploadId, mediaType: 'application/pdf' })]);
    expect(view.submittedAt).toBeDefined();
    // A retry answers the same task with the file once.
    const again = await send('POST', PATHS.documents(uuid, task.uuid), headers, { uploadId });
    expect(again.statusCode).toBe(200);
    expect((again.json() as ConditionView).documents).toHaveLength(1);

    await vendorQueueIdle(t.app);
    const [cleared] = await list(uuid, headers);
    expect(cleared).toMatchObject({ uuid: task.uuid, status: 'CLEARED', actionNeeded: false });
    expect(cleared?.clearedAt).toBeDefined();
    expect(cleared?.documents).toHaveLength(1);
    expect(await openConditions(t.database.db, uuid)).toEqual([]);
  });

  it('refuses a bad attach with its message and changes nothing', async () => {
    const { uuid, headers } = await borrowerWithApplication();
    const task = await openTask(uuid, 'TRUST_REQUIREMENTS');
    const phoneTask = await openTask(uuid, 'MISSING_PHONE_NUMBER');
    const insurance = await upload(uuid, headers, 'HAZARD_INSURANCE');
    const document = await upload(uuid, headers);

    const cases: [string, object, number, string][] = [
      [PATHS.documents(uuid, task.uuid), { uploadId: insurance }, 400, CONDITION_MESSAGES.wrongPurpose],
      [PATHS.documents(uuid, task.uuid), { uploadId: randomUUID() }, 404, CONDITION_MESSAGES.uploadNotFound],
      [PATHS.documents(uuid, randomUUID()), { uploadId: document }, 404, CONDITION_MESSAGES.notFound],
      [PATHS.documents(uuid, phoneTask.uuid), { uploadId: document }, 409, CONDITION_MESSAGES.notUpload],
      [PATHS.documents(uuid, task.uuid), {}, 400, 'Upload the document first.'],
    ];
    for (const [url, body, status, message] of cases) {
      const res = await send('POST', url, headers, body);
      expect(res.statusCode, res.body).toBe(status);
      expect((res.json() as { errors: string[] }).errors).toContain(message);
    }
    expect((await list(uuid, headers)).map((c) => [c.categoryEnum, c.status, c.documents.length])).toEqual([
      ['TRUST_REQUIREMENTS', 'OPEN', 0],
      ['MISSING_PHONE_NUMBER', 'OPEN', 0],
    ]);

    // Another borrower's application and upload are not found, and attach nothing.
    const other = await borrowerWithApplication();
    const theirs = await upload(other.uuid, other.headers);
    const foreign = await send('POST', PATHS.documents(uuid, task.uuid), headers, { uploadId: theirs });
    expect(foreign.statusCode).toBe(404);
    const intoTheirs = await send('POST', PATHS.documents(uuid, task.uuid), other.headers, {
      uploadId: theirs,
    });
    expect(intoTheirs.statusCode).toBe(404);

    // A file answers one task only.
    const second = await openTask(uuid, 'PROPERTY_LEGAL_DESCRIPTION');
    expect(
      (await send('POST', PATHS.documents(uuid, task.uuid), headers, { uploadId: document })).statusCode,
    ).toBe(200);
    const reused = await send('POST', PATHS.documents(uuid, second.uuid), headers, { uploadId: document });
    expect(reused.statusCode).toBe(409);
    expect((reused.json() as { errors: string[] }).errors).toContain(CONDITION_MESSAGES.uploadInUse);
  });

  it('the phone number task validates with the spec messages, saves the phone and clears the task', async () => {
    const { uuid, headers, identityUuid } = await borrowerWithApplication();
    const none = await send('PUT', PATHS.phoneNumber(uuid), headers, { phoneNumber: '(415) 555-0199' });
    expect(none.statusCode).toBe(409);
    expect((none.json() as { errors: string[] }).errors).toContain(CONDITION_MESSAGES.noPhoneTask);

    await openTask(uuid, 'MISSING_PHONE_NUMBER');
    for (const [phoneNumber, message] of [
      ['', MESSAGES.phoneRequired],
      ['(415) 555-01', MESSAGES.phoneInvalid],
      ['1 (415) 555-0199', MESSAGES.phoneCountryCode],
    ] as const) {
      const res = await send('PUT', PATHS.phoneNumber(uuid), headers, { phoneNumber });
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as { errors: string[] }).errors).toEqual([message]);
    }
    expect(await openConditions(t.database.db, uuid)).toEqual(['MISSING_PHONE_NUMBER']);
    expect((await findApplication(t.database.db, uuid))?.phoneNumber).toBe('5555550123');

    const saved = await send('PUT', PATHS.phoneNumber(uuid), headers, { phoneNumber: '(415) 555-0199' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as ConditionView[]).map((c) => [c.categoryEnum, c.status])).toEqual([
      ['MISSING_PHONE_NUMBER', 'CLEARED'],
    ]);
    expect((await findApplication(t.database.db, uuid))?.phoneNumber).toBe('4155550199');
    const [identity] = await t.database.db.select().from(identities).where(eq(identities.uuid, identityUuid));
    expect(identity?.phoneNumber).toBe('4155550199');
    // Saving again (a retry) keeps one cleared task.
    const retry = await send('PUT', PATHS.phoneNumber(uuid), headers, { phoneNumber: '(415) 555-0199' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toHaveLength(1);
  });

  it('staff clear a task with a note; a repeat changes nothing; the note is never shown to the borrower', async () => {
    const { uuid, headers } = await borrowerWithApplication();
    const task = await openTask(uuid, 'ESCALATION_REVIEW');
    expect(task).toMatchObject({ status: 'OPEN', actionNeeded: false, task: { button: null } });
    const twice = await send('POST', PATHS.lenderConditions(uuid), staff, { category: 'ESCALATION_REVIEW' });
    expect(twice.statusCode).toBe(409);

    const noNote = await send('POST', PATHS.lenderClear(uuid, task.uuid), staff, { note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect((noNote.json() as { errors: string[] }).errors).toContain('Say why the task is cleared.');
    const byBorrower = await send('POST', PATHS.lenderClear(uuid, task.uuid), headers, { note: 'me' });
    expect(byBorrower.statusCode).toBe(403);
    expect(await openConditions(t.database.db, uuid)).toEqual(['ESCALATION_REVIEW']);

    const cleared = await send('POST', PATHS.lenderClear(uuid, task.uuid), staff, { note: 'file reviewed' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const view = cleared.json() as ConditionView;
    expect(view.status).toBe('CLEARED');
    const repeat = await send('POST', PATHS.lenderClear(uuid, task.uuid), staff, { note: 'again' });
    expect(repeat.statusCode).toBe(200);
    expect((repeat.json() as ConditionView).clearedAt).toBe(view.clearedAt);
    expect(JSON.stringify(await list(uuid, headers))).not.toContain('file reviewed');
    expect(
      (await send('POST', PATHS.lenderClear(randomUUID(), task.uuid), staff, { note: 'x' })).statusCode,
    ).toBe(404);
    // Once cleared the category can be asked for again.
    await openTask(uuid, 'ESCALATION_REVIEW');
  });
});
