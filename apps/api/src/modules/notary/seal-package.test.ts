import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type LoanDocumentsView, DOCUMENT_API_PATHS as PATHS } from '@hearth/domain/documents';
import { NOTARY_API_PATHS, type NotaryView } from '@hearth/domain/notary';
import { SIGNING_API_PATHS, type SigningSession } from '@hearth/domain/signing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { settledStatus } from '../collateral/test-helpers';
import { loanDocuments, sealedDocuments } from '../documents/schema';
import { verifySealedPdf } from '../documents/seal';
import { sandboxSealIdentity } from '../documents/seal-certificate';
import { atNoteSigning, pdfText } from '../documents/test-helpers';
import { signingActs } from '../signing/schema';
import { signEverything } from '../signing/test-helpers';
import { applicationsToSeal, sealPackage } from './seal-package';
import { moveClockTo } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

/** From register through signing, the notary session and the journal entry: RESCISSION, every party signed. */
async function everyPartySigned() {
  const { uuid, headers } = await atNoteSigning(t);
  await signEverything(t, uuid, headers);
  const view = (
    await t.app.inject({ method: 'GET', url: NOTARY_API_PATHS.notary(uuid), headers })
  ).json() as NotaryView;
  const slot = view.slots[0] ?? '';
  await t.app.inject({
    method: 'POST',
    url: NOTARY_API_PATHS.book(uuid),
    headers,
    payload: { startsAt: slot },
  });
  moveClockTo(t, uuid, slot, 60_000);
  await t.app.inject({ method: 'GET', url: NOTARY_API_PATHS.notary(uuid), headers });
  const signed = await t.app.inject({ method: 'POST', url: NOTARY_API_PATHS.signDeed(uuid), headers });
  expect(signed.statusCode, signed.body).toBe(200);
  expect(await settledStatus(t, uuid)).toBe('RESCISSION');
  t.app.vendors.clock.reset(uuid);
  return { uuid, headers };
}

const list = async (uuid: string, headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: PATHS.documents(uuid), headers })).json() as LoanDocumentsView;

