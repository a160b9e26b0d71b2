import { BROKER_API_PATHS as PATHS, type Pipeline, type PipelineApplication } from '@hearth/domain/brokers';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower, STRONG_PASSWORD, uniqueEmail } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { createApplication, createBody, settledStatus } from '../application/test-helpers';
import { outbox } from '../identity/schema';
import { createBrokerAccount } from './accounts';
import { BROKER_MAIL_KIND, sendBrokerMails } from './mail';

let t: TestApp;
let brokerA: { headers: Record<string, string>; loanOriginatorUuid: string; identityUuid: string };
let brokerB: { headers: Record<string, string>; loanOriginatorUuid: string; identityUuid: string };
let borrower: { jwt: string; identityUuid: string };
let applicationUuid: string;
let referralUuid: string;

async function newBroker(label: string) {
  const email = uniqueEmail(label);
  const account = await createBrokerAccount(t.database.db, t.app.organizations.registry, {
    organizationCode: 'HEARTH',
    email,
    password: STRONG_PASSWORD,
    phoneNumber: '(555) 555-0140',
    firstName: 'Casey',
    lastName: label,
    brokerageName: `${label} Home Loans`,
    nmls: '1234567',
    licensedStates: ['CA'],
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/identity-broker/agent/api/v3/login',
    payload: { email, password: STRONG_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { ...account, headers: bearer(login.json().jwt as string) };
}

beforeAll(async () => {
  t = await setupTestApp();
  brokerA = await newBroker('Alpha');
  brokerB = await newBroker('Bravo');
  const link = await t.app.inject({
    method: 'POST',
    url: PATHS.referralLinks,
    headers: brokerA.headers,
    payload: {
      firstName: 'Alex',
      lastName: 'Prime',
      email: 'alex.referred@example.com',
      phoneNumber: '5555550150',
    },
  });
  expect(link.statusCode, link.body).toBe(201);
  referralUuid = link.json().referralUuid;
  borrower = await registeredBorrower(t.app);
  const created = await createApplication(t.app, borrower.jwt, {
    ...createBody({ referrerId: brokerA.loanOriginatorUuid }),
    referralId: referralUuid,
  });
  expect(created.statusCode, created.body).toBe(201);
  applicationUuid = created.json().uuid;
  expect(await settledStatus(t.app, borrower.jwt, applicationUuid)).toBe('OFFER_SELECTION');
});

describe('broker accounts', () => {
  it('signs a broker in through the agent path only with the broker flag, and refuses a second account', async () => {
    const self = await t.app.inject({
      method: 'GET',
      url: '/identity-broker/agent/secure/api/v3/self/helocinfo',
      headers: brokerA.headers,
    });
    expect(self.json()).toMatchObject({ isBroker: true, role: 'AGENT', organizationCode: 'HEARTH' });
    const borrowerAsAgent = await t.app.inject({
      method: 'POST',
      url: '/identity-broker/agent/api/v3/login',
      payload: { email: (await registeredBorrower(t.app)).email, password: STRONG_PASSWORD },
    });
    expect(borrowerAsAgent.statusCode).toBe(403);
    const email = uniqueEmail('twice');
    const input = {
      organizationCode: 'HEARTH',
      email,
      password: STRONG_PASSWORD,
      phoneNumber: '5555550141',
      firstName: 'Twice',
      lastName: 'Made',
      nmls: '7654321',
    };
    await createBrokerAccount(t.database.db, t.app.organizations.registry, input);
    await expect(createBrokerAccount(t.database.db, t.app.organizations.registry, input)).rejects.toThrow(
      /already exists/,
    );
    await expect(
      createBrokerAccount(t.database.db, t.app.organizations.registry, {
        ...input,
        organizationCode: 'NOPE',
      }),
    ).rejects.toThrow(/No lender/);
  });
});

describe('referral links', () => {
  it('answers the first link to a retry, and the referral is used by the application it started', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: PATHS.referralLinks,
      headers: brokerA.headers,
      payload: {
        firstName: 'Alex',
        lastName: 'Prime',
        email: 'ALEX.referred@example.com',
        phoneNumber: '5555550150',
      },
    });
    // The referral is USED now, so the same e-mail gets a new link; an open one answers itself.
    expect(again.statusCode).toBe(201);
    const retry = await t.app.inject({
      method: 'POST',
      url: PATHS.referralLinks,
      headers: brokerA.headers,
      payload: {
        firstName: 'Alex',
        lastName: 'Prime',
        email: 'alex.referred@example.com',
        phoneNumber: '5555550150',
      },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().referralUuid).toBe(again.json().referralUuid);
    expect(again.json().link).toBe(
      `/account/heloc/register-v2?referrerId=${brokerA.loanOriginatorUuid}&referralId=${again.json().referralUuid}`,
    );
    const status = await t.app.inject({ method: 'GET', url: HELOC_API_PATHS.referral(referralUuid) });
    expect(status.json()).toEqual({ status: 'USED', email: 'alex.referred@example.com' });
    const list = await t.app.inject({ method: 'GET', url: PATHS.referralLinks, headers: brokerA.headers });
    expect(list.json().referralLinks).toHaveLength(2);
    const other = await t.app.inject({ method: 'GET', url: PATHS.referralLinks, headers: brokerB.headers });
    expect(other.json().referralLinks).toEqual([]);
  });

  it('refuses a bad link request with the field message and creates nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: PATHS.referralLinks,
      headers: brokerB.headers,
      payload: { firstName: '', lastName: 'Prime', email: 'not-an-email', phoneNumber: '12' },
    });
    expect(res.statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: PATHS.referralLinks, headers: brokerB.headers });
    expect(list.json().referralLinks).toEqual([]);
  });
});

