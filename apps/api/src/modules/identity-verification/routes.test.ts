import { randomUUID } from 'node:crypto';
import {
  CONDITIONS_API_PATHS,
  type IdentityVerificationView,
  IDENTITY_VERIFICATION_MESSAGES as MESSAGES,
  IDENTITY_VERIFICATION_API_PATHS as PATHS,
  UPLOAD_API_PATHS,
} from '@hearth/domain/identity-verification';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxRightAnswers } from '../../providers/identity-verification/sandbox-identity-verification';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { moveApplication } from '../application/status-moves';
import { acceptedApplication, statusAfter, vendorQueueIdle } from '../hard-pull/test-helpers';
import { multipartBody, PDF, PNG } from '../uploads/test-helpers';
import { openConditions } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

/** A borrower whose application passed the hard pull and whose income a lender verified: the identity page. */
async function atIdentity(firstName?: string) {
  const accepted = await acceptedApplication(t.app, { firstName });
  expect(await statusAfter(t, accepted.uuid, 'HARD_CREDIT_PULL')).toBe('INCOME_VERIFICATION');
  await moveApplication(t.database.db, {
    uuid: accepted.uuid,
    from: 'INCOME_VERIFICATION',
    to: 'IDENTITY_VERIFICATION',
    actor: 'lender',
  });
  return accepted;
}

function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return payload === undefined
    ? t.app.inject({ method, url, headers })
    : t.app.inject({ method, url, headers, payload });
}

