import { FINAL_DECISION_API_PATHS, type FinalDecisionView } from '@hearth/domain/final-decision';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { decidedApplication } from '../final-decision/test-helpers';
import { encryptLegacyDecisionRecords, openDecisionFacts, openFinalDecision } from './decision-records';
import { findApplication } from './repository';
import { helocApplications } from './schema';

/**
 * The decision facts and the final decision at rest (issue 19 item 10, decision 0193): the credit score, the
 * debt-to-income, the monthly debt and the income never sit in the table in plaintext.
 */
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

/** The application's row as the database holds it, every column as text. */
async function rawRow(uuid: string): Promise<string> {
  const result = (await t.database.db.execute(
    sql`select row_to_json(h)::text as raw from heloc_applications h where uuid = ${uuid}`,
  )) as unknown as { rows: { raw: string }[] } | { raw: string }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows[0]?.raw ?? '';
}

/** Keys of the engine's facts and of the final decision that carry the score, the debts and the income. */
const SENSITIVE_KEYS = [
  'score',
  'currentDtiBps',
  'monthlyDebtCents',
  'monthlyIncomeCents',
  'verifiedIncomeCents',
  'annualIncome',
];

describe('decision facts and final decision at rest', () => {
  it('holds no plaintext score, debt-to-income, monthly debt or income, and still answers the final decision', async () => {
    const { uuid, headers, status } = await decidedApplication(t);
    expect(status).toBe('FINAL_OFFER');
    const raw = await rawRow(uuid);
    expect(raw).toContain('"status":"FINAL_OFFER"');
    const found = SENSITIVE_KEYS.filter((key) => raw.includes(`"${key}"`));
    expect(found).toEqual([]);
    expect(raw).not.toMatch(/Your (verified income|credit score)/);

    const view = await t.app.inject({
      method: 'GET',
      url: FINAL_DECISION_API_PATHS.finalDecision(uuid),
      headers,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json() as FinalDecisionView).toMatchObject({
      outcome: 'FINAL_OFFER',
      verifiedIncome: 150000,
    });
    // Decrypted with the server's key, the figures are all there.
    const row = await findApplication(t.database.db, uuid);
    if (!row) throw new Error('no row');
    expect(openDecisionFacts(t.config.encryptionKey, row)?.score).toBeGreaterThan(300);
    expect(openFinalDecision(t.config.encryptionKey, row)).toMatchObject({ verifiedIncomeCents: 15_000_000 });
  });

  it('encrypts rows written in plaintext before, once, and reads them the same either way', async () => {
    const { uuid, headers } = await decidedApplication(t);
    const key = t.config.encryptionKey;
    const before = await findApplication(t.database.db, uuid);
    if (!before) throw new Error('no row');
    const facts = openDecisionFacts(key, before);
    const decision = openFinalDecision(key, before);
    // As a server of the last release left it: plaintext documents, no ciphertext.
    await t.database.db
      .update(helocApplications)
      .set({
        decisionFacts: facts as unknown as Record<string, unknown>,
        decisionFactsEncrypted: null,
        finalDecision: decision,
        finalDecisionEncrypted: null,
      })
      .where(eq(helocApplications.uuid, uuid));
    expect(await rawRow(uuid)).toContain('"score"');
    const read = () =>
      t.app.inject({ method: 'GET', url: FINAL_DECISION_API_PATHS.finalDecision(uuid), headers });
    const legacyView = await read();
    expect(legacyView.statusCode, legacyView.body).toBe(200);

    expect(await encryptLegacyDecisionRecords(t.database.db, key)).toBeGreaterThanOrEqual(2);
    expect(await encryptLegacyDecisionRecords(t.database.db, key)).toBe(0);
    const raw = await rawRow(uuid);
    expect(SENSITIVE_KEYS.filter((k) => raw.includes(`"${k}"`))).toEqual([]);
    const after = await findApplication(t.database.db, uuid);
    if (!after) throw new Error('no row');
    expect(after.decisionFacts).toBeNull();
    expect(after.finalDecision).toBeNull();
    expect(openDecisionFacts(key, after)).toEqual(facts);
    expect(openFinalDecision(key, after)).toEqual(decision);
    expect((await read()).json()).toEqual(legacyView.json());
  });
});