describe('the pipeline', () => {
  it('lists the referred application at offers, with no personal or credit data', async () => {
    const res = await t.app.inject({ method: 'GET', url: PATHS.pipeline, headers: brokerA.headers });
    expect(res.statusCode, res.body).toBe(200);
    const pipeline = res.json() as Pipeline;
    expect(pipeline.broker).toMatchObject({ loanOriginatorUuid: brokerA.loanOriginatorUuid, role: 'BROKER' });
    expect(pipeline.applications).toEqual([
      expect.objectContaining({
        uuid: applicationUuid,
        borrowerName: 'Alex Prime',
        propertyCity: 'Sacramento',
        propertyState: 'CA',
        status: 'OFFER_SELECTION',
        statusLabel: 'Offers ready to choose',
        group: 'OFFERS',
        daysInStatus: 0,
        referralUuid,
      }),
    ]);
    const text = res.body.toLowerCase();
    for (const secret of ['1980', 'dob', 'ssn', 'income', 'credit', 'alex@example.com', 'hmda']) {
      expect(text).not.toContain(secret);
    }
    const closed = await t.app.inject({
      method: 'GET',
      url: `${PATHS.pipeline}?status=CLOSED`,
      headers: brokerA.headers,
    });
    expect(closed.json().applications).toEqual([]);
    const offers = await t.app.inject({
      method: 'GET',
      url: `${PATHS.pipeline}?status=OFFERS&sort=DAYS_IN_STATUS`,
      headers: brokerA.headers,
    });
    expect(offers.json().applications).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${PATHS.pipeline}?status=NOPE`,
      headers: brokerA.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('opens the application read-only with its timeline; another broker gets 404, a borrower 403', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: PATHS.pipelineApplication(applicationUuid),
      headers: brokerA.headers,
    });
    const detail = res.json() as PipelineApplication;
    expect(detail.timeline.map((entry) => entry.status)).toContain('OFFER_SELECTION');
    expect(detail.timeline.at(-1)?.statusLabel).toBe('Offers ready to choose');
    const other = await t.app.inject({
      method: 'GET',
      url: PATHS.pipelineApplication(applicationUuid),
      headers: brokerB.headers,
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: PATHS.pipeline, headers: brokerB.headers })).json()
        .applications,
    ).toEqual([]);
    const asBorrower = await t.app.inject({
      method: 'GET',
      url: PATHS.pipeline,
      headers: bearer(borrower.jwt),
    });
    expect(asBorrower.statusCode).toBe(403);
  });
});

describe('e-mail to brokers', () => {
  const mailsTo = async (identityUuid: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.identityUuid, identityUuid), eq(outbox.kind, BROKER_MAIL_KIND)));

  it('tells the broker once that offers are ready, and of a wait past 3 days unless turned off', async () => {
    const now = () => new Date();
    await sendBrokerMails(t.database.db, now);
    await sendBrokerMails(t.database.db, now);
    const first = await mailsTo(brokerA.identityUuid);
    expect(first.map((mail) => mail.subject)).toEqual(['Offers are ready for Alex Prime']);
    expect(first[0]?.body).toContain(`/account/heloc/broker/${applicationUuid}`);
    expect(await mailsTo(brokerB.identityUuid)).toEqual([]);

    const off = await t.app.inject({
      method: 'PUT',
      url: PATHS.mailSettings,
      headers: brokerA.headers,
      payload: { offers: true, declined: true, funded: true, waitingOnBorrower: false },
    });
    expect(off.json()).toEqual({ offers: true, declined: true, funded: true, waitingOnBorrower: false });
    const fourDaysLater = () => new Date(Date.now() + 4 * 86_400_000);
    await sendBrokerMails(t.database.db, fourDaysLater);
    expect(await mailsTo(brokerA.identityUuid)).toHaveLength(1);
    await t.app.inject({
      method: 'PUT',
      url: PATHS.mailSettings,
      headers: brokerA.headers,
      payload: { offers: true, declined: true, funded: true, waitingOnBorrower: true },
    });
    await sendBrokerMails(t.database.db, fourDaysLater);
    await sendBrokerMails(t.database.db, fourDaysLater);
    const after = await mailsTo(brokerA.identityUuid);
    expect(after.map((mail) => mail.subject)).toEqual([
      'Offers are ready for Alex Prime',
      'Alex Prime has a step waiting for 4 days',
    ]);
    const settings = await t.app.inject({ method: 'GET', url: PATHS.mailSettings, headers: brokerA.headers });
    expect(settings.json().waitingOnBorrower).toBe(true);
  });
});
