import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  IDENTITY_VERIFICATION_API_PATHS,
  type IdentityVerificationView,
} from '@hearth/domain/identity-verification';
import { INCOME_VERIFICATION_API_PATHS, type IncomeLinkStarted } from '@hearth/domain/income-verification';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { findApplication, statusHistory } from '../src/modules/application/repository';
import { acceptedApplication } from '../src/modules/hard-pull/test-helpers';
import { seedBrands } from '../src/modules/organizations/repository';
import { loadConfig } from '../src/plugins/external/config';
import { sandboxRightAnswers } from '../src/providers/identity-verification/sandbox-identity-verification';

/**
 * From the disclosures accepted to the final offer, with the sandbox vendors (issue 10): the hard pull, the payroll
 * link and its report, identity by knowledge questions and the final decision, each vendor answering through its
 * signed callback and the queue, as in production. The borrower's own steps are sent at once (no reading time).
 * Timed server-side from the audit trail: the HARD_CREDIT_PULL move to the FINAL_OFFER move.
 *
 * Usage: npx tsx bench/final-offer.ts   (BENCH_FINAL_N=20 applications, BENCH_FINAL_CONCURRENCY=1;
 *   DATABASE_URL for PostgreSQL, else PGlite in a temporary folder)
 */
const N = Number(process.env.BENCH_FINAL_N ?? 20);
const CONCURRENCY = Number(process.env.BENCH_FINAL_CONCURRENCY ?? 1);
const print = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function statusLeaves(app: FastifyInstance, uuid: string, from: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = (await findApplication(app.db, uuid))?.status ?? 'MISSING';
    if (status !== from || Date.now() > deadline) return status;
    await sleep(5);
  }
}

async function journey(app: FastifyInstance): Promise<number | null> {
  const { uuid, headers } = await acceptedApplication(app);
  if ((await statusLeaves(app, uuid, 'HARD_CREDIT_PULL')) !== 'INCOME_VERIFICATION') return null;
  const started = await app.inject({
    method: 'POST',
    url: INCOME_VERIFICATION_API_PATHS.link(uuid),
    headers,
    payload: { type: 'payroll' },
  });
  const { linkId, redirectUrl } = started.json() as IncomeLinkStarted;
  const page = await app.inject({ method: 'GET', url: redirectUrl });
  const code = /code=([^"&]+)/.exec(page.body)?.[1];
  await app.inject({
    method: 'POST',
    url: INCOME_VERIFICATION_API_PATHS.linkComplete(uuid),
    headers,
    payload: { linkId, status: 'success', code },
  });
  if ((await statusLeaves(app, uuid, 'INCOME_VERIFICATION')) !== 'IDENTITY_VERIFICATION') return null;
  const kba = await app.inject({
    method: 'POST',
    url: IDENTITY_VERIFICATION_API_PATHS.verification(uuid),
    headers,
    payload: { method: 'KBA' },
  });
  const questions = (kba.json() as IdentityVerificationView).questions ?? [];
  await app.inject({
    method: 'POST',
    url: IDENTITY_VERIFICATION_API_PATHS.answers(uuid),
    headers,
    payload: { answers: sandboxRightAnswers(questions) },
  });
  if ((await statusLeaves(app, uuid, 'IDENTITY_VERIFICATION')) !== 'FINAL_OFFER') return null;
  const history = await statusHistory(app.db, uuid);
  const from = history.find((h) => h.toStatus === 'HARD_CREDIT_PULL');
  const to = history.find((h) => h.toStatus === 'FINAL_OFFER');
  return from && to ? to.at.getTime() - from.at.getTime() : null;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'hearth-bench-final-'));
const config = loadConfig({
  ...process.env,
  HEARTH_ENV: 'test',
  ...(dataDir ? { HEARTH_DATA_DIR: dataDir } : {}),
});
const database = await openDatabase(config);
await database.migrate();
await seedBrands(database.db);
const app = await buildApp({ ...config, logLevel: 'silent' }, { database });
await app.ready();

const times: number[] = [];
let failed = 0;
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < N) {
      next += 1;
      const ms = await journey(app).catch(() => null);
      if (ms === null) failed += 1;
      else times.push(ms);
    }
  }),
);
await app.close();
await database.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });

const sorted = [...times].sort((a, b) => a - b);
print(`\nDisclosures accepted -> final offer, sandbox vendors, ${database.kind}, ${CONCURRENCY} at a time`);
print('(hard pull, payroll link and report, identity questions, final decision; server-side, audit trail)');
print(`  applications ${times.length}/${N}${failed ? ` (${failed} did not reach FINAL_OFFER)` : ''}`);
print(
  `  median ${quantile(sorted, 0.5).toFixed(0)} ms   p95 ${quantile(sorted, 0.95).toFixed(0)} ms   max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms`,
);