describe('the sealed package (issue 12 item 3, decision 0175)', () => {
  it("seals nothing before every party has signed (the notary's journal entry has not arrived)", async () => {
    const { uuid, headers } = await atNoteSigning(t);
    expect((await list(uuid, headers)).sealed).toBeNull();
    // Nothing is sealed before every party has signed: the job is a no-op.
    await sealPackage(t.app.documents.sealDeps, uuid);
    expect(
      await t.database.db.select().from(sealedDocuments).where(eq(sealedDocuments.applicationUuid, uuid)),
    ).toEqual([]);
  });

  it('serves sealed files that verify, and detects a changed byte or bytes appended after the signature', async () => {
    const { uuid, headers } = await everyPartySigned();
    const docs = await list(uuid, headers);
    const sealed = docs.sealed;
    expect(sealed).not.toBeNull();
    if (!sealed) return;
    // The agreement, the disclosure, the notice and the E-SIGN consent (acts), the deed (the notary), and the notice
    // delivered at signing (decision 0180).
    expect(sealed.executed.map((e) => e.title).sort()).toEqual(
      [
        'Consent to electronic records and signatures',
        'Deed of trust',
        'Home equity line of credit account-opening disclosure',
        'Home equity line of credit agreement',
        'Notice of your right to cancel',
        'Notice of your right to cancel, dated at signing',
      ].sort(),
    );
    for (const copy of sealed.executed)
      expect(copy.signedSha256).toBe(docs.documents.find((d) => d.id === copy.documentId)?.sha256);

    const agreement = sealed.executed.find((e) => e.title === 'Home equity line of credit agreement');
    const res = await t.app.inject({
      method: 'GET',
      url: PATHS.sealedPdf(uuid, agreement?.id ?? ''),
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.rawPayload;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(agreement?.sha256);
    const seal = (await t.app.documents.sealDeps.seal()).certificate;
    const verified = verifySealedPdf(bytes, seal);
    expect(verified).toMatchObject({ valid: true });
    expect(bytes.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');

    // The stamp names the signer, the time and the act.
    const [act] = await t.database.db
      .select()
      .from(signingActs)
      .where(eq(signingActs.documentId, agreement?.documentId ?? ''));
    const text = pdfText(bytes);
    expect(text).toContain(`Electronically signed by Alex Prime on `);
    expect(text).toContain(`ID ${act?.id}`);

    // One byte changed inside the signed range, before and after the signature: the seal fails.
    if (!verified.valid) return;
    const [, b, c] = verified.byteRange;
    for (const at of [Math.floor(b / 2), c + 10]) {
      const changed = Buffer.from(bytes);
      changed[at] = (changed[at] ?? 0) ^ 0x01;
      expect(verifySealedPdf(changed, seal)).toEqual({
        valid: false,
        reason: 'the file has changed since it was sealed',
      });
    }
    // Bytes appended after the signature (an incremental update, say) are outside the byte range: it fails.
    const appended = Buffer.concat([bytes, Buffer.from('\n1 0 obj\n<< >>\nendobj\n%%EOF\n')]);
    expect(verifySealedPdf(appended, seal)).toEqual({
      valid: false,
      reason: 'the signature does not cover the whole file',
    });
    // A seal by another certificate is not Hearth's seal.
    const stranger = sandboxSealIdentity(t.app.config.dataDir, new Uint8Array(32).fill(9), new Date());
    expect(verifySealedPdf(bytes, stranger.certificate)).toEqual({
      valid: false,
      reason: 'the signer is not the seal certificate',
    });

    // The certificate of completion: sealed, every document with both hashes, every act, the journal entry.
    const certificate = await t.app.inject({
      method: 'GET',
      url: PATHS.sealedPdf(uuid, sealed.certificate.id),
      headers,
    });
    expect(certificate.statusCode).toBe(200);
    expect(verifySealedPdf(certificate.rawPayload, seal)).toMatchObject({ valid: true });
    const words = pdfText(certificate.rawPayload).replace(/\n/g, ' ');
    for (const copy of sealed.executed) {
      expect(words).toContain(
        `SHA-256 as ${copy.title.endsWith('dated at signing') ? 'delivered' : 'signed'}: ${copy.signedSha256}`,
      );
      expect(words).toContain(`SHA-256 sealed: ${copy.sha256}`);
    }
    const session = (
      await t.app.inject({ method: 'GET', url: SIGNING_API_PATHS.session(uuid), headers })
    ).json() as SigningSession;
    expect(session.documents.length).toBeGreaterThan(0);
    expect(words.match(/Act ID: /g)?.length).toBe(session.documents.length);
    expect(words).toContain('Location: not shared');
    const notary = (
      await t.app.inject({ method: 'GET', url: NOTARY_API_PATHS.notary(uuid), headers })
    ).json() as NotaryView;
    expect(words).toContain(`Journal entry: ${notary.journal?.entryId}`);
    expect(words).toContain(`Commission: ${notary.journal?.commission}`);

    // A second run seals nothing twice; another borrower gets a 404 for the list and for each file.
    await sealPackage(t.app.documents.sealDeps, uuid);
    const rows = await t.database.db
      .select()
      .from(sealedDocuments)
      .where(eq(sealedDocuments.applicationUuid, uuid));
    expect(rows).toHaveLength(sealed.executed.length + 1);
    const other = bearer((await registeredBorrower(t.app)).jwt);
    for (const id of [agreement?.id ?? '', sealed.certificate.id])
      expect(
        (await t.app.inject({ method: 'GET', url: PATHS.sealedPdf(uuid, id), headers: other })).statusCode,
      ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: PATHS.documents(uuid), headers: other })).statusCode,
    ).toBe(404);
  });

  it('finishes a package a crash left half sealed, and refuses a stored document that is not the one signed', async () => {
    const { uuid, headers } = await everyPartySigned();
    const before = (await list(uuid, headers)).sealed;
    // The crash: the certificate and one executed copy were never written.
    await t.database.db.delete(sealedDocuments).where(eq(sealedDocuments.kind, 'CERTIFICATE'));
    const [first] = before?.executed ?? [];
    await t.database.db.delete(sealedDocuments).where(eq(sealedDocuments.id, first?.id ?? ''));
    expect((await list(uuid, headers)).sealed).toBeNull();
    // The sweep finds it (and only while it is unsealed).
    expect(await applicationsToSeal(t.database.db)).toContain(uuid);
    await sealPackage(t.app.documents.sealDeps, uuid);
    expect(await applicationsToSeal(t.database.db)).not.toContain(uuid);
    const after = (await list(uuid, headers)).sealed;
    expect(after?.executed.map((e) => e.documentId)).toEqual(before?.executed.map((e) => e.documentId));
    // The copies that were kept are the same files; the lost one is made again.
    expect(after?.executed.slice(1).map((e) => e.sha256)).toEqual(
      before?.executed.slice(1).map((e) => e.sha256),
    );

    // A document whose stored bytes differ from what was signed is never sealed as if it were signed.
    await t.database.db.delete(sealedDocuments).where(eq(sealedDocuments.applicationUuid, uuid));
    const docs = await list(uuid, headers);
    const target = docs.documents.find((d) => d.type === 'HELOC_AGREEMENT');
    const [row] = await t.database.db
      .select()
      .from(loanDocuments)
      .where(eq(loanDocuments.id, target?.id ?? ''));
    const original = await t.app.documents.deps.storage.get(row?.storageKey ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of original) chunks.push(chunk as Buffer);
    const changed = Buffer.concat(chunks);
    changed[changed.length - 40] = (changed[changed.length - 40] ?? 0) ^ 0x01;
    await t.app.documents.deps.storage.put(row?.storageKey ?? '', Readable.from([changed]), {
      maxBytes: 1_000_000,
    });
    await expect(sealPackage(t.app.documents.sealDeps, uuid)).rejects.toThrow(/not the one that was signed/);
    expect((await list(uuid, headers)).sealed).toBeNull();
  });
});
