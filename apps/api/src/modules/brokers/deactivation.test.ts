import { BROKER_API_PATHS as PATHS } from '@hearth/domain/brokers';
import { CONSOLE_API_PATHS } from '@hearth/domain/console';
import { ENTRY_MESSAGES, REFERRAL_INACTIVE_STATUS } from '@hearth/domain/entry-route-rules';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  registeredBorrower,
  STRONG_PASSWORD,
  staffHeaders,
  uniqueEmail,
} from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { createApplication, createBody } from '../application/test-helpers';
import { consoleAuditLog } from '../console/schema';
import { leadReferrals } from '../leads/schema';

let t: TestApp;
let admin: Record<string, string>;

const inject = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const login = (email: string, audience: 'agent' | 'customer' = 'agent') =>
  t.app.inject({
    method: 'POST',
    url: `/identity-broker/${audience}/api/v3/login`,
    payload: { email, password: STRONG_PASSWORD },
  });
const deactivate = (uuid: string, headers: Record<string, string>, reason = 'No longer works with us') =>
  inject('POST', PATHS.lenderBrokerDeactivation(uuid), headers, { reason });

/** A broker of the main brand, signed in, with a referral link made for one borrower. */
async function brokerWithLink(label: string) {
  const email = uniqueEmail(label);
  // The sandbox's one-call account (outside production), as the browser tests open one.
  const opened = await inject(
    'POST',
    '/sandbox/brokers',
    {},
    {
      organizationCode: 'HEARTH',
      email,
      password: STRONG_PASSWORD,
      phoneNumber: '(555) 555-0141',
      firstName: 'Riley',
      lastName: label,
      nmls: '7654321',
      licensedStates: ['CA'],
    },
  );
  expect(opened.statusCode, opened.body).toBe(201);
  const account = opened.json() as { loanOriginatorUuid: string; identityUuid: string };
  const signedIn = await login(email);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const headers = bearer(signedIn.json().jwt as string);
  const link = await inject('POST', PATHS.referralLinks, headers, {
    firstName: 'Alex',
    lastName: 'Prime',
    email: uniqueEmail('referred'),
    phoneNumber: '5555550151',
  });
  expect(link.statusCode, link.body).toBe(201);
  return { ...account, email, headers, referralUuid: link.json().referralUuid as string };
}

beforeAll(async () => {
  t = await setupTestApp();
  admin = await staffHeaders(t.app, 'HEARTH', 'ADMIN');
});

