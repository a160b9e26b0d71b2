import { ACTIVE_APPLICATION_MESSAGES } from '@hearth/domain/active-application';
import { E_SIGN_MESSAGES } from '@hearth/domain/e-sign';
import { REGISTRATION_CONSENT_MESSAGES } from '@hearth/domain/electronic-consent';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emptyAnswers,
  forgetCachedAnswers,
  type RegisterAnswers,
  readAnswers,
  saveAnswers,
} from '@/features/register/register-answers';
import { IDEMPOTENCY_STORAGE_KEY } from '@/features/register/submit/idempotency-key';
import { openedSampleNonce, registrationSampleNonce } from '@/features/register/submit/sample-nonce';
import { type SubmitContext, submitRegistration } from '@/features/register/submit/submit-registration';
import { completeAnswers } from '@/features/register/testing-fixtures';
import { jsonResponse } from '@/testing/render-app';

const APP_UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const PROFILE_UUID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const CONSENT_SHA256 = 'c'.repeat(64);

type Call = { method: string; path: string; headers: Headers; body: unknown };
type Handler = (call: Call) => Response | Promise<Response>;

function application(status: string, extra: Record<string, unknown> = {}) {
  return {
    uuid: APP_UUID,
    status: { checklistStatus: status },
    auditFields: { createdDate: '2026-11-01T10:00:00Z' },
    ...extra,
  };
}

const okHandlers: Record<string, Handler> = {
  'GET /service-application/external/api/v2/heloc/states-eligibility': () =>
    jsonResponse({ states: [{ abbrev: 'CA', name: 'California', eligible: true, recordingTax: false }] }),
  'GET /service-application/external/api/v1/heloc/zip-eligibility': () =>
    jsonResponse({ zip: '95814', eligible: true, disasterZip: false }),
  'GET /identity/api/v1/registration/e-sign-consent': () =>
    jsonResponse({ version: '2026-12', title: 'Consent', paragraphs: [], sha256: CONSENT_SHA256 }),
  'POST /identity/api/v1/registration/register': () =>
    jsonResponse({ jwt: 'token-1' }, { headers: { Authorization: 'Bearer token-1' } }),
  'GET /identity/secure/api/v1/identity': () => jsonResponse({ uuid: 'identity-1' }),
  'PUT /identity/secure/api/v1/identity/alias': () => new Response(null, { status: 204 }),
  'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application': () =>
    jsonResponse({
      canStartApplication: true,
      organizationsWithActiveApplication: [],
      activeApplication: null,
    }),
  'POST /service-application/api/v3/application/helocs': () =>
    jsonResponse(application('WAITING_FOR_SOFT_CREDIT'), { status: 201 }),
  'GET /service-comms-prefs/external/api/v1/consent/prompt/SMS': () =>
    jsonResponse({ consentPromptUuid: 'prompt-sms' }),
  'POST /service-comms-prefs/secure/api/v1/consent/user': () => jsonResponse({}),
  'POST /ft/authenticated/event': () => jsonResponse({}),
  [`GET /service-application/api/v1/application/heloc/${APP_UUID}`]: () =>
    jsonResponse(application('OFFER_SELECTION', { rate: 8.5, amount: 50000, term: 10 })),
  'GET /service-profile/api/v1/profile': () =>
    jsonResponse({ uuid: PROFILE_UUID, organizationCode: 'HARBOR', email: 'alex.prime@example.com' }),
  'POST /waitlist/home-equity-loan-plus': () => jsonResponse({}, { status: 201 }),
};

let calls: Call[] = [];

