import { SIGNING_API_PATHS as PATHS, type SigningSession } from '@hearth/domain/signing';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';

/** Adopts the borrower's typed signature and signs or acknowledges every document, then finishes. */
export async function signEverything(
  t: TestApp,
  uuid: string,
  headers: Record<string, string>,
  name = 'Alex Prime',
) {
  const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
  expect((await post(PATHS.adopt(uuid), { fullName: name, style: 'SCRIPT', agree: true })).statusCode).toBe(
    200,
  );
  const session = (
    await t.app.inject({ method: 'GET', url: PATHS.session(uuid), headers })
  ).json() as SigningSession;
  for (const doc of session.documents)
    await post(PATHS.acts(uuid), { documentId: doc.documentId, sha256: doc.sha256, location: null });
  const done = await post(PATHS.finish(uuid));
  expect(done.statusCode, done.body).toBe(200);
}
