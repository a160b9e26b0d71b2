import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isPublicPath, legacyRedirect } from '@hearth/domain/auth';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { FLAGS_DATA_BLOCK_ID } from '@hearth/domain/shell-settings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundError } from '../../http/errors';
import { evaluateFlags, supportContactOverride, withSupportContact } from '../brand-settings/service';
import { organizationOf } from '../organizations/resolve';
import { pageReads, pageSessionToken } from './page-reads';
import { loadPageRenderer, type PageRenderer, SERVER_ENTRY_FOLDER } from './page-renderer';
import { type RenderedPage, renderIndex, scriptSafeJson } from './render-index';

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

/**
 * Only a request that asks for HTML by name gets a page (decision 0185): browsers always do on a navigation;
 * `fetch`, scripts and `curl` accept any type (or send no Accept at all) and get the JSON 404, not an HTML shell.
 */
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
  const renderPage = template === undefined ? undefined : await loadPageRenderer(webDistDir, app.log);

  if (template !== undefined) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // The web build writes .br and .gz beside each hashed asset (apps/web/vite.config.ts).
      preCompressed: true,
      // The template is only ever sent rendered, with a brand in it; the server entry is code, not a file to send.
      allowedPath: (pathName) =>
        pathName !== '/index.html' && !pathName.startsWith(`/${SERVER_ENTRY_FOLDER}/`),
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
    // The lender's own support line and e-mail (decision 0237), read per page so a change needs no restart.
    const own = await supportContactOverride(app.db, organization.orgCode);
    const data = withSupportContact({ ...organization, baseUrl: origin }, own);
    const [page, flags] = await Promise.all([
      renderedPage(renderPage, app, request, `${origin}${request.url}`, data),
      // The brand's flags ride in the page (decision 0219): the first paint honours them without a request.
      evaluateFlags(app.db, organization.orgCode, { production: app.config.env === 'production' }),
    ]);
    const flagsBlock = `<script id="${FLAGS_DATA_BLOCK_ID}" type="application/json">${scriptSafeJson({ flags })}</script>`;
    const html = renderIndex(template, data, page).replace(/<\/head>/i, () => `${flagsBlock}</head>`);
    const { body, encoding } = compressedFor(request, html);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-store')
      .header('vary', 'Host, Accept, Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  });
}

/** The encodings a request accepts, by name (a `q=0` is a refusal). */
function acceptedEncodings(request: FastifyRequest): Set<string> {
  const accepted = new Set<string>();
  for (const part of (request.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * A page compressed as the browser accepts it: a page rendered with its data carries the answers too (30 KB and
 * more, decision 0268), and on a phone's network every kilobyte before the first paint counts. Brotli at a quality
 * that costs about a millisecond a page, else gzip; the hashed assets are compressed once at build time instead.
 */
function compressedFor(request: FastifyRequest, html: string): { body: string | Buffer; encoding?: string } {
  const accepted = acceptedEncodings(request);
  if (accepted.has('br')) {
    const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 };
    return { body: brotliCompressSync(html, { params }), encoding: 'br' };
  }
  if (accepted.has('gzip')) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html };
}

/**
 * The page rendered on the server, with its borrower's data when the request carried their page-session cookie
 * (decision 0268); a render that throws leaves the page to the browser, as without a renderer.
 */
async function renderedPage(
  renderPage: PageRenderer | undefined,
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
  data: Parameters<PageRenderer>[1],
): Promise<RenderedPage | null> {
  if (!renderPage) return null;
  try {
    const signedIn = !isPublicPath(new URL(url).pathname);
    const token = signedIn ? pageSessionToken(request) : undefined;
    return await renderPage(
      url,
      data,
      token ? { signedIn, token, fetch: pageReads(app, request) } : { signedIn },
    );
  } catch (error) {
    request.log.error(
      { err: error, url: request.url },
      'server rendering failed; the browser renders the page',
    );
    return null;
  }
}
