import { randomBytes, randomUUID } from 'node:crypto';
import {
  SIGNER_MESSAGES,
  SIGNER_API_PATHS as SIGNER_PATHS,
  type SignersView,
} from '@hearth/domain/additional-signers';
import {
  type BorrowerConditionItem,
  CONDITION_MESSAGES,
  CONDITION_TASKS,
  type ConditionView,
  isOtherOwnersTask,
  otherOwnerTask,
  SIGNER_CONDITION_CATEGORIES,
  SIGNER_CONDITION_TASKS,
} from '@hearth/domain/conditions';
import { CONDITION_CATEGORIES } from '@hearth/domain/enums';
import { CONDITIONS_API_PATHS as PATHS, UPLOAD_API_PATHS } from '@hearth/domain/identity-verification';
import { NOTARY_API_PATHS } from '@hearth/domain/notary';
import { MESSAGES } from '@hearth/domain/validation-rules';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptField } from '../../db/field-crypto';
import { bearer, registeredBorrower, staffHeaders } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { settledStatus } from '../collateral/test-helpers';
import { vendorQueueIdle } from '../hard-pull/test-helpers';
import { outbox } from '../identity/schema';
import { openConditions } from '../identity-verification/service';
import { booked, deedSigned, rescissionOver } from '../notary/test-helpers';
import { signerInvitations } from '../owners/schema';
import { atCoDeedRequest, coOwnerJoined, invite } from '../signers/test-helpers';
import { sendPdf } from '../uploads/test-helpers';
import { clearConditionOf } from './repository';

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await setupTestApp();
  staff = await staffHeaders(t.app);
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const errors = (res: { json: () => unknown }) => (res.json() as { errors: string[] }).errors;

async function invitationIdOf(uuid: string, headers: Headers): Promise<string> {
  const view = (await get(SIGNER_PATHS.signers(uuid), headers)).json() as SignersView;
  const id = view.owners[0]?.invitationId;
  if (!id) throw new Error('no invitation');
  return id;
}

