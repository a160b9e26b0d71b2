#!/usr/bin/env node
/**
 * Lighthouse on the entry pages, as a borrower's phone loads them: the mobile preset (simulated slow 4G and a
 * 4x slower CPU), Debian's Chromium, against the built server started as production runs it (on a free port
 * and a fresh data folder; HEARTH_WEB_DIST picks another web build). Prints performance, FCP, LCP, TBT and CLS for register-v2, login and the
 * dashboard (signed in: a borrower registered through the API, its `jwt` put in local storage first). The
 * median of LIGHTHOUSE_RUNS runs (default 3) per page, each in a fresh browser. Target: performance at least
 * 95 on each (reported, not asserted).
 *
 *   npm run build && node apps/web/scripts/lighthouse.mjs [repoRoot]     (default: this repository)
 *   node apps/web/scripts/lighthouse.mjs --json
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET_PERFORMANCE = 95;

const args = process.argv.slice(2);
const json = args.includes('--json');
const rootArg = args.find((a) => !a.startsWith('--'));
const repoRoot = rootArg ? resolve(rootArg) : fileURLToPath(new URL('../../..', import.meta.url));
const print = (line = '') => process.stdout.write(`${line}\n`);

const ALL_PAGES = [
  { name: 'register-v2', path: '/account/heloc/register-v2' },
  { name: 'login', path: '/auth/login' },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
];
/** LIGHTHOUSE_PAGES=dashboard,login measures only those. */
const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p.name)) : ALL_PAGES;

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * The server as `npm start` runs it: the compiled API (apps/api/dist/main.js, built first) where the tree has
 * its build script, else apps/api/src/main.ts with tsx (older trees, such as a "before" copy); a fresh data folder.
 */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-lighthouse-'));
  const compiled = existsSync(join(repoRoot, 'apps/api/scripts/build.mjs'));
  if (compiled)
    execFileSync(process.execPath, ['apps/api/scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  const command = compiled
    ? ['--enable-source-maps', 'apps/api/dist/main.js']
    : ['--import', 'tsx', 'apps/api/src/main.ts'];
  const server = spawn(process.execPath, command, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HEARTH_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`The server did not become ready on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}

async function registerBorrower(origin) {
  const response = await fetch(`${origin}/identity/api/v1/registration/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `lighthouse.${Date.now()}@example.com`,
      password: 'Hearth!Secure2026',
      phoneNumber: '(415) 555-0134',
    }),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  return (await response.json()).jwt;
}

/** One Lighthouse run in a fresh browser; a signed-in page gets the token in local storage first. */
async function runOnce(origin, page, jwt) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
  try {
    const tab = await browser.newPage();
    if (page.signedIn) {
      // A JSON path of the same origin: sets the token without caching any of the app's files.
      await tab.goto(`${origin}/healthz`);
      await tab.evaluate((token) => localStorage.setItem('jwt', token), jwt);
    }
    const result = await lighthouse(
      `${origin}${page.path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: !!page.signedIn,
      },
      undefined,
      tab,
    );
    const { audits, categories, finalDisplayedUrl, runtimeError } = result.lhr;
    if (process.env.LIGHTHOUSE_DEBUG) {
      // Which element is the LCP and which moved: where to look when a score drops.
      const nodes = (audit) =>
        JSON.stringify(audits[audit]?.details?.items ?? [], (key, value) =>
          key === 'boundingRect' ? undefined : value,
        )
          .match(/"(selector|snippet)":"[^"]*"/g)
          ?.slice(0, 8);
      console.error(page.name, 'lcp element', nodes('largest-contentful-paint-element'));
      console.error(page.name, 'layout shifts', nodes('layout-shifts'));
    }
    if (runtimeError || categories.performance.score === null) {
      throw new Error(`Lighthouse could not measure ${page.path}: ${runtimeError?.message ?? 'no score'}`);
    }
    return {
      performance: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      finalUrl: finalDisplayedUrl,
    };
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await startServer();
const rows = [];
try {
  const jwt = await registerBorrower(server.origin);
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // A run that fails (a page error, a browser hiccup) is reported and left out of the median.
      try {
        runs.push(await runOnce(server.origin, page, jwt));
      } catch (error) {
        console.error(`${page.name}, run ${i + 1}: ${error instanceof Error ? error.message : error}`);
      }
    }
    if (runs.length === 0) continue;
    // The run with the median performance score, so the figures in a row belong together.
    const score = median(runs.map((r) => r.performance));
    rows.push({
      page: page.name,
      path: page.path,
      runs: runs.length,
      ...runs.find((r) => r.performance === score),
    });
  }
} finally {
  await server.stop();
}

if (json) {
  print(JSON.stringify(rows, null, 2));
} else {
  print(
    `\nLighthouse, mobile preset, ${CHROMIUM}, median of ${RUNS} run(s) per page (target performance >= ${TARGET_PERFORMANCE})`,
  );
  print(
    `${'page'.padEnd(14)}${'perf'.padStart(6)}${'FCP s'.padStart(8)}${'LCP s'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(8)}`,
  );
  for (const r of rows) {
    const flag = r.performance >= TARGET_PERFORMANCE ? '' : '  below target';
    print(
      `${r.page.padEnd(14)}${String(r.performance).padStart(6)}${(r.fcp / 1000).toFixed(2).padStart(8)}${(r.lcp / 1000).toFixed(2).padStart(8)}${Math.round(r.tbt).toString().padStart(8)}${r.cls.toFixed(3).padStart(8)}${flag}`,
    );
    if (!new URL(r.finalUrl).pathname.startsWith(r.path)) print(`  (ended on ${r.finalUrl})`);
  }
}