describe('a lender admin deactivates a broker (decision 0245)', () => {
  it('ends their sessions, refuses their sign-in with a sentence saying why, and stops their referral links', async () => {
    const broker = await brokerWithLink('Deactivated');
    const listed = await inject('GET', PATHS.lenderBrokers, admin);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().brokers).toContainEqual(
      expect.objectContaining({
        loanOriginatorUuid: broker.loanOriginatorUuid,
        email: broker.email,
        deactivatedAt: null,
      }),
    );
    // A reason is required: without one nothing changes.
    const noReason = await deactivate(broker.loanOriginatorUuid, admin, ' ');
    expect(noReason.statusCode).toBe(400);
    expect((await inject('GET', PATHS.pipeline, broker.headers)).statusCode).toBe(200);

    const done = await deactivate(broker.loanOriginatorUuid, admin);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ loanOriginatorUuid: broker.loanOriginatorUuid });
    const deactivatedAt = done.json().deactivatedAt as string;
    expect(Date.parse(deactivatedAt)).not.toBeNaN();

    // Every session ended: the token they held is refused on each of their calls.
    for (const url of [PATHS.pipeline, PATHS.referralLinks, PATHS.mailSettings]) {
      expect((await inject('GET', url, broker.headers)).statusCode, url).toBe(401);
    }
    // Sign-in, through either audience, says the account was deactivated; a wrong password says only that.
    for (const audience of ['agent', 'customer'] as const) {
      const refused = await login(broker.email, audience);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ERROR_MESSAGES.accountDeactivated);
    }
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/identity-broker/agent/api/v3/login',
      payload: { email: broker.email, password: 'Not-the-password-1!' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(ERROR_MESSAGES.invalidCredentials);

    // Their referral link reads inactive (the register page says so) and their card is gone.
    const referral = await inject('GET', HELOC_API_PATHS.referral(broker.referralUuid));
    expect(referral.json()).toMatchObject({ status: REFERRAL_INACTIVE_STATUS });
    const portal = await inject('GET', HELOC_API_PATHS.leadPortalReferral(broker.referralUuid));
    expect(portal.json()).toMatchObject({ status: REFERRAL_INACTIVE_STATUS });
    expect(ENTRY_MESSAGES.referralInactive).toContain('no longer active');
    expect((await inject('GET', HELOC_API_PATHS.loanOriginator(broker.loanOriginatorUuid))).statusCode).toBe(
      404,
    );
    // An application sent with the old link anyway is not theirs, and the link is not spent.
    const borrower = await registeredBorrower(t.app);
    const created = await createApplication(t.app, borrower.jwt, {
      ...createBody({ referrerId: broker.loanOriginatorUuid }),
      referralId: broker.referralUuid,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [stored] = await t.database.db
      .select({ status: leadReferrals.status })
      .from(leadReferrals)
      .where(eq(leadReferrals.uuid, broker.referralUuid));
    expect(stored?.status).toBe('OPEN');
    const detail = await inject('GET', HELOC_API_PATHS.loanOriginator(broker.loanOriginatorUuid));
    expect(detail.statusCode).toBe(404);

    // The list shows the account closed; a retry answers the same and records nothing more.
    const again = await deactivate(broker.loanOriginatorUuid, admin, 'Asked twice');
    expect(again.statusCode).toBe(200);
    expect(again.json().deactivatedAt).toBe(deactivatedAt);
    const audit = await t.database.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.action, 'Deactivated a broker')));
    expect(audit.length).toBeGreaterThanOrEqual(1);
    expect(audit[0]?.after).toMatchObject({ request: { reason: 'No longer works with us' } });
  });

  it('is for the lender’s admin only: other roles, brokers, borrowers and another lender are refused', async () => {
    const broker = await brokerWithLink('Kept');
    const url = PATHS.lenderBrokerDeactivation(broker.loanOriginatorUuid);
    const refusals: [string, Record<string, string>, number][] = [
      ['no token', {}, 401],
      ['a borrower', bearer((await registeredBorrower(t.app)).jwt), 403],
      ['the broker themself', broker.headers, 403],
      ['an underwriter', await staffHeaders(t.app, 'HEARTH', 'UNDERWRITER'), 403],
      ['a processor', await staffHeaders(t.app, 'HEARTH', 'PROCESSOR'), 403],
      ['a chat agent', await staffHeaders(t.app, 'HEARTH', 'CHAT_AGENT'), 403],
    ];
    for (const [who, headers, status] of refusals) {
      expect((await inject('POST', url, headers, { reason: 'x' })).statusCode, who).toBe(status);
      expect((await inject('GET', PATHS.lenderBrokers, headers)).statusCode, who).toBe(status);
    }
    // Another lender's admin neither sees nor reaches this lender's broker.
    const summit = await staffHeaders(t.app, 'SUMMITCU', 'ADMIN');
    expect((await deactivate(broker.loanOriginatorUuid, summit)).statusCode).toBe(404);
    const theirs = (await inject('GET', PATHS.lenderBrokers, summit)).json().brokers as {
      loanOriginatorUuid: string;
    }[];
    expect(theirs.map((b) => b.loanOriginatorUuid)).not.toContain(broker.loanOriginatorUuid);
    // An id that is no broker of this lender (the lead portal's officers have no account) is 404 too.
    expect((await deactivate('6f1a2b3c-0002-4000-8000-000000000002', admin)).statusCode).toBe(404);
    // After all of that the broker works on, and their link still prefills.
    expect((await inject('GET', PATHS.pipeline, broker.headers)).statusCode).toBe(200);
    expect((await inject('GET', HELOC_API_PATHS.referral(broker.referralUuid))).json().status).toBe('OPEN');
    expect((await inject('GET', CONSOLE_API_PATHS.me, admin)).statusCode).toBe(200);
  });
});
