import { MANUAL_HOLD_API_PATHS, MANUAL_HOLD_MESSAGES } from '@hearth/domain/manual-holds';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, registeredBorrower, staffHeaders } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { helocApplications } from '../application/schema';
import { createApplication, createBody } from '../application/test-helpers';
import { writeFile } from '../collateral/file';

/** The manual-review holds decided in the console (issue 24 item 5, decision 0253), through the real HTTP layer. */
let t: TestApp;
let uuid: string;
let borrowerJwt: string;
let underwriter: Record<string, string>;

const decide = (headers: Record<string, string>, payload: object, app = uuid) =>
  t.app.inject({ method: 'POST', url: MANUAL_HOLD_API_PATHS.holdDecision(app), headers, payload });

const holdAt = (status: string) =>
  t.database.db.update(helocApplications).set({ status }).where(eq(helocApplications.uuid, uuid));

const statusNow = async () => (await findApplication(t.database.db, uuid))?.status;

beforeAll(async () => {
  t = await setupTestApp({ logLevel: 'silent' });
  const borrower = await registeredBorrower(t.app);
  borrowerJwt = borrower.jwt;
  const created = await createApplication(t.app, borrower.jwt, createBody());
  expect(created.statusCode, created.body).toBe(201);
  uuid = (created.json() as { uuid: string }).uuid;
  await vi.waitFor(async () => expect(await statusNow()).toBe('OFFER_SELECTION'), {
    timeout: 20_000,
    interval: 100,
  });
  await writeFile(t.database.db, uuid, {});
  underwriter = await staffHeaders(t.app, 'HEARTH', 'UNDERWRITER');
}, 180_000);

describe('the hold decision (decision 0253)', () => {
  it.each([
    ['DELINQUENCY_REVIEW', ['INCOME_VERIFICATION']],
    ['OWNERSHIP_REVIEW', ['TRUST_AND_INSURANCE']],
    ['PAYOFF_REQUEST_PENDING', ['PREQUAL_TITLE', 'ESTIMATED_PROPERTY_VALUE', 'MISSING_PROPERTY_VALUE']],
    ['NAV_BPO_PROCESSING', ['PREQUAL_TITLE']],
  ])('approves a file in %s on to the step it was held from', async (hold, next) => {
    await holdAt(hold);
    const res = await decide(underwriter, { decision: 'APPROVE', note: 'reviewed the file' });
    expect(res.statusCode, res.body).toBe(200);
    expect(next).toContain((res.json() as { status: string }).status);
  });

  it.each([
    ['DELINQUENCY_REVIEW', 'INSUFFICIENT_INCOME', 'Income insufficient for amount of credit requested'],
    ['OWNERSHIP_REVIEW', 'INCOMPLETE_APPLICATION', 'Credit application incomplete'],
    ['PAYOFF_REQUEST_PENDING', 'INSUFFICIENT_INCOME', 'Income insufficient for amount of credit requested'],
    ['NAV_BPO_PROCESSING', 'INCOMPLETE_APPLICATION', 'Credit application incomplete'],
  ])(
    'declines a file in %s with ECOA reasons and gives the borrower the notice',
    async (hold, code, words) => {
      await holdAt(hold);
      expect((await decide(underwriter, { decision: 'DECLINE', note: 'no reasons' })).statusCode).toBe(400);
      expect(await statusNow()).toBe(hold);
      const res = await decide(underwriter, { decision: 'DECLINE', note: 'cannot lend', reasons: [code] });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { status: string }).status).toBe('DECLINED');
      const notice = await t.app.inject({
        method: 'GET',
        url: `/service-application/api/v1/application/heloc/${uuid}/adverse-action`,
        headers: bearer(borrowerJwt),
      });
      expect(notice.statusCode, notice.body).toBe(200);
      expect(JSON.stringify(notice.json())).toContain(words);
    },
  );

  it('counter-offers only where the hold has one, refuses a file not held, and the wrong staff', async () => {
    await holdAt('DELINQUENCY_REVIEW');
    const none = await decide(underwriter, { decision: 'COUNTER_OFFER', note: 'smaller line' });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(MANUAL_HOLD_MESSAGES.noCounterOffer);
    await holdAt('NAV_BPO_PROCESSING');
    const processor = await staffHeaders(t.app, 'HEARTH', 'PROCESSOR');
    expect((await decide(processor, { decision: 'APPROVE', note: 'x' })).statusCode).toBe(403);
    const other = await staffHeaders(t.app, 'SUMMITCU', 'UNDERWRITER');
    expect((await decide(other, { decision: 'APPROVE', note: 'x' })).statusCode).toBe(404);
    expect(await statusNow()).toBe('NAV_BPO_PROCESSING');
    const countered = await decide(underwriter, { decision: 'COUNTER_OFFER', note: 'value is lower' });
    expect(countered.statusCode, countered.body).toBe(200);
    expect((countered.json() as { status: string }).status).toBe('REVISED_OFFER_SELECTION');
    const again = await decide(underwriter, { decision: 'APPROVE', note: 'retry' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(MANUAL_HOLD_MESSAGES.notHeld);
  });
});
