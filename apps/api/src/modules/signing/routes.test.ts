import { SIGNING_API_PATHS as PATHS, SIGNING_MESSAGES, type SigningSession } from '@hearth/domain/signing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { atNoteSigning } from '../documents/test-helpers';
import { signingActs } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, 'user-agent': 'signing-test' }, payload });

describe('the signing ceremony (issue 12 item 3, decision 0172)', () => {
  it('adopts a signature, records one act per document with its hash and circumstances, then the notary', async () => {
    const { uuid, headers } = await atNoteSigning(t);
    const session = (
      await t.app.inject({ method: 'GET', url: PATHS.session(uuid), headers })
    ).json() as SigningSession;
    expect(session.signature).toBeNull();
    expect(session.documents.map((d) => d.action).sort()).toEqual([
      'ACKNOWLEDGE',
      'ACKNOWLEDGE',
      'ACKNOWLEDGE',
      'SIGN',
    ]);
    const first = session.documents[0];
    if (!first) throw new Error('no document');

    // Nothing is signed before a signature is adopted; a name not the borrower's is refused.
    const early = await post(PATHS.acts(uuid), headers, {
      documentId: first.documentId,
      sha256: first.sha256,
      location: null,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SIGNING_MESSAGES.adoptFirst);
    const wrong = await post(PATHS.adopt(uuid), headers, {
      fullName: 'Someone Else',
      style: 'SCRIPT',
      agree: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SIGNING_MESSAGES.nameMismatch);
    const adopted = await post(PATHS.adopt(uuid), headers, {
      fullName: 'alex  PRIME',
      style: 'SCRIPT',
      agree: true,
    });
    expect(adopted.statusCode, adopted.body).toBe(200);

    // A stale hash is refused; finishing early is refused.
    const stale = await post(PATHS.acts(uuid), headers, {
      documentId: first.documentId,
      sha256: '0'.repeat(64),
      location: null,
    });
    expect(stale.json().message).toBe(SIGNING_MESSAGES.changed);
    expect((await post(PATHS.finish(uuid), headers)).json().message).toBe(SIGNING_MESSAGES.unsigned);

    for (const doc of session.documents) {
      const location = { latitude: 38.58, longitude: -121.49, accuracyMeters: 30 };
      const res = await post(PATHS.acts(uuid), headers, {
        documentId: doc.documentId,
        sha256: doc.sha256,
        location,
      });
      expect(res.statusCode, res.body).toBe(200);
      // A repeat (a double click) records nothing more.
      await post(PATHS.acts(uuid), headers, { documentId: doc.documentId, sha256: doc.sha256, location });
    }
    const acts = await t.database.db.select().from(signingActs).where(eq(signingActs.applicationUuid, uuid));
    expect(acts).toHaveLength(session.documents.length);
    expect(acts[0]).toMatchObject({
      signatureName: 'alex  PRIME',
      userAgent: 'signing-test',
      latitude: 38.58,
    });
    expect(acts.map((a) => a.documentSha256).sort()).toEqual(session.documents.map((d) => d.sha256).sort());

    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    expect(
      (await t.app.inject({ method: 'GET', url: PATHS.session(uuid), headers: stranger })).statusCode,
    ).toBe(404);

    const done = await post(PATHS.finish(uuid), headers);
    expect(done.statusCode, done.body).toBe(200);
    expect((await findApplication(t.database.db, uuid))?.status).toBe('NOTARY_DISCLOSURE');
    expect((await post(PATHS.finish(uuid), headers)).statusCode).toBe(200);
  });
});
