import { randomUUID } from 'node:crypto';
import { UPLOAD_API_PATHS } from '@hearth/domain/identity-verification';
import {
  type IncomeLinkStarted,
  type IncomeVerificationView,
  INCOME_VERIFICATION_MESSAGES as MESSAGES,
  INCOME_VERIFICATION_API_PATHS as PATHS,
} from '@hearth/domain/income-verification';
import { VENDOR_CALLBACK_PATHS } from '@hearth/domain/vendors';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { acceptedApplication, statusAfter, vendorQueueIdle } from '../hard-pull/test-helpers';
import { multipartBody, PDF } from '../uploads/test-helpers';
import { signedHeaders } from '../vendor-callbacks/service';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return payload === undefined
    ? t.app.inject({ method, url, headers })
    : t.app.inject({ method, url, headers, payload });
}

/** A borrower past the hard pull, on income/review. The first name picks the income persona. */
async function atIncome(firstName?: string) {
  const accepted = await acceptedApplication(t.app, { firstName });
  expect(await statusAfter(t, accepted.uuid, 'HARD_CREDIT_PULL')).toBe('INCOME_VERIFICATION');
  return accepted;
}

/** The borrower goes to the sandbox vendor's page and comes back through its Connect link. */
async function connect(uuid: string, headers: Record<string, string>, type: 'payroll' | 'bank') {
  const started = await call('POST', PATHS.link(uuid), headers, { type });
  expect(started.statusCode, started.body).toBe(201);
  const { linkId, redirectUrl } = started.json() as IncomeLinkStarted;
  const page = await t.app.inject({ method: 'GET', url: redirectUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const back = /href="([^"]*status=success[^"]*)"/.exec(page.body)?.[1]?.replaceAll('&#38;', '&');
  expect(back).toBeDefined();
  const query = new URL(back ?? '', 'http://x').searchParams;
  expect(new URL(back ?? '', 'http://x').pathname).toBe(`/account/heloc/${uuid}/income/pointserv-callback`);
  return { linkId, code: query.get('code') ?? '' };
}

async function view(uuid: string, headers: Record<string, string>) {
  await vendorQueueIdle(t.app);
  return (await call('GET', PATHS.verification(uuid), headers)).json() as IncomeVerificationView;
}

describe('income verification (issue 10 item 5, decision 0151)', () => {
  it('payroll matches the stated income: verified income written, then identity', async () => {
    const { uuid, headers } = await atIncome();
    const before = await view(uuid, headers);
    expect(before).toMatchObject({ status: 'INCOME_VERIFICATION', statedAnnualIncome: 150000 });
    expect(before.methods[0]).toBe('payroll');

    const { linkId, code } = await connect(uuid, headers, 'payroll');
    const wrong = await call('POST', PATHS.linkComplete(uuid), headers, {
      linkId,
      status: 'success',
      code: 'x',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.badCode);
    const done = await call('POST', PATHS.linkComplete(uuid), headers, { linkId, status: 'success', code });
    expect(done.statusCode, done.body).toBe(202);
    // A repeat (a reload of the callback page) asks the vendor nothing twice.
    const again = await call('POST', PATHS.linkComplete(uuid), headers, { linkId, status: 'success', code });
    expect(again.statusCode).toBe(202);

    expect(await statusAfter(t, uuid, 'INCOME_VERIFICATION')).not.toBe('INCOME_VERIFICATION');
    const row = await findApplication(t.database.db, uuid);
    expect(row?.verifiedIncomeCents).toBe(150000_00);
    expect(row?.incomeVerificationSource).toBe('POINTSERV_PAYROLL');
    const after = await view(uuid, headers);
    expect(after.latest).toMatchObject({
      method: 'payroll',
      state: 'VERIFIED',
      verifiedAnnualIncome: 150000,
    });
    expect(after.latest?.employer).toMatch(/^Sandbox /);
    // The identity step follows; the application is past income, so another link is refused.
    const late = await call('POST', PATHS.link(uuid), headers, { type: 'bank' });
    expect(late.statusCode).toBe(409);
  });

  it('a lower payroll income is written as verified; leaving the vendor page changes nothing', async () => {
    const { uuid, headers } = await atIncome('Lowincome');
    const first = await connect(uuid, headers, 'bank');
    const exit = await call('POST', PATHS.linkComplete(uuid), headers, {
      linkId: first.linkId,
      status: 'exit',
    });
    expect(exit.statusCode).toBe(202);
    expect((exit.json() as IncomeVerificationView).latest?.state).toBe('EXITED');
    expect((await findApplication(t.database.db, uuid))?.status).toBe('INCOME_VERIFICATION');

    const { linkId, code } = await connect(uuid, headers, 'payroll');
    await call('POST', PATHS.linkComplete(uuid), headers, { linkId, status: 'success', code });
    expect(await statusAfter(t, uuid, 'INCOME_VERIFICATION')).not.toBe('INCOME_VERIFICATION');
    const row = await findApplication(t.database.db, uuid);
    expect(row?.verifiedIncomeCents).toBe(90000_00);
    expect((await view(uuid, headers)).latest?.state).toBe('LOWER');
  });

  it('an employer unknown to payroll is asked directly; one nobody can verify ends on error/income and may retry', async () => {
    const confirmed = await atIncome('Noemployer');
    const link = await connect(confirmed.uuid, confirmed.headers, 'payroll');
    await call('POST', PATHS.linkComplete(confirmed.uuid), confirmed.headers, { ...link, status: 'success' });
    expect(await statusAfter(t, confirmed.uuid, 'INCOME_VERIFICATION')).toBe('EMPLOYMENT_VERIFICATION');
    const bad = await call('POST', PATHS.employer(confirmed.uuid), confirmed.headers, {
      employerName: 'Acme',
    });
    expect(bad.statusCode).toBe(400);
    const asked = await call('POST', PATHS.employer(confirmed.uuid), confirmed.headers, {
      employerName: 'Acme Corp',
      contactEmail: 'hr@acme.example',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(await statusAfter(t, confirmed.uuid, 'EMPLOYMENT_VERIFICATION')).not.toBe(
      'EMPLOYMENT_VERIFICATION',
    );
    const confirmedRow = await findApplication(t.database.db, confirmed.uuid);
    expect(confirmedRow?.incomeVerificationSource).toBe('EMPINFO');
    expect(confirmedRow?.verifiedIncomeCents).toBe(150000_00);

    const lost = await atIncome('Unverifiable');
    const lostLink = await connect(lost.uuid, lost.headers, 'payroll');
    await call('POST', PATHS.linkComplete(lost.uuid), lost.headers, { ...lostLink, status: 'success' });
    expect(await statusAfter(t, lost.uuid, 'INCOME_VERIFICATION')).toBe('EMPLOYMENT_VERIFICATION');
    await call('POST', PATHS.employer(lost.uuid), lost.headers, {
      employerName: 'Nowhere LLC',
      contactPhone: '4155550100',
    });
    expect(await statusAfter(t, lost.uuid, 'EMPLOYMENT_VERIFICATION')).toBe('INCOME_NOT_VERIFIED');
    const retry = await call('POST', PATHS.retry(lost.uuid), lost.headers);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((retry.json() as IncomeVerificationView).status).toBe('INCOME_VERIFICATION');
    const twice = await call('POST', PATHS.retry(lost.uuid), lost.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MESSAGES.retryWrongStatus);
  });

  it('pay stubs: two files of the right purpose, reviewed by the vendor', async () => {
    const { uuid, headers } = await atIncome();
    const upload = async (purpose: string) => {
      const form = multipartBody(PDF, 'stub.pdf');
      const res = await t.app.inject({
        method: 'POST',
        url: `${UPLOAD_API_PATHS.uploads(uuid)}?purpose=${purpose}`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const one = await upload('PAYSTUB');
    const tooFew = await call('POST', PATHS.documents(uuid), headers, { type: 'paystub', uploadIds: [one] });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toBe(MESSAGES.documentCount('paystub'));
    const w2 = await upload('W2');
    const wrongKind = await call('POST', PATHS.documents(uuid), headers, {
      type: 'paystub',
      uploadIds: [one, w2],
    });
    expect(wrongKind.statusCode).toBe(400);
    const two = await upload('PAYSTUB');
    const sent = await call('POST', PATHS.documents(uuid), headers, {
      type: 'paystub',
      uploadIds: [one, two],
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(await statusAfter(t, uuid, 'INCOME_VERIFICATION')).not.toBe('INCOME_VERIFICATION');
    expect((await findApplication(t.database.db, uuid))?.incomeVerificationSource).toBe('MANUAL_PAYSTUB');
  });

  it("another borrower's application is a 404; bad input is a 400; a forged or replayed callback changes nothing", async () => {
    const { uuid, headers } = await atIncome();
    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    for (const [method, url, payload] of [
      ['GET', PATHS.verification(uuid), undefined],
      ['POST', PATHS.link(uuid), { type: 'payroll' }],
      ['POST', PATHS.retry(uuid), undefined],
    ] as const) {
      expect((await call(method, url, stranger, payload)).statusCode).toBe(404);
    }
    expect((await call('POST', PATHS.link(uuid), headers, { type: 'crypto' })).statusCode).toBe(400);
    expect(
      (
        await call('POST', PATHS.linkComplete(uuid), headers, {
          linkId: randomUUID(),
          status: 'success',
          code: 'a',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/sandbox/income-link/${randomUUID()}` })).statusCode,
    ).toBe(404);

    const { linkId, code } = await connect(uuid, headers, 'payroll');
    await call('POST', PATHS.linkComplete(uuid), headers, { linkId, status: 'success', code });
    await vendorQueueIdle(t.app);
    const afterFirst = await findApplication(t.database.db, uuid);
    const body = JSON.stringify({
      callbackId: `income:${linkId}:LOWER-forged`,
      requestId: linkId,
      event: 'income.completed',
      result: { outcome: 'LOWER', annualIncome: 1 },
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: VENDOR_CALLBACK_PATHS.callback('income'),
      headers: signedHeaders(new Uint8Array(32), body, new Date()),
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    const replay = await t.app.inject({
      method: 'POST',
      url: VENDOR_CALLBACK_PATHS.callback('income'),
      headers: signedHeaders(t.app.vendors.secret('income'), body, new Date()),
      payload: body,
    });
    // Signed by the vendor but for a request already answered: recorded, and nothing changes.
    expect(replay.statusCode).toBe(202);
    await vendorQueueIdle(t.app);
    const afterReplay = await findApplication(t.database.db, uuid);
    expect(afterReplay?.verifiedIncomeCents).toBe(afterFirst?.verifiedIncomeCents);
  });
});
