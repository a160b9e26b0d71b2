import { SHELL_MESSAGES, SHELL_PATHS } from '@hearth/domain/shell-settings';
import { MESSAGES } from '@hearth/domain/validation-rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, staffHeaders } from '../../test/identity-helpers';
import { injectHttp } from '../../test/journey/http';
import { type SeededJourney, seedJourney } from '../../test/journey/stages';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { borrowerFeedback } from './schema';

let t: TestApp;
let alex: SeededJourney;
let sam: SeededJourney;
beforeAll(async () => {
  t = await setupTestApp();
  [alex, sam] = await Promise.all([
    seedJourney(injectHttp(t.app), { stage: 'offers' }),
    seedJourney(injectHttp(t.app), { stage: 'offers', organization: 'BLUEMESACU' }),
  ]);
}, 60_000);

const feedback = (message = 'The offers page was clear and quick.') => ({
  topic: 'COMPLIMENT',
  message,
  marketingConsent: true,
  pathname: '/dashboard',
  productType: 'HELOC',
});
const send = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const rowsOf = (identityUuid: string) =>
  t.app.db.select().from(borrowerFeedback).where(eq(borrowerFeedback.identityUuid, identityUuid));

describe('feedback (issue 22 item 6)', () => {
  it("is kept for the borrower's lender with its application, once per Idempotency-Key", async () => {
    const headers = { ...bearer(alex.jwt), 'idempotency-key': 'feedback-once' };
    const body = { ...feedback(), applicationUuid: alex.uuid };
    const first = await send(SHELL_PATHS.feedback, headers, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(SHELL_PATHS.feedback, headers, body);
    expect(again.json()).toEqual(first.json());
    const rows = await rowsOf(alex.identityUuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'FEEDBACK',
      topic: 'COMPLIMENT',
      marketingConsent: true,
      applicationUuid: alex.uuid,
      organizationCode: 'HEARTH',
    });
  });

  it("answers the spec's messages for bad input and keeps nothing", async () => {
    const headers = bearer(sam.jwt);
    const short = await send(SHELL_PATHS.feedback, headers, feedback('Too short'));
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(MESSAGES.feedbackMin);
    const long = await send(SHELL_PATHS.feedback, headers, feedback('x'.repeat(1001)));
    expect(long.body).toContain(MESSAGES.feedbackMax);
    expect((await send(SHELL_PATHS.feedback, headers, { ...feedback(), topic: 'RANT' })).statusCode).toBe(
      400,
    );
    expect(
      (await send(SHELL_PATHS.feedback, headers, { ...feedback(), marketingConsent: 'YES' })).statusCode,
    ).toBe(400);
    expect(await rowsOf(sam.identityUuid)).toHaveLength(0);
  });

  it("never takes another borrower's application, and needs a sign-in", async () => {
    const res = await send(SHELL_PATHS.feedback, bearer(sam.jwt), {
      ...feedback(),
      applicationUuid: alex.uuid,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(SHELL_MESSAGES.unknownApplication);
    expect((await send(SHELL_PATHS.feedback, {}, feedback())).statusCode).toBe(401);
    expect(await rowsOf(sam.identityUuid)).toHaveLength(0);
  });
});

describe('the leave survey (issue 22 item 7)', () => {
  it('keeps the reason and comment, refuses a missing reason, and another lender never reads it', async () => {
    const none = await send(SHELL_PATHS.leaveSurvey, bearer(sam.jwt), {
      pathname: `/account/heloc/${sam.uuid}/identity`,
    });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(SHELL_MESSAGES.surveyReason);
    const res = await send(SHELL_PATHS.leaveSurvey, bearer(sam.jwt), {
      reason: 'NEED_DOCUMENTS',
      comment: 'I will find my pay stubs.',
      applicationUuid: sam.uuid,
      pathname: `/account/heloc/${sam.uuid}/identity`,
    });
    expect(res.statusCode, res.body).toBe(201);

    const own = await t.app.inject({
      method: 'GET',
      url: SHELL_PATHS.staffFeedback,
      headers: await staffHeaders(t.app, 'BLUEMESACU'),
    });
    expect(own.json()).toMatchObject({ items: [{ kind: 'LEAVE_SURVEY', topic: 'NEED_DOCUMENTS' }] });
    const other = await t.app.inject({
      method: 'GET',
      url: SHELL_PATHS.staffFeedback,
      headers: await staffHeaders(t.app, 'HEARTH'),
    });
    expect(JSON.stringify(other.json())).not.toContain('pay stubs');
    const borrower = await t.app.inject({
      method: 'GET',
      url: SHELL_PATHS.staffFeedback,
      headers: bearer(sam.jwt),
    });
    expect(borrower.statusCode).toBe(403);
  });
});
