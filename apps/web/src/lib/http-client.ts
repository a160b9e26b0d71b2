import { parseBearer } from '@hearth/domain/auth';
import { displayErrorMessage, ERROR_MESSAGES, isSessionExpiredResponse } from '@hearth/domain/errors';
import type { z } from 'zod';
import { loginHrefFor } from '@/lib/login-redirect';
import { clearSession, getToken, setToken } from '@/lib/session';

/** The header that makes a retried write the same write (ARCHITECTURE.md section 5). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A call that reached the server and got a non-2xx answer (spec section 8). */
export class FetchError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(options: { status: number; data: unknown; message?: string }) {
    super(options.message || ERROR_MESSAGES.fetchError);
    this.name = 'FetchError';
    this.status = options.status;
    this.data = options.data;
  }
}

/** A call with no usable answer: no response at all, or a body that is not the JSON it claims. */
export class RequestError extends Error {
  readonly response: Response | undefined;
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, options: { response?: Response; data?: unknown } = {}) {
    super(message);
    this.name = 'RequestError';
    this.response = options.response;
    this.status = options.response?.status ?? 0;
    this.data = options.data;
  }
}

export type QueryValue =
  | string
  | number
  | boolean
  | undefined
  | null
  | readonly (string | number | boolean)[];

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Login answers 401 for wrong credentials; that is a form error, not an expired session. */
  sessionExpiryRedirect?: boolean;
};

type SessionExpiredHandler = (loginHref: string) => void;

let onSessionExpired: SessionExpiredHandler = (loginHref) => {
  globalThis.location?.assign(loginHref);
};

/**
 * On the server a page's reads go to the API in the same process (decision 0268): the server entry names the fetch
 * of the render in progress here; in the browser there is none and the window's fetch is used.
 */
let serverFetch: () => typeof fetch | undefined = () => undefined;

export function setServerFetch(source: () => typeof fetch | undefined): void {
  serverFetch = source;
}

/** The app installs a router-aware handler; tests install a spy. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

/** Arrays are repeated (`a=1&a=2`), empty values dropped (spec section 7). */
export function buildUrl(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function messageOf(data: unknown): string {
  if (data && typeof data === 'object') {
    const { message, error, errors } = data as { message?: unknown; error?: unknown; errors?: unknown };
    const parts = [message, error, ...(Array.isArray(errors) ? errors : [])];
    return parts.filter((part): part is string => typeof part === 'string').join(' ');
  }
  return typeof data === 'string' ? data : '';
}

async function readBody(response: Response, url: string): Promise<unknown> {
  // A PDF (a loan document) stays binary: the page offers it as a download.
  if ((response.headers.get('content-type') ?? '').includes('application/pdf')) return response.blob();
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RequestError(ERROR_MESSAGES.responseNotJson(url), { response, data: text });
  }
}

/**
 * One fetch wrapper for every API call: sends the bearer token, keeps a refreshed token from any 200
 * answer, and turns failures into FetchError / RequestError. An expired session is cleared and the
 * visitor sent to login, coming back to the current page afterwards.
 */
export async function request(url: string, options: RequestOptions = {}): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    headers.delete('Content-Type');
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const fullUrl = buildUrl(url, options.query);
  let response: Response | undefined;
  try {
    response = await (serverFetch() ?? fetch)(fullUrl, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    response = undefined;
  }
  if (!response) throw new RequestError(ERROR_MESSAGES.responseNotDefined(fullUrl));

  if (response.status === 200) {
    const refreshed = parseBearer(response.headers.get('Authorization'));
    if (refreshed) setToken(refreshed);
  }

  if (response.ok) return readBody(response, fullUrl);

  let data: unknown;
  try {
    data = await readBody(response, fullUrl);
  } catch {
    data = undefined;
  }
  if (options.sessionExpiryRedirect !== false && isSessionExpiredResponse(response.status, messageOf(data))) {
    clearSession();
    const location = globalThis.location;
    if (location) onSessionExpired(loginHrefFor(location));
  }
  throw new FetchError({ status: response.status, data, message: response.statusText });
}

export const httpClient = {
  get: (url: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request(url, { ...options, method: 'GET' }),
  post: (url: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request(url, { ...options, method: 'POST', body }),
  put: (url: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request(url, { ...options, method: 'PUT', body }),
  patch: (url: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request(url, { ...options, method: 'PATCH', body }),
  delete: (url: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request(url, { ...options, method: 'DELETE' }),
};

/** What a person reads for a failed call: the server's error list, or the generic sentence. */
export function userMessageFor(error: unknown): string {
  if (error instanceof FetchError) return displayErrorMessage(error.data);
  return ERROR_MESSAGES.unexpected;
}

/** True for the 401/403 answers that already sent the visitor to login; callers show nothing more. */
export function isSessionExpiredError(error: unknown): boolean {
  return error instanceof FetchError && isSessionExpiredResponse(error.status, messageOf(error.data));
}

/**
 * A value the server checks against a domain schema on its side: an answer it sent (the API parses every answer
 * with its route's schema before sending it) or a body it is about to parse. The server serves this very build,
 * so a production page takes the value as it is, and zod (25 KB gzip) stays off the pages (decision 0198).
 *
 * Call it as `checkedByServer(import.meta.env.DEV && schema, value)`: a production build reads `false` there and
 * drops the schema, and zod with it; development and the tests pass the schema and parse, so a handler, fixture
 * or mock that drifts from the contract fails where it is written.
 */
export function checkedByServer<S extends z.ZodType>(schema: S | false, value: unknown): z.output<S> {
  return schema ? schema.parse(value) : (value as z.output<S>);
}
