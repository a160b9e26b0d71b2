import { createHash } from 'node:crypto';
import { SIGNER_API_PATHS as PATHS } from '@hearth/domain/additional-signers';
import { DOCUMENT_API_PATHS, type LoanDocumentsView } from '@hearth/domain/documents';
import type { SigningSession } from '@hearth/domain/signing';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { coOwnerAtNoteSigning } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/**
 * The co-owner downloads their own documents as PDFs, as the borrower does (issue 21 item 13, decision 0208): the
 * file is the one generated (its SHA-256 the session's), and nobody else's document is theirs to download.
 */
describe('the co-owner downloads their documents', () => {
  it("gives each of the owner's own documents as its PDF, and no one else's", async () => {
    const { journey, signer } = await coOwnerAtNoteSigning(t);
    const uuid = journey.uuid;
    const session = (await get(PATHS.signing(uuid), signer.headers)).json() as SigningSession;
    expect(session.documents.length).toBeGreaterThan(0);
    for (const doc of session.documents) {
      const pdf = await get(PATHS.pdf(uuid, doc.documentId), signer.headers);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+\.pdf"$/);
      expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(doc.sha256);
    }
    const deed = session.documents.find((d) => d.title === 'Deed of trust');
    const pdf = await get(PATHS.pdf(uuid, deed?.documentId ?? ''), signer.headers);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="deed-of-trust.pdf"');

    // The borrower's own notice of the right to cancel is not the co-owner's: a 404, as its words are.
    const all = (await get(DOCUMENT_API_PATHS.documents(uuid), journey.headers)).json() as LoanDocumentsView;
    const borrowersNotice = all.documents.find(
      (d) => d.type === 'RIGHT_TO_CANCEL' && d.recipient !== 'SAM PRIME',
    );
    expect(borrowersNotice).toBeDefined();
    const refused = await get(PATHS.pdf(uuid, borrowersNotice?.id ?? ''), signer.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    // Without a token, 401; the borrower is not an owner invited to sign: 404.
    expect((await get(PATHS.pdf(uuid, deed?.documentId ?? ''))).statusCode).toBe(401);
    expect((await get(PATHS.pdf(uuid, deed?.documentId ?? ''), journey.headers)).statusCode).toBe(404);
    // A malformed id is a 400 that names it.
    expect((await get(PATHS.pdf(uuid, 'not-an-id'), signer.headers)).statusCode).toBe(400);
  });
});
