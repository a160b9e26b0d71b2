/**
 * The one thing the journey steps need from a transport: send a request, get its status and body. The API suite
 * answers it with Fastify's `inject` (no socket), the e2e suite and the benches with `fetch` against the running
 * server, so both build an application at a stage with the same steps (issue 18 item 1).
 */
export interface JourneyResponse {
  status: number;
  text: string;
  /** The body as sent, for a PDF (the E-SIGN sample, decision 0202). */
  bytes: Uint8Array;
  json<T = unknown>(): T;
}

export interface JourneyRequest {
  headers?: Record<string, string>;
  /** A JSON body, or raw bytes (a multipart body) sent with the headers given. */
  body?: unknown;
}

export interface JourneyHttp {
  request(method: 'GET' | 'POST' | 'PUT', path: string, options?: JourneyRequest): Promise<JourneyResponse>;
}

function response(status: number, bytes: Uint8Array): JourneyResponse {
  const text = Buffer.from(bytes).toString('utf8');
  return { status, text, bytes, json: <T>() => JSON.parse(text) as T };
}

function encode(options: JourneyRequest): { headers: Record<string, string>; body?: string | Buffer } {
  const headers = { ...options.headers };
  if (options.body === undefined) return { headers };
  if (Buffer.isBuffer(options.body)) return { headers, body: options.body };
  return { headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(options.body) };
}

/** Requests over the network to a running server (`baseUrl` such as http://127.0.0.1:8080). */
export function fetchHttp(baseUrl: string): JourneyHttp {
  return {
    async request(method, path, options = {}) {
      const { headers, body } = encode(options);
      const res = await fetch(new URL(path, baseUrl), {
        method,
        headers,
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : new Uint8Array(body) }),
        redirect: 'manual',
      });
      return response(res.status, new Uint8Array(await res.arrayBuffer()));
    },
  };
}

/** The part of a Fastify instance the inject transport uses (kept structural so the e2e needs no Fastify). */
interface Injectable {
  inject(request: {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    headers?: Record<string, string>;
    payload?: string | Buffer;
  }): PromiseLike<{ statusCode: number; rawPayload: Buffer }>;
}

/** Requests through Fastify's `inject`: the real routes, hooks and jobs, without a socket. */
export function injectHttp(app: Injectable): JourneyHttp {
  return {
    async request(method, path, options = {}) {
      const { headers, body } = encode(options);
      const res = await app.inject({
        method,
        url: path,
        headers,
        ...(body === undefined ? {} : { payload: body }),
      });
      return response(res.statusCode, res.rawPayload);
    },
  };
}
