import { STORAGE_KEYS } from '@hearth/domain/auth';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { TELEMETRY_LIB_VERSION, telemetrySessionResponseSchema } from '@hearth/domain/telemetry';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, redirect } from '@/lib/routing';
import {
  createTelemetryClient,
  sessionKeyOf,
  type TelemetryEnvironment,
  type TelemetryFailure,
  trackPageViews,
} from '@/lib/telemetry';
import { jsonResponse } from '@/testing/render-app';

const SESSION = {
  uuid: '11111111-2222-4333-8444-555555555555',
  epoch: 1_795_316_000_000,
  trackerUuid: '99999999-8888-4777-8666-555555555555',
};

type Call = { url: string; init: RequestInit; body: Record<string, unknown> };

function setup(
  options: { token?: string | null; answer?: (call: Call) => Response | Promise<Response> } = {},
) {
  const calls: Call[] = [];
  const failures: TelemetryFailure[] = [];
  const sleeps: number[] = [];
  const answer =
    options.answer ??
    ((call: Call) =>
      call.url.endsWith('/session')
        ? jsonResponse({ sessionKey: SESSION })
        : jsonResponse({ accepted: true, duplicate: false }, { status: 202 }));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init, body: JSON.parse(String(init.body)) as Record<string, unknown> };
    calls.push(call);
    return answer(call);
  });
  let token = options.token ?? null;
  const env: TelemetryEnvironment = {
    fetch: fetchMock as unknown as typeof fetch,
    localStorage,
    sessionStorage,
    location: {
      hostname: 'harbor.localhost',
      pathname: '/account/heloc/register-v2',
      search: '?utm_source=mail&email=alex%40example.com&org=HARBOR',
    },
    referrer: 'https://partner.example/landing?email=alex@example.com',
    screen: { width: 1280, height: 900 },
    viewport: { width: 1280.4, height: 700 },
    token: () => token,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    report: (failure) => failures.push(failure),
  };
  const client = createTelemetryClient(() => env);
  return {
    client,
    calls,
    failures,
    sleeps,
    signIn: (next: string | null) => {
      token = next;
    },
  };
}

