import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { encryptLegacyCreditPulls, openCreditPull } from './credit-pull';
import { helocApplications } from './schema';
import { createApplication, createBody, settledStatus } from './test-helpers';

/** Issue 9 item 4: the soft-credit report is encrypted at rest like the SSN (decision 0088). */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

async function settled(lastName: string) {
  const borrower = await registeredBorrower(t.app);
  const res = await createApplication(t.app, borrower.jwt, createBody({ lastName }));
  expect(res.statusCode).toBe(201);
  const uuid = res.json().uuid as string;
  const status = await settledStatus(t.app, borrower.jwt, uuid);
  const [row] = await t.database.db.select().from(helocApplications).where(eq(helocApplications.uuid, uuid));
  if (!row) throw new Error('no row');
  return { borrower, uuid, status, row };
}

describe('soft-credit report at rest', () => {
  it('stores the report only as ciphertext, and the pipeline still prices offers from it', async () => {
    const { status, row } = await settled('Prime');
    expect(status).toBe('OFFER_SELECTION');
    expect(row.creditPull).toBeNull();
    expect(row.creditPullEncrypted).toMatch(/^v1\./);
    const report = openCreditPull(t.config.encryptionKey, row);
    expect(report?.outcome).toBe('MATCH');
    if (report?.outcome !== 'MATCH') return;
    const stored = JSON.stringify(row);
    // The report's own fields; the decision facts keep only the derived score.
    for (const plain of [report.report.reportId, report.report.scoreModel, report.report.bureau.name]) {
      expect(stored).not.toContain(plain);
    }
    expect(stored).not.toMatch(/tradelines|inquiries/);
  });

  it('keeps the decline and its adverse action notice working', async () => {
    const { borrower, uuid, status, row } = await settled('Decline');
    expect(status).toBe('DECLINED');
    expect(row.creditPull).toBeNull();
    const notice = await t.app.inject({
      url: `/service-application/api/v1/application/heloc/${uuid}/adverse-action`,
      headers: bearer(borrower.jwt),
    });
    expect(notice.statusCode).toBe(200);
    expect(notice.json().principalReasons.length).toBeGreaterThan(0);
  });

  it('reads a row stored in plaintext before encryption, and encrypts it at start', async () => {
    const { uuid, row } = await settled('Prime');
    const report = openCreditPull(t.config.encryptionKey, row) as unknown as Record<string, unknown>;
    // A row as written before decision 0088.
    await t.database.db
      .update(helocApplications)
      .set({ creditPull: report, creditPullEncrypted: null })
      .where(eq(helocApplications.uuid, uuid));
    const [legacy] = await t.database.db
      .select()
      .from(helocApplications)
      .where(eq(helocApplications.uuid, uuid));
    expect(legacy && openCreditPull(t.config.encryptionKey, legacy)).toEqual(report);

    expect(await encryptLegacyCreditPulls(t.database.db, t.config.encryptionKey)).toBeGreaterThanOrEqual(1);
    const [moved] = await t.database.db
      .select()
      .from(helocApplications)
      .where(eq(helocApplications.uuid, uuid));
    expect(moved?.creditPull).toBeNull();
    expect(moved?.creditPullEncrypted).toMatch(/^v1\./);
    expect(moved && openCreditPull(t.config.encryptionKey, moved)).toEqual(report);
    expect(await encryptLegacyCreditPulls(t.database.db, t.config.encryptionKey)).toBe(0);
  });
});