/** The sandbox co-owner joined; staff open `category` on them (the lender's call, with a staff token). */
async function signerWithTask(category: string, extra: object = {}) {
  const joined = await coOwnerJoined(t);
  const invitationId = await invitationIdOf(joined.borrower.uuid, joined.borrower.headers);
  const res = await post(PATHS.lenderConditions(joined.borrower.uuid), staff, {
    category,
    signerInvitationId: invitationId,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...joined, uuid: joined.borrower.uuid, invitationId, task: res.json() as ConditionView };
}

const signerUpload = (uuid: string, headers: Headers) =>
  sendPdf(t.app, `${SIGNER_PATHS.uploads(uuid)}?purpose=CONDITION_DOCUMENT`, headers, 'deed.pdf');

async function borrowerUpload(uuid: string, headers: Headers) {
  const res = await sendPdf(t.app, `${UPLOAD_API_PATHS.uploads(uuid)}?purpose=CONDITION_DOCUMENT`, headers);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const signerList = async (uuid: string, headers: Headers) => {
  const res = await get(SIGNER_PATHS.conditions(uuid), headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConditionView[];
};
const borrowerList = async (uuid: string, headers: Headers) => {
  const res = await get(PATHS.externalApplicants(uuid), headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BorrowerConditionItem[];
};

describe('conditions on an additional signer (issue 12, decision 0183)', { timeout: 90_000 }, () => {
  it('staff ask the signer for a document; they see it in their words, send it once; the reviewer clears it', async () => {
    const note = 'Send the recorded deed you hold.';
    const { uuid, borrower, signer, email, task, invitationId } = await signerWithTask(
      'GENERIC_DOCUMENT_REQUEST',
      {
        commentsToBorrower: note,
      },
    );
    expect(task).toMatchObject({
      status: 'OPEN',
      actionNeeded: true,
      task: SIGNER_CONDITION_TASKS.GENERIC_DOCUMENT_REQUEST,
    });
    // The signer is told by e-mail, without the lender's note.
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'SIGNER_TASK_OPENED')));
    expect(mail?.body).toContain(SIGNER_CONDITION_TASKS.GENERIC_DOCUMENT_REQUEST.header);
    expect(mail?.body).not.toContain(note);

    // One open task per category and person: the signer's again is refused, the borrower's own is not.
    const twice = await post(PATHS.lenderConditions(uuid), staff, {
      category: 'GENERIC_DOCUMENT_REQUEST',
      signerInvitationId: invitationId,
    });
    expect(twice.statusCode).toBe(409);
    const borrowers = await post(PATHS.lenderConditions(uuid), staff, {
      category: 'GENERIC_DOCUMENT_REQUEST',
    });
    expect(borrowers.statusCode, borrowers.body).toBe(201);
    expect((borrowers.json() as ConditionView).task).toEqual(CONDITION_TASKS.GENERIC_DOCUMENT_REQUEST);

    // The signer lists their own task only, with the note; the borrower sees theirs and one waiting on SAM PRIME.
    expect((await signerList(uuid, signer.headers)).map((c) => [c.uuid, c.commentsToBorrower])).toEqual([
      [task.uuid, note],
    ]);
    const seen = await borrowerList(uuid, borrower.headers);
    expect(seen).toHaveLength(2);
    const waiting = seen.find((c) => c.uuid === task.uuid);
    expect(waiting).toEqual({
      uuid: task.uuid,
      status: 'OPEN',
      actionNeeded: false,
      created: task.created,
      owner: { name: 'SAM PRIME' },
      task: otherOwnerTask('SAM PRIME', 'OPEN'),
    });
    expect(JSON.stringify(waiting)).not.toContain(note);
    expect(await openConditions(t.database.db, uuid)).toEqual([
      'GENERIC_DOCUMENT_REQUEST',
      'GENERIC_DOCUMENT_REQUEST',
    ]);

    // The signer uploads and attaches; a retry attaches nothing twice.
    const uploaded = await signerUpload(uuid, signer.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const uploadId = (uploaded.json() as { id: string }).id;
    const attach = () => post(SIGNER_PATHS.conditionDocuments(uuid, task.uuid), signer.headers, { uploadId });
    const attached = await attach();
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toMatchObject({ status: 'SUBMITTED', actionNeeded: false });
    const again = await attach();
    expect(again.statusCode).toBe(200);
    expect((again.json() as ConditionView).documents).toHaveLength(1);

    // The signer's file is theirs: not in the borrower's files, not downloadable, not attachable by the borrower.
    const files = (await get(UPLOAD_API_PATHS.uploads(uuid), borrower.headers)).json() as { id: string }[];
    expect(files.map((f) => f.id)).not.toContain(uploadId);
    expect((await get(UPLOAD_API_PATHS.upload(uuid, uploadId), borrower.headers)).statusCode).toBe(404);
    const borrowerTask = (borrowers.json() as ConditionView).uuid;
    const taken = await post(PATHS.documents(uuid, borrowerTask), borrower.headers, { uploadId });
    expect(taken.statusCode).toBe(404);
    expect(errors(taken)).toContain(CONDITION_MESSAGES.uploadNotFound);

    // The sandbox reviewer clears it: the signer sees it done, the borrower no longer waits on anyone.
    await vendorQueueIdle(t.app);
    expect((await signerList(uuid, signer.headers)).map((c) => c.status)).toEqual(['CLEARED']);
    expect((await borrowerList(uuid, borrower.headers)).filter(isOtherOwnersTask)).toEqual([]);
    expect(await openConditions(t.database.db, uuid)).toEqual(['GENERIC_DOCUMENT_REQUEST']);
  });

  it('only the signer acts on their tasks: the borrower, strangers and other signers get 404', async () => {
    const { uuid, borrower, signer, task } = await signerWithTask('IDENTITY_DOCUMENT_FRAUD');
    const other = await coOwnerJoined(t);
    const stranger = bearer((await registeredBorrower(t.app)).jwt);

    for (const headers of [borrower.headers, stranger, other.signer.headers]) {
      expect((await get(SIGNER_PATHS.conditions(uuid), headers)).statusCode).toBe(404);
      expect((await signerUpload(uuid, headers)).statusCode).toBe(404);
      const attach = await post(SIGNER_PATHS.conditionDocuments(uuid, task.uuid), headers, {
        uploadId: randomUUID(),
      });
      expect(attach.statusCode).toBe(404);
    }
    expect((await get(SIGNER_PATHS.conditions(uuid), {})).statusCode).toBe(401);

    // The borrower cannot answer the signer's task through their own calls: it is not on their list to act on.
    const uploadId = await borrowerUpload(uuid, borrower.headers);
    const byBorrower = await post(PATHS.documents(uuid, task.uuid), borrower.headers, { uploadId });
    expect(byBorrower.statusCode).toBe(404);
    expect(errors(byBorrower)).toContain(CONDITION_MESSAGES.notFound);
    // Nor can the signer answer the borrower's task, or attach the borrower's file to their own.
    const borrowerTask = (
      (
        await post(PATHS.lenderConditions(uuid), staff, { category: 'IDENTITY_DOCUMENT_FRAUD' })
      ).json() as ConditionView
    ).uuid;
    const onBorrowers = await post(SIGNER_PATHS.conditionDocuments(uuid, borrowerTask), signer.headers, {
      uploadId,
    });
    expect(onBorrowers.statusCode).toBe(404);
    expect(errors(onBorrowers)).toContain(CONDITION_MESSAGES.notFound);
    const foreignFile = await post(SIGNER_PATHS.conditionDocuments(uuid, task.uuid), signer.headers, {
      uploadId,
    });
    expect(foreignFile.statusCode).toBe(404);
    expect(errors(foreignFile)).toContain(CONDITION_MESSAGES.uploadNotFound);
    // The borrower's own calls answer the signer as they answer an application that does not exist.
    expect((await get(PATHS.externalApplicants(uuid), signer.headers)).statusCode).toBe(
      (await get(PATHS.externalApplicants(randomUUID()), signer.headers)).statusCode,
    );
    // Bad input: the spec's messages, nothing changed.
    const missing = await post(SIGNER_PATHS.conditionDocuments(uuid, task.uuid), signer.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(errors(missing)).toContain('Upload the document first.');
    const badPurpose = await sendPdf(t.app, `${SIGNER_PATHS.uploads(uuid)}?purpose=ID_FRONT`, signer.headers);
    expect(badPurpose.statusCode).toBe(400);
    expect((await signerList(uuid, signer.headers)).map((c) => [c.status, c.documents.length])).toEqual([
      ['OPEN', 0],
    ]);
  });

  it('refuses a task a signer cannot do, an owner not on the application or not joined, and writes nothing', async () => {
    const { uuid, invitationId } = await signerWithTask('PROPERTY_LEGAL_DESCRIPTION');
    const refused = CONDITION_CATEGORIES.filter(
      (c) => !(SIGNER_CONDITION_CATEGORIES as readonly string[]).includes(c),
    );
    expect(refused).toEqual([
      'BANK_ACCOUNT_FRAUD_REVIEW',
      'MISSING_PHONE_NUMBER',
      'TRUST_REQUIREMENTS',
      'PROPERTY_OWNERSHIP_FRAUD',
      'MANUAL_PAYSTUB_UPLOAD',
      'HARD_CREDIT_INQUIRY_REVIEW',
      'ESCALATION_REVIEW',
    ]);
    for (const category of refused) {
      const res = await post(PATHS.lenderConditions(uuid), staff, {
        category,
        signerInvitationId: invitationId,
      });
      expect(res.statusCode, category).toBe(400);
      expect(errors(res)).toEqual([CONDITION_MESSAGES.signerCategory]);
    }
    const unknown = await post(PATHS.lenderConditions(uuid), staff, {
      category: 'GENERIC_DOCUMENT_REQUEST',
      signerInvitationId: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(errors(unknown)).toEqual([CONDITION_MESSAGES.signerNotFound]);

    // An owner invited but not joined yet cannot be asked anything.
    const waiting = await atCoDeedRequest(t);
    const invited = await invite(t, waiting.uuid, waiting.headers);
    expect(invited.res.statusCode).toBe(200);
    const notJoined = await post(PATHS.lenderConditions(waiting.uuid), staff, {
      category: 'GENERIC_DOCUMENT_REQUEST',
      signerInvitationId: await invitationIdOf(waiting.uuid, waiting.headers),
    });
    expect(notJoined.statusCode).toBe(409);
    expect(errors(notJoined)).toEqual([CONDITION_MESSAGES.signerNotJoined]);
    // Another application's signer is not on this one.
    const elsewhere = await post(PATHS.lenderConditions(waiting.uuid), staff, {
      category: 'GENERIC_DOCUMENT_REQUEST',
      signerInvitationId: invitationId,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await openConditions(t.database.db, uuid)).toEqual(['PROPERTY_LEGAL_DESCRIPTION']);
    expect(await openConditions(t.database.db, waiting.uuid)).toEqual([]);
  });

  it('the ID verification task: the signer confirms who they are again with the join rules', async () => {
    const { uuid, signer, invitationId, task } = await signerWithTask('ID_VERIFICATION_FAILURE');
    expect(task.task).toEqual(SIGNER_CONDITION_TASKS.ID_VERIFICATION_FAILURE);
    expect(task.task.location).toBe('conditions/identity');
    // The borrower's identity passing clears the borrower's task, not the signer's.
    await clearConditionOf(t.database.db, uuid, 'ID_VERIFICATION_FAILURE', 'vendor');
    expect(await openConditions(t.database.db, uuid)).toEqual(['ID_VERIFICATION_FAILURE']);

    const confirm = (body: object) =>
      post(SIGNER_PATHS.conditionIdentity(uuid, task.uuid), signer.headers, body);
    for (const [body, message] of [
      [{ firstName: 'Pat', lastName: 'Prime', dob: '1982-03-04' }, SIGNER_MESSAGES.nameMismatch],
      [{ firstName: 'Sam', lastName: 'Prime', dob: '2015-03-04' }, MESSAGES.minimumAge(18)],
      [{ firstName: '', lastName: 'Prime', dob: '1982-03-04' }, MESSAGES.firstNameRequired],
    ] as const) {
      const res = await confirm(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errors(res)).toContain(message);
    }
    expect((await signerList(uuid, signer.headers)).map((c) => c.status)).toEqual(['OPEN']);

    const confirmed = await confirm({ firstName: 'Sam', lastName: 'Prime', dob: '03/05/1982' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'SUBMITTED' });
    // A repeat (a retry, a double click) answers the task as it is and changes nothing.
    expect((await confirm({ firstName: 'Sam', lastName: 'Prime', dob: '1982-03-04' })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(signerInvitations)
      .where(eq(signerInvitations.id, invitationId));
    expect(decryptField(t.app.config.encryptionKey, row?.dobEncrypted ?? '')).toBe('03/05/1982');

    // An upload task does not take the identity answers, and the identity task does not take a file.
    const upload = await post(PATHS.lenderConditions(uuid), staff, {
      category: 'FALSE_OWNERSHIP_TYPE',
      signerInvitationId: invitationId,
    });
    const wrongTask = await post(
      SIGNER_PATHS.conditionIdentity(uuid, (upload.json() as ConditionView).uuid),
      signer.headers,
      {
        firstName: 'Sam',
        lastName: 'Prime',
        dob: '1982-03-04',
      },
    );
    expect(wrongTask.statusCode).toBe(409);
    expect(errors(wrongTask)).toContain(CONDITION_MESSAGES.notIdentityTask);

    await vendorQueueIdle(t.app);
    expect((await signerList(uuid, signer.headers)).map((c) => [c.categoryEnum, c.status])).toEqual([
      ['ID_VERIFICATION_FAILURE', 'CLEARED'],
      ['FALSE_OWNERSHIP_TYPE', 'OPEN'],
    ]);
  });

  it("a signer's open task holds funding like the borrower's; cleared, the application is funded", async () => {
    const { uuid, headers, slot } = await booked(t);
    await deedSigned(t, uuid, headers, slot);
    // An owner on title who joined (written as the join writes it: the persona's title has no other owner).
    const owner = await registeredBorrower(t.app);
    const now = t.app.vendors.clock.nowFor(uuid);
    const invitationId = randomUUID();
    await t.database.db.insert(signerInvitations).values({
      id: invitationId,
      applicationUuid: uuid,
      ownerName: 'SAM PRIME',
      email: owner.email,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: now,
      invitedAt: now,
      lastSentAt: now,
      acceptedAt: now,
      identityUuid: owner.identityUuid,
      joinedAt: now,
      firstName: 'Sam',
      lastName: 'Prime',
    });
    const opened = await post(PATHS.lenderConditions(uuid), staff, {
      category: 'PROPERTY_LEGAL_DESCRIPTION',
      signerInvitationId: invitationId,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const task = opened.json() as ConditionView;

    await rescissionOver(t, uuid, headers);
    await get(NOTARY_API_PATHS.rescission(uuid), headers);
    expect(await settledStatus(t, uuid)).toBe('FUNDING_DECISION');
    await t.app.funding.sweep();
    expect(await settledStatus(t, uuid)).toBe('FUNDING_DECISION');

    const signer = bearer(owner.jwt);
    const uploaded = await signerUpload(uuid, signer);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attach = await post(SIGNER_PATHS.conditionDocuments(uuid, task.uuid), signer, {
      uploadId: (uploaded.json() as { id: string }).id,
    });
    expect(attach.statusCode, attach.body).toBe(200);
    // The reviewer clears it and the funding checks look again at once: the line is funded.
    expect(await settledStatus(t, uuid)).toBe('COMPLETE');
    expect(await openConditions(t.database.db, uuid)).toEqual([]);
    // With no task waiting for a document, the signer sends no more files.
    const extra = await signerUpload(uuid, signer);
    expect(extra.statusCode).toBe(409);
    expect(errors(extra)).toContain(CONDITION_MESSAGES.noUploadTask);
  });

  it('the sandbox call opens a task without a staff token outside production, and does not exist in production', async () => {
    const { uuid, headers } = await atCoDeedRequest(t);
    const res = await post(PATHS.sandboxOpen(uuid), {}, { category: 'GENERIC_DOCUMENT_REQUEST' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await borrowerList(uuid, headers)).map((c) => c.status)).toEqual(['OPEN']);
    const { app } = await setupTestApp({ env: 'production' });
    const inProduction = await app.inject({
      method: 'POST',
      url: PATHS.sandboxOpen(uuid),
      payload: { category: 'GENERIC_DOCUMENT_REQUEST' },
    });
    expect(inProduction.statusCode).toBe(404);
  });
});