async function start(uuid: string, headers: Record<string, string>) {
  const res = await call('POST', PATHS.verification(uuid), headers, { method: 'KBA' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as IdentityVerificationView;
}

async function settled(uuid: string, headers: Record<string, string>) {
  await vendorQueueIdle(t.app);
  return (await call('GET', PATHS.verification(uuid), headers)).json() as IdentityVerificationView;
}

describe('identity verification (issue 10 item 6, decision 0132)', () => {
  it('asks three sandbox questions, refuses incomplete or unknown answers, and passes on the right ones', async () => {
    const { uuid, headers } = await atIdentity();
    const view = await start(uuid, headers);
    expect(view).toMatchObject({ method: 'KBA', state: 'QUESTIONS' });
    expect(view.questions?.map((q) => q.id)).toEqual(['prior-street', 'county', 'lender']);
    // Starting again while the questions wait answers the same questions.
    expect(await start(uuid, headers)).toEqual(view);

    const right = sandboxRightAnswers(view.questions ?? []);
    const partial = await call('POST', PATHS.answers(uuid), headers, { answers: right.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(MESSAGES.answerEveryQuestion);
    const twice = await call('POST', PATHS.answers(uuid), headers, {
      answers: [...right.slice(1), right[1]],
    });
    expect(twice.statusCode).toBe(400);
    const made_up = right.map((a, i) => (i === 0 ? { ...a, choice: '1 Nowhere St' } : a));
    const unknown = await call('POST', PATHS.answers(uuid), headers, { answers: made_up });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MESSAGES.unknownChoice);
    const empty = await call('POST', PATHS.answers(uuid), headers, { answers: [] });
    expect(empty.statusCode).toBe(400);
    expect((await settled(uuid, headers)).state).toBe('QUESTIONS');

    const answered = await call('POST', PATHS.answers(uuid), headers, { answers: right });
    expect(answered.statusCode, answered.body).toBe(202);
    expect(answered.json().state).toBe('SUBMITTED');
    expect(await statusAfter(t, uuid, 'IDENTITY_VERIFICATION')).toBe('FINAL_OFFER');
    expect((await settled(uuid, headers)).state).toBe('PASS');
    // A second submit changes nothing.
    const again = await call('POST', PATHS.answers(uuid), headers, { answers: right });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.wrongStatus);
  });

  it('a failure opens the "ID verification failure" task, keeps the identity page, and a retry that passes clears it', async () => {
    const { uuid, headers } = await atIdentity();
    const first = await start(uuid, headers);
    const wrong = (first.questions ?? []).map((q) => ({ questionId: q.id, choice: 'None of the above' }));
    expect((await call('POST', PATHS.answers(uuid), headers, { answers: wrong })).statusCode).toBe(202);
    expect((await settled(uuid, headers)).state).toBe('FAIL');
    expect((await findApplication(t.database.db, uuid))?.status).toBe('IDENTITY_VERIFICATION');
    expect(await openConditions(t.database.db, uuid)).toEqual(['ID_VERIFICATION_FAILURE']);
    // The borrower's task list shows it (spec section 7 conditions call), to its own borrower only.
    const tasks = await call('GET', CONDITIONS_API_PATHS.externalApplicants(uuid), headers);
    expect(tasks.statusCode).toBe(200);
    expect(tasks.json()).toEqual([
      expect.objectContaining({ categoryEnum: 'ID_VERIFICATION_FAILURE', actionNeeded: true }),
    ]);
    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    expect((await call('GET', CONDITIONS_API_PATHS.externalApplicants(uuid), stranger)).statusCode).toBe(404);

    const retry = await start(uuid, headers);
    expect(retry.id).not.toBe(first.id);
    const answered = await call('POST', PATHS.answers(uuid), headers, {
      answers: sandboxRightAnswers(retry.questions ?? []),
    });
    expect(answered.statusCode).toBe(202);
    expect(await statusAfter(t, uuid, 'IDENTITY_VERIFICATION')).toBe('FINAL_OFFER');
    expect(await openConditions(t.database.db, uuid)).toEqual([]);
    // The cleared task stays on the list for a while, done (decision 0170).
    expect((await call('GET', CONDITIONS_API_PATHS.externalApplicants(uuid), headers)).json()).toEqual([
      expect.objectContaining({
        categoryEnum: 'ID_VERIFICATION_FAILURE',
        status: 'CLEARED',
        actionNeeded: false,
      }),
    ]);
  });

  it.each([
    ['Idfail', 'FAIL'],
    ['Idreview', 'REVIEW'],
  ])('persona %s ends in %s even with the right answers', async (firstName, outcome) => {
    const { uuid, headers } = await atIdentity(firstName);
    const view = await start(uuid, headers);
    await call('POST', PATHS.answers(uuid), headers, { answers: sandboxRightAnswers(view.questions ?? []) });
    expect((await settled(uuid, headers)).state).toBe(outcome);
    expect((await findApplication(t.database.db, uuid))?.status).toBe('IDENTITY_VERIFICATION');
    if (outcome === 'REVIEW') {
      // Held for the vendor's manual review: no new attempt meanwhile.
      const restart = await call('POST', PATHS.verification(uuid), headers, { method: 'KBA' });
      expect(restart.statusCode).toBe(409);
      expect(restart.json().message).toBe(MESSAGES.alreadyStarted);
      expect(await openConditions(t.database.db, uuid)).toEqual([]);
    } else {
      expect(await openConditions(t.database.db, uuid)).toEqual(['ID_VERIFICATION_FAILURE']);
    }
  });

  it("answers 404 for another borrower's application, 400 for bad input, 409 outside the identity step", async () => {
    const { uuid, headers } = await atIdentity();
    const other = bearer((await registeredBorrower(t.app)).jwt);
    for (const [method, url, body] of [
      ['GET', PATHS.verification(uuid), undefined],
      ['POST', PATHS.verification(uuid), { method: 'KBA' }],
      ['POST', PATHS.answers(uuid), { answers: [{ questionId: 'county', choice: 'x' }] }],
    ] as const) {
      const res = await call(method, url, other, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', PATHS.verification(randomUUID()), headers)).statusCode).toBe(404);
    expect((await call('GET', PATHS.verification('not-a-uuid'), headers)).statusCode).toBe(400);
    const badMethod = await call('POST', PATHS.verification(uuid), headers, { method: 'PALM_READING' });
    expect(badMethod.statusCode).toBe(400);
    const document = await call('POST', PATHS.verification(uuid), headers, { method: 'DOCUMENT' });
    expect(document.statusCode).toBe(400);
    expect(document.json().message).toBe(MESSAGES.documentsRequired);
    const noQuestions = await call('POST', PATHS.answers(uuid), headers, {
      answers: [{ questionId: 'county', choice: 'x' }],
    });
    expect(noQuestions.statusCode).toBe(409);
    expect(noQuestions.json().message).toBe(MESSAGES.noQuestions);
    // Not started: the GET says so.
    const none = await call('GET', PATHS.verification(uuid), headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(MESSAGES.notStarted);

    await moveApplication(t.database.db, {
      uuid,
      from: 'IDENTITY_VERIFICATION',
      to: 'UNDERWRITING_REVIEW',
      actor: 'job',
    });
    const late = await call('POST', PATHS.verification(uuid), headers, { method: 'KBA' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.wrongStatus);
  });

  it('checks an uploaded ID front and selfie: the wrong files are refused, the right ones pass', async () => {
    const { uuid, headers } = await atIdentity();
    async function upload(purpose: string, file: Buffer, as = headers, app = uuid) {
      const body = multipartBody(file);
      const res = await t.app.inject({
        method: 'POST',
        url: `${UPLOAD_API_PATHS.uploads(app)}?purpose=${purpose}`,
        headers: { ...as, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    }
    const front = await upload('ID_FRONT', PNG);
    const paystub = await upload('PAYSTUB', PDF);
    const selfie = await upload('SELFIE', PNG);
    const other = await atIdentity();
    const theirs = await upload('SELFIE', PNG, other.headers, other.uuid);

    const wrongPurpose = await call('POST', PATHS.documents(uuid), headers, {
      idFrontUploadId: paystub,
      selfieUploadId: selfie,
    });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().message).toBe(MESSAGES.documentsRequired);
    const notTheirs = await call('POST', PATHS.documents(uuid), headers, {
      idFrontUploadId: front,
      selfieUploadId: theirs,
    });
    expect(notTheirs.statusCode).toBe(404);
    const stranger = await call('POST', PATHS.documents(uuid), other.headers, {
      idFrontUploadId: front,
      selfieUploadId: selfie,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await call('POST', PATHS.documents(uuid), headers, { idFrontUploadId: front })).statusCode).toBe(
      400,
    );
    expect((await settled(uuid, headers)).state).toBeUndefined();

    const sent = await call('POST', PATHS.documents(uuid), headers, {
      idFrontUploadId: front,
      selfieUploadId: selfie,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ method: 'DOCUMENT', state: 'SUBMITTED' });
    expect(await statusAfter(t, uuid, 'IDENTITY_VERIFICATION')).toBe('FINAL_OFFER');
    expect((await settled(uuid, headers)).state).toBe('PASS');
  });
});
