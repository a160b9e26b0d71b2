import { HELOC_API_PATHS, SSN_ENTRY_MESSAGES, SSN_MAX_ATTEMPTS } from '@hearth/domain/heloc-api';
import { MESSAGES } from '@hearth/domain/validation';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptField } from '../../db/field-crypto';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { idempotencyKeys } from '../identity/schema';
import { findApplication, statusHistory } from './repository';
import { helocApplications } from './schema';
import { createApplication, createBody, settledStatus } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

const SSN = '123-45-6789';

/** A borrower whose soft pull found no file: the application waits on credit/social. */
async function noMatch(lastName: 'Nomatch' | 'Nossn' = 'Nomatch') {
  const borrower = await registeredBorrower(t.app);
  const res = await createApplication(t.app, borrower.jwt, createBody({ lastName }));
  expect(res.statusCode, res.body).toBe(201);
  const uuid = (res.json() as { uuid: string }).uuid;
  expect(await settledStatus(t.app, borrower.jwt, uuid)).toBe('CREDIT_NO_MATCH');
  return { borrower, uuid };
}

function submitSsn(uuid: string, jwt: string | null, ssn: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: HELOC_API_PATHS.ssn(uuid),
    headers: { ...(jwt ? bearer(jwt) : {}), ...headers },
    payload: { ssn },
  });
}

async function row(uuid: string) {
  const found = await findApplication(t.database.db, uuid);
  if (!found) throw new Error(`no application ${uuid}`);
  return found;
}

/** Puts the application back on credit/social, as a bureau that still finds no file would. */
async function bureauFoundNoFileAgain(uuid: string) {
  await t.database.db
    .update(helocApplications)
    .set({ status: 'CREDIT_NO_MATCH' })
    .where(eq(helocApplications.uuid, uuid));
}

