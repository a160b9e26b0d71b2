import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  PAGE_SESSION_COOKIE,
  QUERY_STATE_BLOCK_ID,
  RENDERED_PATH_ATTRIBUTE,
} from '@hearth/domain/server-render';
import { describe, expect, it } from 'vitest';
import { registeredBorrower } from '../../test/identity-helpers';
import { FIXTURE_WEB_DIST, setupTestApp } from '../../test/test-app';
import { SERVER_ENTRY_FILE, SERVER_ENTRY_FOLDER } from './page-renderer';
import { renderIndex } from './render-index';

/** The fixture web build plus a server entry (what `vite build --ssr` writes to dist/server). */
function webDistWithServerEntry(entrySource: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-web-dist-ssr-'));
  cpSync(FIXTURE_WEB_DIST, dir, { recursive: true });
  mkdirSync(join(dir, SERVER_ENTRY_FOLDER));
  writeFileSync(join(dir, SERVER_ENTRY_FOLDER, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(dir, SERVER_ENTRY_FOLDER, SERVER_ENTRY_FILE), entrySource);
  return dir;
}

// Renders the brand's name and the session it was asked to assume; `/boom` throws, `/elsewhere` declines. Given a
// token (decision 0268) it reads as the web app's server entry does, through options.fetch: the borrower's profile,
// the application the path names, and tries a write.
const FIXTURE_ENTRY = `
export async function renderPage(url, data, options) {
  const { pathname, search } = new URL(url);
  if (pathname === '/boom') throw new Error('render failed');
  if (pathname === '/elsewhere') return null;
  if (options.token !== undefined) {
    const headers = { Authorization: 'Bearer ' + options.token, Accept: 'application/json' };
    const profile = await options.fetch('/service-profile/api/v1/profile', { headers });
    const who = profile.ok ? (await profile.json()).email : 'profile ' + profile.status;
    const uuid = pathname.split('/')[3];
    const application = await options.fetch('/service-application/api/v1/application/heloc/' + uuid, { headers });
    let write = 'allowed';
    try {
      await options.fetch('/service-profile/api/v1/profile', { method: 'PUT', headers, body: '{}' });
    } catch {
      write = 'refused';
    }
    let away = 'allowed';
    try {
      await options.fetch('http://example.com/service-profile/api/v1/profile', { headers });
    } catch {
      away = 'refused';
    }
    const html = '<main><p>' + who + '</p><p>application ' + application.status + '</p><p>write ' + write +
      '</p><p>elsewhere ' + away + '</p></main>';
    return { html, path: pathname + search, queryState: { who } };
  }
  const name = data.orgMetaData.companyInfo.companyName;
  return { html: '<main><h1>' + name + '</h1><p>' + (options.signedIn ? 'signed in' : 'signed out') + '</p></main>', path: pathname + search };
}
`;

const { app } = await setupTestApp({ webDistDir: webDistWithServerEntry(FIXTURE_ENTRY) });
const broken = await setupTestApp({
  webDistDir: webDistWithServerEntry('throw new Error("the server entry cannot load");'),
});

function page(url: string, host = 'bayleafcu.localhost:8080', target = app) {
  return target.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
}

describe('pages rendered on the server (decision 0095)', () => {
  it('puts the rendered page in #root with the brand of the host and the path it shows', async () => {
    const res = await page('/auth/login?redirectUrl=%2Fdashboard&x=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<div id="root" ${RENDERED_PATH_ATTRIBUTE}="/auth/login?redirectUrl=%2Fdashboard&#38;x=1"><main><h1>Bay Leaf Federal Credit Union</h1><p>signed out</p></main></div>`,
    );
    expect(res.body).toContain('<script id="private-label-data" type="application/json">');
  });

  it('renders a private page as signed in, a public one as signed out', async () => {
    expect((await page('/dashboard')).body).toContain('<p>signed in</p>');
    expect((await page('/account/heloc/register-v2')).body).toContain('<p>signed out</p>');
  });

  it('leaves the page to the browser when rendering throws or declines', async () => {
    for (const url of ['/boom', '/elsewhere']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain(RENDERED_PATH_ATTRIBUTE);
    }
  });

  it('never sends the server entry as a file', async () => {
    const res = await app.inject({ method: 'GET', url: `/${SERVER_ENTRY_FOLDER}/${SERVER_ENTRY_FILE}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('renderPage');
  });

  it('starts and serves browser-rendered pages when the server entry fails to load', async () => {
    const res = await page('/auth/login', 'bayleafcu.localhost:8080', broken.app);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Bay Leaf Federal Credit Union</title>');
  });
});

describe('application pages rendered with their data (decision 0268)', () => {
  const withCookie = (url: string, token: string, host = 'bayleafcu.localhost:8080') =>
    app.inject({
      method: 'GET',
      url,
      headers: { host, accept: 'text/html', cookie: `theme=dark; ${PAGE_SESSION_COOKIE}=${token}` },
    });
  const applicationPage = () => `/account/heloc/${randomUUID()}/complete`;

  it("reads with the cookie's token through the API's own routes and sends the answers with the page", async () => {
    const alice = await registeredBorrower(app);
    const res = await withCookie(applicationPage(), alice.jwt);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`<p>${alice.email}</p>`);
    // An application that is not hers is not found for her, as in the browser.
    expect(res.body).toContain('<p>application 404</p>');
    expect(res.body).toContain(
      `<script id="${QUERY_STATE_BLOCK_ID}" type="application/json">{"who":"${alice.email}"}</script>`,
    );
  });

  it('renders the dashboard with its data too', async () => {
    const alice = await registeredBorrower(app);
    const res = await withCookie('/dashboard', alice.jwt);
    expect(res.body).toContain(`<p>${alice.email}</p>`);
  });

  it('renders a page never writes and never reads another origin', async () => {
    const alice = await registeredBorrower(app);
    const res = await withCookie(applicationPage(), alice.jwt);
    expect(res.body).toContain('<p>write refused</p>');
    expect(res.body).toContain('<p>elsewhere refused</p>');
  });

  it('answers a token the API refuses as the API does: no data', async () => {
    const res = await withCookie(applicationPage(), 'not-a-token');
    expect(res.body).toContain('<p>profile 401</p>');
  });

  it('takes the token only on the pages rendered with data, and only from its own cookie', async () => {
    const alice = await registeredBorrower(app);
    for (const url of [
      '/dashboard/settings',
      '/account/heloc/register-v2',
      '/auth/login',
      '/account/heloc/heloc-signer/conditions',
      '/account/heloc/broker',
    ]) {
      const res = await withCookie(url, alice.jwt);
      expect(res.body).not.toContain(alice.email);
      expect(res.body).not.toContain(QUERY_STATE_BLOCK_ID);
    }
    const res = await app.inject({
      method: 'GET',
      url: applicationPage(),
      headers: { host: 'bayleafcu.localhost:8080', accept: 'text/html', cookie: `other=${alice.jwt}` },
    });
    expect(res.body).toContain('<p>signed in</p>');
    expect(res.body).not.toContain(alice.email);
  });
});

describe('renderIndex with a rendered page', () => {
  it('escapes the rendered path in its attribute', () => {
    const template = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const data = { orgMetaData: { companyInfo: { companyName: 'A & B' } } } as Parameters<
      typeof renderIndex
    >[1];
    const html = renderIndex(template, data, { html: '<main></main>', path: '/a?b="c"&d=<e>' });
    expect(html).toContain(
      `${RENDERED_PATH_ATTRIBUTE}="/a?b=&#34;c&#34;&#38;d=&#60;e&#62;"><main></main></div>`,
    );
  });
});

describe('a page compressed as the browser accepts it', () => {
  const asked = (acceptEncoding: string) =>
    app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { host: 'bayleafcu.localhost:8080', accept: 'text/html', 'accept-encoding': acceptEncoding },
    });

  it('sends brotli, else gzip, else the page as it is, and says the answer varies by it', async () => {
    const plain = (await asked('identity')).body;
    expect(plain).toContain('Bay Leaf Federal Credit Union');
    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length);
    const gzip = await asked('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain);
    expect((await asked('identity')).headers['content-encoding']).toBeUndefined();
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
  });
});
