import { JWT_STORAGE_KEY } from '@hearth/domain/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildUrl,
  FetchError,
  httpClient,
  RequestError,
  setSessionExpiredHandler,
  userMessageFor,
} from '@/lib/http-client';
import { jsonResponse } from '@/testing/render-app';

const fetchMock = vi.fn<typeof fetch>();
const sessionExpired = vi.fn<(loginHref: string) => void>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setSessionExpiredHandler(sessionExpired);
  window.history.replaceState(null, '', '/dashboard/settings?tab=name');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionExpired.mockReset();
});

function sentHeaders(): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('token handling', () => {
  it('sends the stored token as a Bearer Authorization header', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'token-1');
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await httpClient.get('/service-profile/api/v1/profile');
    expect(sentHeaders().get('Authorization')).toBe('Bearer token-1');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await httpClient.get('/service-profile/api/v1/profile');
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it('stores the Bearer token of a 200 answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ redirect: '/dashboard' }, { headers: { Authorization: 'Bearer fresh' } }),
    );
    await httpClient.post('/identity-broker/customer/api/v3/login', { email: 'a@b.co', password: 'x' });
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('fresh');
  });

  it('ignores an Authorization header on answers other than 200', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'old');
    fetchMock.mockResolvedValue(
      jsonResponse({}, { status: 201, headers: { Authorization: 'Bearer other' } }),
    );
    await httpClient.post('/x');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('old');
  });

  it('ignores a header that is not a Bearer token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { headers: { Authorization: 'Basic abc' } }));
    await httpClient.get('/x');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
  });

  it('sends JSON bodies with a JSON content type and multipart bodies without one', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await httpClient.put('/json', { firstName: 'Ann' });
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"firstName":"Ann"}');

    fetchMock.mockClear();
    await httpClient.post('/upload', new FormData());
    expect(sentHeaders().has('Content-Type')).toBe(false);
  });
});

describe('typed errors', () => {
  it('throws FetchError with status, parsed body and the status text', async () => {
    const body = {
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'Invalid',
      errors: ['Please enter your email'],
    };
    fetchMock.mockResolvedValue(jsonResponse(body, { status: 400, statusText: 'Bad Request' }));
    const error = await httpClient.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ status: 400, data: body, message: 'Bad Request' });
  });

  it("falls back to 'Error fetching' when the answer has no status text", async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { status: 500 }));
    await expect(httpClient.get('/x')).rejects.toMatchObject({
      name: 'FetchError',
      message: 'Error fetching',
    });
  });

  it('throws RequestError with status 0 when there is no response', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    const error = await httpClient.get('/service-profile/api/v1/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      status: 0,
      message: 'Response was not defined for /service-profile/api/v1/profile',
    });
  });

  it('throws RequestError when a JSON answer does not parse', async () => {
    fetchMock.mockResolvedValue(
      new Response('{not json', { headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(httpClient.get('/x', { query: { a: 1 } })).rejects.toMatchObject({
      name: 'RequestError',
      status: 200,
      message: 'Response was not convertible to json for /x?a=1',
    });
  });

  it("shows the server's error list combined, else the generic sentence", () => {
    const data = { status: 400, error: 'X', message: 'm', errors: ['Required', 'Required', 'Too short.'] };
    expect(userMessageFor(new FetchError({ status: 400, data }))).toBe('Required, Too short.');
    expect(userMessageFor(new FetchError({ status: 502, data: '<html>' }))).toBe(
      'Something unexpected happened',
    );
    expect(userMessageFor(new RequestError('Response was not defined for /x'))).toBe(
      'Something unexpected happened',
    );
  });
});

describe('expired sessions', () => {
  const expiredCases: [string, number, Record<string, unknown>][] = [
    ['401', 401, { status: 401, error: 'UNAUTHENTICATED', message: 'Token expired', errors: [] }],
    ['403 unauthenticated', 403, { status: 403, error: 'FORBIDDEN', message: 'unauthenticated', errors: [] }],
    [
      '403 invalid signature',
      403,
      { status: 403, error: 'FORBIDDEN', message: 'invalid signature', errors: [] },
    ],
  ];

  it.each(expiredCases)(
    'clears the token and sends %s to login with the current page',
    async (_label, status, body) => {
      localStorage.setItem(JWT_STORAGE_KEY, 'stale');
      fetchMock.mockResolvedValue(jsonResponse(body, { status }));
      await expect(httpClient.get('/service-profile/api/v1/profile')).rejects.toBeInstanceOf(FetchError);
      expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
      expect(sessionExpired).toHaveBeenCalledWith(
        `/auth/login?redirectUrl=${encodeURIComponent('/dashboard/settings?tab=name')}`,
      );
    },
  );

  it('keeps the session on a 403 for another reason', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'valid');
    fetchMock.mockResolvedValue(
      jsonResponse(
        { status: 403, error: 'FORBIDDEN', message: 'Not your application', errors: [] },
        { status: 403 },
      ),
    );
    await expect(httpClient.get('/x')).rejects.toBeInstanceOf(FetchError);
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('valid');
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('sends signer pages to the signer login', async () => {
    window.history.replaceState(null, '', '/account/heloc/heloc-signer/documents');
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 401, error: 'UNAUTHENTICATED', message: '', errors: [] }, { status: 401 }),
    );
    await expect(httpClient.get('/x')).rejects.toBeInstanceOf(FetchError);
    expect(sessionExpired).toHaveBeenCalledWith(
      `/account/heloc/heloc-signer/login?redirectUrl=${encodeURIComponent('/account/heloc/heloc-signer/documents')}`,
    );
  });

  it('leaves a failed login on the form', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 401, error: 'UNAUTHENTICATED', message: '', errors: [] }, { status: 401 }),
    );
    await expect(httpClient.post('/login', {}, { sessionExpiryRedirect: false })).rejects.toBeInstanceOf(
      FetchError,
    );
    expect(sessionExpired).not.toHaveBeenCalled();
  });
});

describe('buildUrl', () => {
  it('repeats arrays and drops empty values', () => {
    expect(buildUrl('/x', { a: ['1', '2'], b: undefined, c: null, d: true })).toBe('/x?a=1&a=2&d=true');
    expect(buildUrl('/x?y=1', { z: 2 })).toBe('/x?y=1&z=2');
    expect(buildUrl('/x', {})).toBe('/x');
  });
});