describe('telemetry session', () => {
  it('is set up once per page load and its identifiers are kept in storage', async () => {
    const { client, calls } = setup();
    const [a, b] = await Promise.all([client.ensureSession(), client.ensureSession()]);
    expect(a).toEqual(SESSION);
    expect(b).toEqual(SESSION);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/ft/external/session');
    expect(calls[0]?.init.keepalive).toBe(true);
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBeNull();
    expect(calls[0]?.body).toEqual({
      platform: 'WEB',
      libVersion: TELEMETRY_LIB_VERSION,
      referrer: 'https://partner.example/landing',
      queryParams: { utm_source: 'mail', org: 'HARBOR' },
      screenWidth: 1280,
      screenHeight: 900,
      windowWidth: 1280,
      windowHeight: 700,
      appVersion: expect.any(String),
    });
    expect(localStorage.getItem(STORAGE_KEYS.telemetryTrackerUuid)).toBe(SESSION.trackerUuid);
    expect(sessionStorage.getItem(STORAGE_KEYS.telemetryUuid)).toBe(SESSION.uuid);
    expect(sessionStorage.getItem(STORAGE_KEYS.telemetryEpoch)).toBe(String(SESSION.epoch));
  });

  it('presents the stored key on the next page load, and only the tracker in a new tab', async () => {
    await setup().client.ensureSession();
    const reload = setup();
    await reload.client.ensureSession();
    expect(reload.calls[0]?.body.sessionKey).toEqual(SESSION);

    sessionStorage.clear();
    const newTab = setup();
    await newTab.client.ensureSession();
    expect(newTab.calls[0]?.body.sessionKey).toEqual({ trackerUuid: SESSION.trackerUuid });

    localStorage.setItem(STORAGE_KEYS.telemetryTrackerUuid, 'edited-by-hand');
    const edited = setup();
    await edited.client.ensureSession();
    expect(edited.calls[0]?.body).not.toHaveProperty('sessionKey');
  });

  it('uses the authenticated context with the bearer token when signed in', async () => {
    const { client, calls } = setup({ token: 'token-1' });
    await client.ensureSession();
    expect(calls[0]?.url).toBe('/ft/authenticated/session');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('retries 3 times, then records the spec message and carries on without a session', async () => {
    const { client, calls, failures, sleeps } = setup({
      answer: () => jsonResponse({ status: 503 }, { status: 503 }),
    });
    await expect(client.ensureSession()).resolves.toBeNull();
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(failures).toEqual([{ status: 500, message: ERROR_MESSAGES.sessionRetriesFailed }]);
    expect(client.lastFailure()).toEqual({
      status: 500,
      message: 'An error occurred while establishing a session, retries failed.',
    });
    // Failed once for this page load: no new attempts, and events still go out.
    await expect(client.ensureSession()).resolves.toBeNull();
    expect(calls).toHaveLength(4);
    expect(await client.trackPageView({ pathname: '/dashboard', search: '', key: 'k1' })).toBe(false);
    expect(calls.at(-1)?.url).toBe('/ft/external/event');
    expect(calls.at(-1)?.body).not.toHaveProperty('sessionKey');
  });

  it('does not retry a refused body, and survives a network that throws', async () => {
    const refused = setup({ answer: () => jsonResponse({ status: 400 }, { status: 400 }) });
    await expect(refused.client.ensureSession()).resolves.toBeNull();
    expect(refused.calls).toHaveLength(1);
    expect(refused.failures).toHaveLength(1);

    const offline = setup({
      answer: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(offline.client.ensureSession()).resolves.toBeNull();
    expect(offline.calls).toHaveLength(4);
    await expect(offline.client.track({ event: 'x' })).resolves.toBe(false);

    const garbage = setup({ answer: () => jsonResponse({ sessionKey: { uuid: 1 } }) });
    await expect(garbage.client.ensureSession()).resolves.toBeNull();
  });

  it('falls back to the external context when the server refuses the token', async () => {
    const { client, calls } = setup({
      token: 'stale',
      answer: (call) => {
        if (call.url.startsWith('/ft/authenticated')) return jsonResponse({ status: 401 }, { status: 401 });
        return call.url.endsWith('/session')
          ? jsonResponse({ sessionKey: SESSION })
          : jsonResponse({ accepted: true, duplicate: false }, { status: 202 });
      },
    });
    await expect(client.ensureSession()).resolves.toEqual(SESSION);
    expect(calls.map((c) => c.url)).toEqual(['/ft/authenticated/session', '/ft/external/session']);
    await expect(client.track({ event: 'clicked' })).resolves.toBe(true);
    expect(calls.at(-1)?.url).toBe('/ft/external/event');
    expect(new Headers(calls.at(-1)?.init.headers).get('Authorization')).toBeNull();
  });
});

describe('sessionKeyOf', () => {
  // The zod-free check of the session answer accepts what the domain's schema accepts, with the same result.
  const answers: unknown[] = [
    { sessionKey: SESSION },
    { sessionKey: { ...SESSION, extra: 'dropped' }, other: 1 },
    { sessionKey: { ...SESSION, epoch: 0 } },
    { sessionKey: { ...SESSION, epoch: '1795316000000' } },
    { sessionKey: { ...SESSION, uuid: 7 } },
    { sessionKey: { uuid: SESSION.uuid, epoch: SESSION.epoch } },
    { sessionKey: null },
    { sessionKey: [SESSION] },
    { session: SESSION },
    SESSION,
    [],
    null,
    'session',
    { sessionKey: { ...SESSION, epoch: Number.NaN } },
  ];
  it.each(answers.map((answer) => [JSON.stringify(answer) ?? String(answer), answer]))(
    'agrees with telemetrySessionResponseSchema on %s',
    (_, answer) => {
      const parsed = telemetrySessionResponseSchema.safeParse(answer);
      expect(sessionKeyOf(answer)).toEqual(parsed.success ? parsed.data.sessionKey : null);
    },
  );
});

describe('telemetry events', () => {
  it('sends a keepalive HELOC event with the session key and marketing parameters, once', async () => {
    const { client, calls, signIn } = setup();
    await client.ensureSession();
    signIn('token-2');
    const started = {
      event: 'heloc_application_started',
      applicationUuid: SESSION.uuid,
      eventProperties: { applicationUuid: SESSION.uuid },
      dedupeProperty: 'applicationUuid',
    };
    await expect(client.track(started)).resolves.toBe(true);
    await expect(client.track(started)).resolves.toBe(false);
    const events = calls.filter((c) => c.url.endsWith('/event'));
    expect(events).toHaveLength(1);
    expect(events[0]?.url).toBe('/ft/authenticated/event');
    expect(events[0]?.init.keepalive).toBe(true);
    expect(new Headers(events[0]?.init.headers).get('Authorization')).toBe('Bearer token-2');
    expect(events[0]?.body).toEqual({
      domain: 'harbor.localhost',
      pagePath: '/account/heloc/register-v2',
      event: 'heloc_application_started',
      eventType: 'WEB',
      productType: 'HELOC',
      queryParams: { utm_source: 'mail', org: 'HARBOR' },
      eventProperties: { applicationUuid: SESSION.uuid },
      dontDedupe: false,
      dedupeProperty: 'applicationUuid',
      applicationUuid: SESSION.uuid,
      sessionKey: SESSION,
    });
  });

  it('sends events that opt out of deduplication every time', async () => {
    const { client, calls } = setup();
    await client.track({ event: 'clicked', dontDedupe: true });
    await client.track({ event: 'clicked', dontDedupe: true });
    expect(calls).toHaveLength(2);
  });

  it('reports a refused event as not accepted without throwing', async () => {
    const { client } = setup({ answer: () => jsonResponse({ status: 429 }, { status: 429 }) });
    await expect(client.track({ event: 'clicked' })).resolves.toBe(false);
  });

  it('sends a page view after the session, deduplicated on the history entry', async () => {
    const { client, calls } = setup();
    await client.trackPageView({ pathname: '/dashboard', search: '', key: 'a1' });
    await client.trackPageView({ pathname: '/dashboard', search: '', key: 'a1' });
    await client.trackPageView({ pathname: '/dashboard', search: '', key: 'b2' });
    expect(calls.map((c) => c.url)).toEqual([
      '/ft/external/session',
      '/ft/external/event',
      '/ft/external/event',
    ]);
    expect(calls[1]?.body).toMatchObject({
      event: 'page_view',
      pagePath: '/dashboard',
      eventProperties: { navigationKey: 'a1' },
      dedupeProperty: 'navigationKey',
      sessionKey: SESSION,
    });
  });
});

describe('trackPageViews', () => {
  it('sends a page view for the first settled location and for every navigation', async () => {
    const { client, calls } = setup();
    const router = createMemoryRouter(
      [
        { path: '/', loader: () => redirect('/dashboard') },
        { path: '/dashboard', element: null },
        { path: '/contact', element: null },
      ],
      { initialEntries: ['/'] },
    );
    const stop = trackPageViews(router, client);
    await vi.waitFor(() => expect(calls.filter((c) => c.url.endsWith('/event'))).toHaveLength(1));
    await router.navigate('/contact');
    await router.navigate('/dashboard');
    await vi.waitFor(() => expect(calls.filter((c) => c.url.endsWith('/event'))).toHaveLength(3));
    const pages = calls.filter((c) => c.url.endsWith('/event')).map((c) => c.body.pagePath);
    // The redirect from / is not a page the visitor saw.
    expect(pages).toEqual(['/dashboard', '/contact', '/dashboard']);
    stop();
    await router.navigate('/contact');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls.filter((c) => c.url.endsWith('/event'))).toHaveLength(3);
    router.dispose();
  });

  it('never lets a failing client disturb routing', async () => {
    const router = createMemoryRouter([{ path: '/', element: null }], { initialEntries: ['/'] });
    const failing = {
      ensureSession: vi.fn(),
      track: vi.fn(),
      trackPageView: vi.fn(() => {
        throw new Error('boom');
      }),
      lastFailure: () => null,
    };
    expect(() => trackPageViews(router, failing)).not.toThrow();
    await router.navigate('/?x=1');
    expect(router.state.location.search).toBe('?x=1');
    router.dispose();
  });
});
