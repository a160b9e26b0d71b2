/**
 * What the web benches (lighthouse.mjs, page-weight.mjs) share (issue 21): the built server started as production
 * runs it, on a free port and a fresh data folder, and the pages they measure, each with the borrower it needs.
 * Applications are seeded over HTTP with the API suite's journey steps (apps/api/src/test/journey, run through
 * tsx), so the pages after the offer are measured with their real data, as a borrower sees them.
 *
 * HEARTH_WEB_DIST picks another web build (a "before" copy); BENCH_PAGES=dashboard,complete measures only those
 * (LIGHTHOUSE_PAGES is read too).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * The measured pages: the entry pages, then one page of each area after the offer (issue 21's bench). `stage` is
 * the journey stage the borrower's application is seeded to (none: a page for a visitor); `page` the application's
 * page under /account/heloc/{uuid}/ (none: `path` as it is).
 */
export const ALL_PAGES = [
  { name: 'register-v2', path: '/account/heloc/register-v2', entry: true },
  { name: 'login', path: '/auth/login', entry: true },
  { name: 'dashboard', path: '/dashboard', stage: 'offers', entry: true },
  { name: 'offers', page: 'product/select', stage: 'offers' },
  { name: 'disclosures', page: 'document/disclosures', stage: 'documents' },
  { name: 'complete', page: 'complete', stage: 'funded' },
];

export function selectedPages() {
  const only = (process.env.BENCH_PAGES ?? process.env.LIGHTHOUSE_PAGES)?.split(',').filter(Boolean);
  return only ? ALL_PAGES.filter((p) => only.includes(p.name)) : ALL_PAGES;
}

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
 * The sandbox recorder answers at once, so a funded line is seeded in seconds.
 */
export async function startServer(repoRoot, env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-web-bench-'));
  const compiled = existsSync(join(repoRoot, 'apps/api/scripts/build.mjs'));
  if (compiled && !process.env.BENCH_SKIP_API_BUILD)
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
      HEARTH_SANDBOX_RECORDING_DELAY_SECONDS: '0',
      ...env,
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

/**
 * Each page's URL and the token it is opened with: one borrower per stage (the dashboard shares the offers
 * borrower's account, which has one application), seeded side by side.
 */
export async function preparePages(repoRoot, origin, pages) {
  const stages = [...new Set(pages.map((p) => p.stage).filter(Boolean))];
  const seeded = new Map();
  if (stages.length > 0) {
    const { register } = await import('tsx/esm/api');
    register();
    const journey = (file) => pathToFileURL(join(repoRoot, 'apps/api/src/test/journey', file)).href;
    const { fetchHttp } = await import(journey('http.ts'));
    const { seedJourney } = await import(journey('stages.ts'));
    const http = fetchHttp(origin);
    await Promise.all(stages.map(async (stage) => seeded.set(stage, await seedJourney(http, { stage }))));
  }
  return pages.map((page) => {
    const app = page.stage ? seeded.get(page.stage) : undefined;
    const path = page.page ? `/account/heloc/${app.uuid}/${page.page}` : page.path;
    return { ...page, url: `${origin}${path}`, path, jwt: app?.jwt ?? null };
  });
}
