import { PAGE_SESSION_COOKIE, rendersWithData } from '@hearth/domain/server-render';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The borrower's token from the page-session cookie (decision 0268), for a page rendered with data only (the
 * dashboard, a page of one application); undefined without one. Nothing is trusted from it here: the reads below
 * present it to the API's routes as the browser would, and the routes' own authentication and access rules decide
 * what it may read.
 */
export function pageSessionToken(request: FastifyRequest): string | undefined {
  if (!rendersWithData(request.url.split('?')[0] ?? '')) return undefined;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PAGE_SESSION_COOKIE) {
      const token = value.join('=');
      return token === '' ? undefined : token;
    }
  }
  return undefined;
}

const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch for the server render's reads: GETs of the API's own paths, answered in this process by the same routes
 * the browser calls (`inject`: the token checks, access rules, rate limits and response schemas all apply), as the
 * page's host and client address. Anything else is refused: rendering a page never writes.
 */
export function pageReads(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (method !== 'GET') throw new TypeError(`a page is rendered from reads only, not ${method} ${url}`);
    if (!url.startsWith('/') || url.startsWith('//')) {
      throw new TypeError(`a page reads the API's own paths only, not ${url}`);
    }
    const headers: Record<string, string> = Object.fromEntries(new Headers(init?.headers).entries());
    if (request.headers.host) headers.host = request.headers.host;
    const answer = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) answerHeaders.append(name, String(item));
    }
    return new Response(NO_BODY_STATUSES.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}
