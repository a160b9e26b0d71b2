import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RENDERED_PATH_ATTRIBUTE } from '@hearth/domain/server-render';
import { describe, expect, it } from 'vitest';
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

// Renders the brand's name and the session it was asked to assume; `/boom` throws, `/elsewhere` declines.
const FIXTURE_ENTRY = `
export async function renderPage(url, data, options) {
  const { pathname, search } = new URL(url);
  if (pathname === '/boom') throw new Error('render failed');
  if (pathname === '/elsewhere') return null;
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
