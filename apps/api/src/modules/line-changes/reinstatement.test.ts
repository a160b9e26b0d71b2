import {
  LINE_CHANGE_API_PATHS,
  LINE_CHANGE_REASON_WORDS,
  type LineChangeView,
  type LineStandingView,
} from '@hearth/domain/borrower-notices';
import { NOTICE_API_PATHS, type NoticesView } from '@hearth/domain/notices';
import { SANDBOX_MAILBOX_PATH, type SandboxMailbox } from '@hearth/domain/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower, staffHeaders } from '../../test/identity-helpers';
import { injectHttp } from '../../test/journey/http';
import { type SeededJourney, seedJourney } from '../../test/journey/stages';
import { setupTestApp } from '../../test/test-app';
import { pdfText } from '../documents/test-helpers';

/**
 * Lifting a suspension or reduction (decision 0212, Regulation Z 1026.40(f)(3)(vi) and comment 40(f)(3)(vi)-2): staff
 * restore the line with a reason, the borrower is sent the notice through the outbox, and the borrower's line page
 * reads where the line stands while a suspension or reduction lasts.
 */
const t = await setupTestApp();
const http = injectHttp(t.app);
let staff: Record<string, string>;
let funded: SeededJourney;

beforeAll(async () => {
  staff = await staffHeaders(t.app, 'HEARTH');
  funded = await seedJourney(http, { stage: 'funded' });
}, 240_000);

const post = (url: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...staff, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const reinstate = (payload: object, key?: string) =>
  post(LINE_CHANGE_API_PATHS.lenderLineReinstatement(funded.uuid), payload, key);
const change = (payload: object) => post(LINE_CHANGE_API_PATHS.lenderLineChange(funded.uuid), payload);

async function standing(headers = funded.headers) {
  return t.app.inject({ method: 'GET', url: LINE_CHANGE_API_PATHS.standing(funded.uuid), headers });
}

async function lineNotices() {
  const res = await t.app.inject({
    method: 'GET',
    url: NOTICE_API_PATHS.notices(funded.uuid),
    headers: funded.headers,
  });
  return (res.json() as NoticesView).notices.filter((n) => n.kind === 'LINE_CHANGE_NOTICE');
}

async function lineMails() {
  const res = await t.app.inject({
    method: 'GET',
    url: `${SANDBOX_MAILBOX_PATH}?email=${encodeURIComponent(funded.email)}`,
  });
  return (res.json() as SandboxMailbox).messages.filter((m) => m.kind === 'LINE_CHANGE_NOTICE');
}

async function noticeWords(noticeId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: NOTICE_API_PATHS.pdf(funded.uuid, noticeId),
    headers: funded.headers,
  });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload).replace(/\s+/g, ' ');
}

describe('lifting a suspension or reduction (decision 0212)', { timeout: 120_000 }, () => {
  it('refuses to restore a line with nothing to lift, or without a reason, and stores nothing', async () => {
    const open = (await standing()).json() as LineStandingView;
    expect(open).toMatchObject({ standing: 'OPEN', reason: null, since: null, noticeId: null });
    const nothing = await reinstate({ reason: 'value recovered' });
    expect(nothing.statusCode, nothing.body).toBe(409);
    expect(nothing.json().message).toBe(
      'This line is neither suspended nor reduced, so there is nothing to restore.',
    );
    expect((await reinstate({ reason: '  ' })).statusCode).toBe(400);
    expect((await reinstate({})).statusCode).toBe(400);
    expect(await lineNotices()).toEqual([]);
  });

  it('shows the borrower a suspension while it stands, then restores the line and sends the notice once', async () => {
    const suspended = await change({
      action: 'SUSPEND',
      reason: 'PROPERTY_VALUE_DECLINE',
      note: 'county assessment down 30%',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const suspension = suspended.json() as LineChangeView;

    const seen = (await standing()).json() as LineStandingView;
    expect(seen).toMatchObject({
      standing: 'SUSPENDED',
      creditLimit: suspension.oldLimit,
      openedLimit: suspension.oldLimit,
      reason: 'PROPERTY_VALUE_DECLINE',
      reasonWords: LINE_CHANGE_REASON_WORDS.PROPERTY_VALUE_DECLINE,
      noticeId: suspension.noticeId,
    });
    expect(seen.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Another borrower cannot read this line.
    const stranger = await registeredBorrower(t.app);
    expect((await standing(bearer(stranger.jwt))).statusCode).toBe(404);

    const key = 'reinstate-once';
    const restored = await reinstate(
      { reason: 'The appraisal of your home shows its value back above $500,000.' },
      key,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    const view = restored.json() as LineChangeView;
    expect(view).toMatchObject({
      action: 'REINSTATE',
      reason: 'PROPERTY_VALUE_DECLINE',
      suspended: false,
      oldLimit: suspension.oldLimit,
      newLimit: suspension.oldLimit,
    });
    // A retry of the same request answers the first and sends nothing more.
    const retried = await reinstate(
      { reason: 'The appraisal of your home shows its value back above $500,000.' },
      key,
    );
    expect(retried.json()).toEqual(view);

    expect(await lineNotices()).toHaveLength(2);
    expect(await lineMails()).toHaveLength(2);
    const words = await noticeWords(view.noticeId ?? '');
    expect(words).toContain('we restored your home equity line of credit: you can take draws again');
    expect(words).toContain('Before: you could not take new draws.');
    expect(words).toContain(LINE_CHANGE_REASON_WORDS.PROPERTY_VALUE_DECLINE);
    expect(words).toContain('The appraisal of your home shows its value back above $500,000.');
    expect((await standing()).json()).toMatchObject({ standing: 'OPEN', reason: null });
    expect((await reinstate({ reason: 'again' })).statusCode).toBe(409);
  });

  it('restores a reduced line to the limit it opened with', async () => {
    const opened = ((await standing()).json() as LineStandingView).openedLimit;
    const reduced = await change({
      action: 'REDUCE',
      reason: 'FINANCIAL_CIRCUMSTANCES',
      newLimit: opened - 5_000,
      note: 'job loss reported',
    });
    expect(reduced.statusCode, reduced.body).toBe(200);
    expect((await standing()).json()).toMatchObject({ standing: 'REDUCED', creditLimit: opened - 5_000 });
    const restored = await reinstate({ reason: 'You sent us your new employment letter.' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ oldLimit: opened - 5_000, newLimit: opened });
    expect((await standing()).json()).toMatchObject({ standing: 'OPEN', creditLimit: opened });
    const words = await noticeWords((restored.json() as LineChangeView).noticeId ?? '');
    expect(words).toContain(`Before: your credit limit was $${(opened - 5_000).toLocaleString('en-US')}.`);
    expect(await lineMails()).toHaveLength(4);
  });
});
