import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { legacyRedirect } from '@hearth/domain/auth';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundError } from '../../http/errors';
import { organizationOf } from '../organizations/resolve';
import { renderIndex } from './render-index';

/** Paths that belong to services, never to the SPA's history fallback. */
const API_PREFIXES = [
  '/identity/',
  '/identity-broker/',
  '/service-',
  '/cdn/',
  '/docs',
  '/healthz',
  '/readyz',
  '/waitlist/',
  '/ft/',
  '/a/',
  '/assets/',
];

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('application/xhtml+xml');
}

function queryOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=3600';

/**
 * Serves the built web app: hashed assets with a year's cache, root files (favicon), the legacy
 * redirects of spec section 2, and index.html for every other page path with the brand rendered in.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (template !== undefined) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // The web build writes .br and .gz beside each hashed asset (apps/web/vite.config.ts).
      preCompressed: true,
      // The template is only ever sent rendered, with a brand in it.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : SHORT_CACHE);
      },
    });
  }

  const redirectLegacy = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const target = legacyRedirect(pathname);
    if (!target) throw notFoundError();
    return reply.redirect(`${target}${queryOf(request.url)}`, 302);
  };
  app.get('/account/heloc-signer', { schema: { hide: true } }, redirectLegacy);
  app.get('/account/heloc-signer/*', { schema: { hide: true } }, redirectLegacy);
  app.get('/account/register', { schema: { hide: true } }, redirectLegacy);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && acceptsHtml(request);
    if (!isPage) throw notFoundError();
    if (template === undefined) {
      return reply.status(503).type('text/plain; charset=utf-8').send(ERROR_MESSAGES.webAppNotBuilt);
    }
    const organization = organizationOf(request);
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    return reply
      .header('cache-control', 'no-store')
      .header('vary', 'Host')
      .type('text/html; charset=utf-8')
      .send(renderIndex(template, { ...organization, baseUrl: origin }));
  });
}
