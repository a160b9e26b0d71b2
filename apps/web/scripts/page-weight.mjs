#!/usr/bin/env node
/**
 * The JavaScript each page really downloads (issue 21 item 2): every page of the bench (bench-pages.mjs: the entry
 * pages and one page of each area after the offer, signed in where the page needs it) is opened in Chromium through
 * Playwright against the built server, and every script response is counted, with its size on the wire, from the
 * request to network idle (no request for 500 ms): the entry, the route's chunks, the lazy parts the page renders,
 * the response schemas and whatever the app fetches right after the first render (telemetry). The browser asks for
 * gzip, as the budget is stated (the server sends the build's .gz files); KB = 1000 bytes. Budget (ARCHITECTURE.md
 * section 7, reported, not asserted): no page over 150 KB gzip, the entry pages heading to 110.
 *
 *   npm run build -w @hearth/web && node apps/web/scripts/page-weight.mjs [distDir]   (default apps/web/dist)
 *   node apps/web/scripts/page-weight.mjs --json          the same as JSON
 *   BENCH_PAGES=register-v2,login node apps/web/scripts/page-weight.mjs --budget
 *                                                          exits 1 when a measured page is over the budget
 *                                                          (decision 0264: the entry pages' guard, about a minute)
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, preparePages, selectedPages, startServer } from './bench-pages.mjs';

const BUDGET_KB = 150;
const ENTRY_TARGET_KB = 110;

const args = process.argv.slice(2);
const json = args.includes('--json');
const enforceBudget = args.includes('--budget');
const distArg = args.find((a) => !a.startsWith('--'));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const env = distArg ? { HEARTH_WEB_DIST: resolve(distArg) } : {};
const print = (line = '') => process.stdout.write(`${line}\n`);

/** `react-CccVFQFD.js` is `react`: the chunk's name without its content hash. */
const chunkName = (url) =>
  new URL(url).pathname
    .split('/')
    .at(-1)
    .replace(/-[\w-]{8}\.js$/, '');

/**
 * Resolves once the app has started and no request has been in flight for QUIET_MS since. A request counts as
 * answered at its response: a keepalive fetch (a telemetry event) never reports its end to Playwright, so its
 * `networkidle` never comes. The app starts after the first paint (entry-browser.ts, decision 0198); on a busy
 * machine that paint can come more than QUIET_MS after the page's last request, and a page measured before it
 * counted index.html's 0.6 KB script alone (decision 0261).
 */
const QUIET_MS = 500;
function quietNetwork(tab, started, timeoutMs = 30_000) {
  return new Promise((resolveIdle, reject) => {
    const inFlight = new Set();
    let timer;
    let appStarted = false;
    const settle = () => {
      clearTimeout(timer);
      if (appStarted && inFlight.size === 0) timer = setTimeout(resolveIdle, QUIET_MS);
    };
    started.then(() => {
      appStarted = true;
      settle();
    }, reject);
    tab.on('request', (request) => {
      inFlight.add(request);
      settle();
    });
    const done = (request) => {
      inFlight.delete(request);
      settle();
    };
    tab.on('response', (response) => done(response.request()));
    tab.on('requestfailed', done);
    setTimeout(() => reject(new Error(`the network was not quiet within ${timeoutMs} ms`)), timeoutMs);
  });
}

/** The scripts and stylesheets one page load fetches until the network is idle, each with its bytes on the wire. */
async function measure(browser, page) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  try {
    if (page.jwt) await context.addInitScript((token) => localStorage.setItem('jwt', token), page.jwt);
    const tab = await context.newPage();
    const pending = [];
    tab.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        request.sizes().then(async (sizes) => ({
          type,
          name: chunkName(request.url()),
          url: request.url(),
          bytes: sizes.responseBodySize,
          encoding: (await request.response())?.headers()['content-encoding'] ?? 'identity',
        })),
      );
    });
    // entry-browser.ts adds the app's modulepreload links as it starts the app (at most a second after the load).
    let loaded;
    const afterLoad = new Promise((r) => {
      loaded = r;
    });
    const started = afterLoad.then(() =>
      tab.waitForFunction(() => document.querySelector('link[rel="modulepreload"]') !== null, null, {
        timeout: 10_000,
      }),
    );
    const idle = quietNetwork(tab, started);
    await tab.goto(page.url, { waitUntil: 'load' });
    loaded();
    await idle;
    const finalPath = new URL(tab.url()).pathname;
    const files = await Promise.all(pending);
    const scripts = files.filter((f) => f.type === 'script').sort((a, b) => b.bytes - a.bytes);
    return {
      page: page.name,
      path: page.path,
      finalPath,
      entry: !!page.entry,
      scripts,
      scriptBytes: scripts.reduce((t, f) => t + f.bytes, 0),
      stylesheetBytes: files.filter((f) => f.type === 'stylesheet').reduce((t, f) => t + f.bytes, 0),
      unencoded: scripts.filter((f) => f.encoding !== 'gzip').map((f) => f.name),
    };
  } finally {
    await context.close();
  }
}

const server = await startServer(repoRoot, env);
const results = [];
try {
  const pages = await preparePages(repoRoot, server.origin, selectedPages());
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    for (const page of pages) results.push(await measure(browser, page));
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
if (json) {
  print(JSON.stringify(results, null, 2));
} else {
  for (const r of results) {
    print(`\n${r.page} (${r.path}): ${r.scripts.length} scripts until network idle`);
    for (const s of r.scripts) print(`  ${s.name.padEnd(34)}${kb(s.bytes).padStart(8)} KB`);
    if (r.finalPath !== new URL(r.path, 'http://x').pathname) print(`  (ended on ${r.finalPath})`);
    if (r.unencoded.length > 0) print(`  not gzip: ${r.unencoded.join(', ')}`);
  }
  print(
    `\nJavaScript each page downloads before it is idle, KB gzip on the wire (budget ${BUDGET_KB}; entry pages toward ${ENTRY_TARGET_KB})`,
  );
  print(`${'page'.padEnd(14)}${'files'.padStart(6)}${'JS KB'.padStart(9)}${'CSS KB'.padStart(9)}`);
  for (const r of results) {
    const over = r.scriptBytes / 1000 > BUDGET_KB ? '  OVER budget' : '';
    print(
      `${r.page.padEnd(14)}${String(r.scripts.length).padStart(6)}${kb(r.scriptBytes).padStart(9)}${kb(r.stylesheetBytes).padStart(9)}${over}`,
    );
  }
}

const over = results.filter((r) => r.scriptBytes / 1000 > BUDGET_KB);
if (enforceBudget && over.length > 0) {
  process.stderr.write(
    `over the ${BUDGET_KB} KB budget: ${over.map((r) => `${r.page} ${kb(r.scriptBytes)} KB`).join(', ')}\n`,
  );
  process.exitCode = 1;
}
