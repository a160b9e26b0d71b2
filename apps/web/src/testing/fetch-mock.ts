import { vi } from 'vitest';

/** One request a page made, as a test reads it back. */
export type FetchCall = {
  method: string;
  /** The path, without the query. */
  path: string;
  /** The path and the query, as sent. */
  url: string;
  /** The JSON body parsed; 'form' for a form upload; undefined without a body. */
  body: unknown;
  /** The request's headers, lower-case names. */
  headers: Record<string, string>;
};

/**
 * Stubs the global `fetch` for a page test and returns the list every request is recorded in. A request is answered
 * by the first of `overrides` whose key ends its path (one test's special answer), else by `answer`. Undo it with
 * `vi.unstubAllGlobals()`.
 */
export function stubFetch(
  answer: (call: FetchCall) => Response | Promise<Response>,
  overrides: Record<string, () => Response> = {},
): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call: FetchCall = {
        method: init.method ?? 'GET',
        path: url.pathname,
        url: `${url.pathname}${url.search}`,
        body: init.body instanceof FormData ? 'form' : init.body ? JSON.parse(String(init.body)) : undefined,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
      };
      calls.push(call);
      const override = Object.entries(overrides).find(([suffix]) => call.path.endsWith(suffix));
      return override ? override[1]() : answer(call);
    }),
  );
  return calls;
}
