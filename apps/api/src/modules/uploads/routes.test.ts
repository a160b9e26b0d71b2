import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SIGNER_API_PATHS, type SignersView } from '@hearth/domain/additional-signers';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '@hearth/domain/file-size';
import {
  CONDITIONS_API_PATHS,
  UPLOAD_API_PATHS,
  UPLOAD_MESSAGES,
  UPLOADS_PER_APPLICATION,
  type UploadView,
} from '@hearth/domain/identity-verification';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower, staffHeaders } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { createApplication, createBody } from '../application/test-helpers';
import { applicantNotices } from '../notices/schema';
import { coOwnerJoined } from '../signers/test-helpers';
import { applicationUploads } from '../uploads/schema';
import { malformedMultipart, multipartBody, PDF, PNG } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

async function borrowerWithApplication() {
  const borrower = await registeredBorrower(t.app);
  const created = await createApplication(t.app, borrower.jwt, createBody());
  return { uuid: (created.json() as { uuid: string }).uuid, headers: bearer(borrower.jwt) };
}

function upload(
  uuid: string,
  headers: Record<string, string>,
  file: Buffer,
  purpose = 'CONDITION_DOCUMENT',
  name?: string,
) {
  const body = multipartBody(file, name);
  return t.app.inject({
    method: 'POST',
    url: `${UPLOAD_API_PATHS.uploads(uuid)}?purpose=${purpose}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('uploads (issue 10 item 10, decision 0134)', () => {
  it('stores a file by its bytes, encrypted, and serves it back only to its borrower', async () => {
    const { uuid, headers } = await borrowerWithApplication();
    // Named .pdf, declared as a PDF: the bytes say PNG, and PNG is what is stored.
    const res = await upload(uuid, headers, PNG, 'SELFIE', 'selfie.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json() as UploadView;
    expect(view).toMatchObject({ purpose: 'SELFIE', mediaType: 'image/png', sizeBytes: PNG.length });

    const [row] = await t.database.db
      .select()
      .from(applicationUploads)
      .where(eq(applicationUploads.id, view.id));
    const onDisk = await readFile(join(t.config.dataDir, 'uploads', row?.storageKey ?? ''));
    expect(onDisk.includes(Buffer.from('123-45-6789'))).toBe(false);

    const list = await t.app.inject({ method: 'GET', url: UPLOAD_API_PATHS.uploads(uuid), headers });
    expect(list.json().map((u: UploadView) => u.id)).toEqual([view.id]);
    const download = await t.app.inject({
      method: 'GET',
      url: UPLOAD_API_PATHS.upload(uuid, view.id),
      headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PNG)).toBe(true);

    // Another borrower: the application, its list, its file and an upload to it are all 404.
    const other = await borrowerWithApplication();
    for (const url of [UPLOAD_API_PATHS.uploads(uuid), UPLOAD_API_PATHS.upload(uuid, view.id)]) {
      expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    }
    expect((await upload(uuid, other.headers, PDF)).statusCode).toBe(404);
    // Their own application with this upload's id: not theirs, 404.
    const cross = await t.app.inject({
      method: 'GET',
      url: UPLOAD_API_PATHS.upload(other.uuid, view.id),
      headers: other.headers,
    });
    expect(cross.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: UPLOAD_API_PATHS.uploads(uuid) })).statusCode).toBe(401);
  });

  it('refuses a wrong type, an empty or missing file, a bad purpose, a non-multipart body and an oversized file', async () => {
    const { uuid, headers } = await borrowerWithApplication();
    const exe = await upload(
      uuid,
      headers,
      Buffer.from('MZ\x90\x00 not a document at all'),
      'CONDITION_DOCUMENT',
      'doc.pdf',
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe(UPLOAD_MESSAGES.wrongType);
    const empty = await upload(uuid, headers, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(UPLOAD_MESSAGES.noFile);
    const purpose = await upload(uuid, headers, PDF, 'HOLIDAY_PHOTOS');
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().message).toBe(UPLOAD_MESSAGES.badPurpose);
    const json = await t.app.inject({
      method: 'POST',
      url: `${UPLOAD_API_PATHS.uploads(uuid)}?purpose=SELFIE`,
      headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(UPLOAD_MESSAGES.notMultipart);
    const big = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_UPLOAD_MAX_BYTES)]);
    const tooBig = await upload(uuid, headers, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(
      await t.database.db
        .select()
        .from(applicationUploads)
        .where(eq(applicationUploads.applicationUuid, uuid)),
    ).toEqual([]);
  });

  it(`holds at most ${UPLOADS_PER_APPLICATION} files per application`, async () => {
    const { uuid, headers } = await borrowerWithApplication();
    for (let i = 0; i < UPLOADS_PER_APPLICATION; i++)
      expect((await upload(uuid, headers, PDF)).statusCode).toBe(201);
    const over = await upload(uuid, headers, PDF);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(UPLOAD_MESSAGES.tooMany);
  });

  it(`keeps exactly ${UPLOADS_PER_APPLICATION} of 30 uploads sent at once (issue 19 item 6)`, async () => {
    const { uuid, headers } = await borrowerWithApplication();
    const answers = await Promise.all(Array.from({ length: 30 }, () => upload(uuid, headers, PDF)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(UPLOADS_PER_APPLICATION);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30 - UPLOADS_PER_APPLICATION);
    const rows = await t.database.db
      .select()
      .from(applicationUploads)
      .where(eq(applicationUploads.applicationUuid, uuid));
    expect(rows).toHaveLength(UPLOADS_PER_APPLICATION);
    // Every refused file left nothing in storage: besides the kept rows' files, the application's folder holds only
    // its own notices (decision 0200), which its jobs may still be writing (a notice's file lands before its row).
    const kept = new Set(rows.map((row) => row.id));
    const strays = async () => {
      const files = await readdir(join(t.config.dataDir, 'uploads', uuid));
      const notices = await t.database.db
        .select({ storageKey: applicantNotices.storageKey })
        .from(applicantNotices)
        .where(eq(applicantNotices.applicationUuid, uuid));
      const noticeFiles = new Set(notices.map((notice) => notice.storageKey.split('/')[1]));
      return files.filter((file) => !kept.has(file) && !noticeFiles.has(file));
    };
    await expect.poll(strays, { timeout: 10_000 }).toEqual([]);
    const files = await readdir(join(t.config.dataDir, 'uploads', uuid));
    expect(files.filter((file) => kept.has(file))).toHaveLength(UPLOADS_PER_APPLICATION);
  });
});

describe('malformed multipart bodies (issue 19 item 5)', { timeout: 90_000 }, () => {
  async function expectRefused(url: string, headers: Record<string, string>, uuid: string) {
    for (const [name, body] of Object.entries(malformedMultipart(PDF))) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().message, name).toBe(UPLOAD_MESSAGES.malformed);
    }
    expect(
      await t.database.db
        .select()
        .from(applicationUploads)
        .where(eq(applicationUploads.applicationUuid, uuid)),
    ).toEqual([]);
  }

  it("answer 400 with a clear message on the borrower's upload and store nothing", async () => {
    const { uuid, headers } = await borrowerWithApplication();
    await expectRefused(`${UPLOAD_API_PATHS.uploads(uuid)}?purpose=CONDITION_DOCUMENT`, headers, uuid);
  });

  it("answer 400 with a clear message on a co-owner's upload and store nothing", async () => {
    const { borrower, signer } = await coOwnerJoined(t);
    const staff = await staffHeaders(t.app);
    const [owner] = (
      (
        await t.app.inject({
          method: 'GET',
          url: SIGNER_API_PATHS.signers(borrower.uuid),
          headers: borrower.headers,
        })
      ).json() as SignersView
    ).owners;
    const task = await t.app.inject({
      method: 'POST',
      url: CONDITIONS_API_PATHS.lenderConditions(borrower.uuid),
      headers: staff,
      payload: { category: 'GENERIC_DOCUMENT_REQUEST', signerInvitationId: owner?.invitationId },
    });
    expect(task.statusCode, task.body).toBe(201);
    await expectRefused(
      `${SIGNER_API_PATHS.uploads(borrower.uuid)}?purpose=CONDITION_DOCUMENT`,
      signer.headers,
      borrower.uuid,
    );
  });
});