describe('SSN entry on credit/social', () => {
  it('re-runs the soft pull with the SSN: Nomatch then matches and reaches offers', async () => {
    const { borrower, uuid } = await noMatch('Nomatch');
    const res = await submitSsn(uuid, borrower.jwt, SSN);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ uuid, status: { checklistStatus: 'WAITING_FOR_SOFT_CREDIT' } });
    expect(res.body).not.toMatch(/123-?45-?6789/);

    expect(await settledStatus(t.app, borrower.jwt, uuid)).toBe('OFFER_SELECTION');
    const stored = await row(uuid);
    expect(stored.ssnAttempts).toBe(1);
    expect(stored.ssnEncrypted).not.toMatch(/123-?45-?6789/);
    expect(decryptField(t.config.encryptionKey, stored.ssnEncrypted ?? '')).toBe('123456789');
    const history = await statusHistory(t.database.db, uuid);
    expect(history.map((h) => h.toStatus)).toEqual([
      'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
      'WAITING_FOR_SOFT_CREDIT',
      'CREDIT_NO_MATCH',
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_INITIAL_OFFERS',
      'OFFER_SELECTION',
    ]);
    expect(history[3]).toMatchObject({
      fromStatus: 'CREDIT_NO_MATCH',
      reason: expect.stringContaining('SSN'),
    });
    expect(JSON.stringify(history)).not.toMatch(/123-?45-?6789/);
  });

  it('sends Nossn to CREDIT_NO_MATCH_SSN, after which no SSN is taken', async () => {
    const { borrower, uuid } = await noMatch('Nossn');
    expect((await submitSsn(uuid, borrower.jwt, '123456789')).statusCode).toBe(202);
    expect(await settledStatus(t.app, borrower.jwt, uuid)).toBe('CREDIT_NO_MATCH_SSN');
    const again = await submitSsn(uuid, borrower.jwt, SSN);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SSN_ENTRY_MESSAGES.notNeeded);
  });

  it('rejects malformed and never-issued numbers with one message and changes nothing', async () => {
    const { borrower, uuid } = await noMatch();
    const before = await row(uuid);
    const historyBefore = await statusHistory(t.database.db, uuid);
    for (const ssn of [
      '000-12-3456',
      '666-12-3456',
      '900-12-3456',
      '123-00-4567',
      '123-45-0000',
      '12345678',
      '123-45-67890',
      '123 45 6789',
    ]) {
      const res = await submitSsn(uuid, borrower.jwt, ssn, { 'idempotency-key': `bad-${ssn}` });
      expect(res.statusCode, ssn).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, errors: [MESSAGES.ssnInvalid] });
      expect(res.body).not.toContain(ssn);
    }
    for (const ssn of ['', undefined, 123456789]) {
      const res = await submitSsn(uuid, borrower.jwt, ssn);
      expect(res.statusCode, String(ssn)).toBe(400);
      expect(res.json().errors).toEqual([MESSAGES.ssnRequired]);
    }
    expect(await row(uuid)).toEqual(before);
    expect(await statusHistory(t.database.db, uuid)).toEqual(historyBefore);
    const keys = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, 'application.ssn'));
    expect(keys.filter((k) => k.key.startsWith('bad-'))).toEqual([]);
  });

  it('answers 409 while the application is not waiting for an SSN, and changes nothing', async () => {
    const borrower = await registeredBorrower(t.app);
    const created = await createApplication(t.app, borrower.jwt, createBody({ lastName: 'Prime' }));
    const uuid = (created.json() as { uuid: string }).uuid;
    expect(await settledStatus(t.app, borrower.jwt, uuid)).toBe('OFFER_SELECTION');
    const before = await row(uuid);
    const res = await submitSsn(uuid, borrower.jwt, SSN, { 'idempotency-key': `wrong-status-${uuid}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'STEP_OUT_OF_ORDER', message: SSN_ENTRY_MESSAGES.notNeeded });
    expect(await row(uuid)).toEqual(before);
    expect(before.ssnEncrypted).toBeNull();
  });

  it("answers 404 for another borrower's application and 401 without a session", async () => {
    const { uuid } = await noMatch();
    const before = await row(uuid);
    const other = await registeredBorrower(t.app);
    const foreign = await submitSsn(uuid, other.jwt, SSN);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Not found');
    expect((await submitSsn(uuid, null, SSN)).statusCode).toBe(401);
    expect((await submitSsn('not-a-uuid', other.jwt, SSN)).statusCode).toBe(400);
    expect(await row(uuid)).toEqual(before);
  });

  it('counts a retry under the same Idempotency-Key once and replays the first answer', async () => {
    const { borrower, uuid } = await noMatch();
    const headers = { 'idempotency-key': `ssn-${uuid}` };
    const first = await submitSsn(uuid, borrower.jwt, SSN, headers);
    expect(first.statusCode).toBe(202);
    await settledStatus(t.app, borrower.jwt, uuid);
    const second = await submitSsn(uuid, borrower.jwt, SSN, headers);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    expect((await row(uuid)).ssnAttempts).toBe(1);
    const history = await statusHistory(t.database.db, uuid);
    expect(history.filter((h) => h.fromStatus === 'CREDIT_NO_MATCH')).toHaveLength(1);

    const [stored] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, headers['idempotency-key']));
    expect(JSON.stringify(stored)).not.toMatch(/123-?45-?6789/);

    const otherNumber = await submitSsn(uuid, borrower.jwt, '123-45-6780', headers);
    expect(otherNumber.statusCode).toBe(422);
    expect((await row(uuid)).ssnAttempts).toBe(1);
  });

  it('takes one of two concurrent submissions', async () => {
    const { borrower, uuid } = await noMatch();
    const results = await Promise.all([
      submitSsn(uuid, borrower.jwt, SSN, { 'idempotency-key': `a-${uuid}` }),
      submitSsn(uuid, borrower.jwt, SSN, { 'idempotency-key': `b-${uuid}` }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    expect((await row(uuid)).ssnAttempts).toBe(1);
  });

  it(`stops after ${SSN_MAX_ATTEMPTS} tries and asks the borrower to contact support`, async () => {
    const { borrower, uuid } = await noMatch();
    for (let attempt = 1; attempt <= SSN_MAX_ATTEMPTS; attempt++) {
      const res = await submitSsn(uuid, borrower.jwt, SSN);
      expect(res.statusCode, `attempt ${attempt}`).toBe(202);
      await settledStatus(t.app, borrower.jwt, uuid);
      await bureauFoundNoFileAgain(uuid);
    }
    const before = await row(uuid);
    expect(before.ssnAttempts).toBe(SSN_MAX_ATTEMPTS);
    const refused = await submitSsn(uuid, borrower.jwt, SSN, { 'idempotency-key': `limit-${uuid}` });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: SSN_ENTRY_MESSAGES.attemptsExhausted,
    });
    expect(refused.json().message).toMatch(/contact support/);
    expect(await row(uuid)).toEqual(before);
  });
});