function mockFetch(overrides: Record<string, Handler> = {}) {
  const handlers = { ...okHandlers, ...overrides };
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call: Call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${call.path}`];
      if (!handler)
        return jsonResponse({ status: 404, error: 'NOT_FOUND', message: 'no', errors: [] }, { status: 404 });
      return handler(call);
    }),
  );
}

function context(
  overrides: Partial<SubmitContext> = {},
  answers: Partial<RegisterAnswers> = {},
): SubmitContext {
  return {
    answers: { ...emptyAnswers(), ...completeAnswers(answers) },
    password: 'Str0ng!Password',
    orgCode: 'HARBOR',
    loggedIn: false,
    flags: { regulatorReview: false, nyModal: false, nyFcra: false, smsTransactional: false },
    settings: { referrerRequired: false, siteIsNewYork: false },
    now: () => new Date('2026-11-20T12:00:00Z'),
    sleep: async () => {},
    ...overrides,
  };
}

const sequence = () => calls.map((c) => `${c.method} ${c.path}`);

beforeEach(() => mockFetch());
afterEach(() => vi.unstubAllGlobals());

describe('submitRegistration', () => {
  it('runs the spec order and routes to the page of the decided status', async () => {
    const outcome = await submitRegistration(context());
    expect(outcome).toMatchObject({ kind: 'routed', href: `/account/heloc/${APP_UUID}/product/select` });
    expect(sequence()).toEqual([
      'GET /service-application/external/api/v2/heloc/states-eligibility',
      'GET /service-application/external/api/v1/heloc/zip-eligibility',
      'GET /identity/api/v1/registration/e-sign-consent',
      'POST /identity/api/v1/registration/register',
      'GET /identity/secure/api/v1/identity',
      'PUT /identity/secure/api/v1/identity/alias',
      'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application',
      'POST /service-application/api/v3/application/helocs',
      'GET /service-comms-prefs/external/api/v1/consent/prompt/SMS',
      'POST /service-comms-prefs/secure/api/v1/consent/user',
      'POST /ft/authenticated/event',
      `GET /service-application/api/v1/application/heloc/${APP_UUID}`,
      'GET /service-profile/api/v1/profile',
      // The step router's move is tracked as a route event (spec section 4).
      'POST /ft/authenticated/event',
    ]);
    // The consent to electronic communications goes with the registration, by version and text hash (decision 0200).
    const registration = calls.find((c) => c.path.endsWith('/registration/register'));
    expect(registration?.body).toMatchObject({
      eSignConsent: { version: '2026-12', sha256: CONSENT_SHA256 },
    });
    const create = calls.find((c) => c.path.endsWith('/helocs'));
    expect(create?.body).toMatchObject({
      employmentType: 'FULL_TIME',
      propertyRequest: { state: 'CA', occupancyType: 'HOME' },
      profileRequest: { dob: '1980-04-12', firstName: 'Alex', lastName: 'Prime' },
      consentRequests: [{ type: 'SOFT_CREDIT' }],
      income: { incomePrimary: 150000, incomeOther: 0 },
    });
  });

  it("sends the E-SIGN sample's nonce and code with the consent when the borrower entered one (decision 0210)", async () => {
    const nonce = registrationSampleNonce();
    await submitRegistration(context({}, { eSignSampleCode: ' 123-456 ' }));
    const registration = calls.find((c) => c.path.endsWith('/registration/register'));
    expect(registration?.body).toMatchObject({
      eSignConsent: { version: '2026-12', sha256: CONSENT_SHA256, demonstration: { nonce, code: '123456' } },
    });
    // The account has the nonce: a next registration in this tab opens a sample of its own.
    expect(openedSampleNonce()).toBeNull();
    // Without a code, the consent alone (the documents then come by mail).
    mockFetch();
    registrationSampleNonce();
    await submitRegistration(context({}, { eSignSampleCode: '' }));
    const without = calls.find((c) => c.path.endsWith('/registration/register'));
    const sent = without?.body as { eSignConsent?: object } | undefined;
    expect(sent?.eSignConsent).toMatchObject({ version: '2026-12' });
    expect(sent?.eSignConsent).not.toHaveProperty('demonstration');
  });

  it("stays with the server's message when the sample's code is refused, and drops a used nonce", async () => {
    const refuse = (status: number, message: string) => () =>
      jsonResponse({ status, error: 'X', message, errors: [message] }, { status });
    const answers = { eSignSampleCode: '123456' };
    const nonce = registrationSampleNonce();
    mockFetch({ 'POST /identity/api/v1/registration/register': refuse(400, E_SIGN_MESSAGES.codeWrong) });
    expect(await submitRegistration(context({}, answers))).toEqual({
      kind: 'stay',
      message: E_SIGN_MESSAGES.codeWrong,
    });
    expect(sequence()).not.toContain('POST /service-application/api/v3/application/helocs');
    expect(openedSampleNonce()).toBe(nonce);

    saveAnswers(answers);
    const used = REGISTRATION_CONSENT_MESSAGES.sampleUsed;
    mockFetch({ 'POST /identity/api/v1/registration/register': refuse(409, used) });
    expect(await submitRegistration(context({}, answers))).toEqual({ kind: 'stay', message: used });
    expect(readAnswers().eSignSampleCode).toBe('');
    expect(openedSampleNonce()).toBeNull();
    forgetCachedAnswers();
  });

  it('skips identity registration when the borrower is logged in', async () => {
    await submitRegistration(context({ loggedIn: true }));
    expect(sequence()).not.toContain('POST /identity/api/v1/registration/register');
    expect(sequence()[2]).toBe('PUT /identity/secure/api/v1/identity/alias');
  });

  it('maps alimony to separate maintenance payments in the create body', async () => {
    await submitRegistration(context({}, { employmentType: 'ALIMONY' }));
    const create = calls.find((c) => c.path.endsWith('/helocs'));
    expect(create?.body).toMatchObject({ employmentType: 'SEPARATE_MAINTENANCE_PAYMENTS' });
  });

  it('reuses the Idempotency-Key when a failed create is retried, and drops it once routed', async () => {
    let creates = 0;
    mockFetch({
      'POST /service-application/api/v3/application/helocs': () => {
        creates += 1;
        return creates === 1
          ? jsonResponse(
              { status: 503, error: 'SERVICE_UNAVAILABLE', message: 'down', errors: [] },
              { status: 503 },
            )
          : jsonResponse(application('OFFER_SELECTION'), { status: 201 });
      },
    });
    const first = await submitRegistration(context());
    expect(first.kind).toBe('dashboard');
    const firstKey = calls.find((c) => c.path.endsWith('/helocs'))?.headers.get('Idempotency-Key');
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);

    calls = [];
    const retry = await submitRegistration(context({ loggedIn: true }));
    expect(retry.kind).toBe('routed');
    expect(calls.find((c) => c.path.endsWith('/helocs'))?.headers.get('Idempotency-Key')).toBe(firstKey);
    expect(sessionStorage.getItem(IDEMPOTENCY_STORAGE_KEY)).toBeNull();
  });

  it('polls with the back-off while the application is waiting', async () => {
    let reads = 0;
    const sleeps: number[] = [];
    mockFetch({
      [`GET /service-application/api/v1/application/heloc/${APP_UUID}`]: () => {
        reads += 1;
        return jsonResponse(application(reads < 3 ? 'WAITING_FOR_INITIAL_OFFERS' : 'DECLINED'));
      },
    });
    const outcome = await submitRegistration(context({ sleep: async (ms) => void sleeps.push(ms) }));
    expect(sleeps).toEqual([200, 1000, 2000]);
    expect(outcome).toMatchObject({ href: `/account/heloc/${APP_UUID}/error/decline` });
  });

  it('joins the waitlist and stays on the page when the state is not served', async () => {
    mockFetch({
      'GET /service-application/external/api/v2/heloc/states-eligibility': () =>
        jsonResponse({
          states: [{ abbrev: 'CA', name: 'California', eligible: false, recordingTax: false }],
        }),
    });
    const outcome = await submitRegistration(context());
    expect(outcome).toEqual({ kind: 'stay', message: 'We do not currently offer loans in California.' });
    expect(sequence().at(-1)).toBe('POST /waitlist/home-equity-loan-plus');
    expect(sequence()).not.toContain('POST /service-application/api/v3/application/helocs');
  });

  it('opens Account Already Exists when registration answers 401 identity exists', async () => {
    mockFetch({
      'POST /identity/api/v1/registration/register': () =>
        jsonResponse(
          { status: 401, error: 'IDENTITY_EXISTS', message: 'identity exists', errors: ['identity exists'] },
          { status: 401 },
        ),
    });
    expect(await submitRegistration(context())).toEqual({ kind: 'account-exists' });
    expect(sequence()).not.toContain('POST /service-application/api/v3/application/helocs');
  });

  it('sends a missing referrer to not-accepting-apps', async () => {
    mockFetch({
      'POST /service-application/api/v3/application/helocs': () =>
        jsonResponse(
          { status: 422, error: 'REFERRER_REQUIRED', message: ERROR_MESSAGES.referrerRequired, errors: [] },
          { status: 422 },
        ),
    });
    expect(await submitRegistration(context())).toEqual({ kind: 'not-accepting-apps' });
  });

  it('blocks a Hawaii property before anything is sent', async () => {
    const outcome = await submitRegistration(
      context(
        {},
        { property: { street1: '300 Aloha St', street2: '', city: 'Honolulu', state: 'HI', zip: '96813' } },
      ),
    );
    expect(outcome).toMatchObject({
      kind: 'blocked',
      block: { kind: 'hawaii', message: ERROR_MESSAGES.hawaii },
    });
    expect(calls).toHaveLength(0);
  });

  it.each([
    [
      'a completed HELOC opened recently',
      { checklistStatus: 'COMPLETE', isInquiry: false, completedAt: null },
      'wait-45-days',
      ACTIVE_APPLICATION_MESSAGES.wait,
    ],
    [
      'an inquiry from a loan officer',
      { checklistStatus: 'OFFER_SELECTION', isInquiry: true, completedAt: null },
      'contact-loan-officer',
      ACTIVE_APPLICATION_MESSAGES.contactLoanOfficer,
    ],
    [
      'any other active application',
      { checklistStatus: 'OFFER_SELECTION', isInquiry: false, completedAt: null },
      'continue',
      ACTIVE_APPLICATION_MESSAGES.continue,
    ],
  ])('shows the active-application modal for %s', async (_name, active, kind, message) => {
    mockFetch({
      'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application': () =>
        jsonResponse({
          canStartApplication: false,
          organizationsWithActiveApplication: ['HARBOR'],
          activeApplication: {
            uuid: APP_UUID,
            referrer: null,
            auditFields: { createdDate: '2026-11-10T10:00:00Z' },
            ...active,
          },
        }),
    });
    const outcome = await submitRegistration(context());
    expect(outcome).toMatchObject({ kind: 'active-application', modal: { kind, message } });
    expect(sequence()).not.toContain('POST /service-application/api/v3/application/helocs');
  });
});
