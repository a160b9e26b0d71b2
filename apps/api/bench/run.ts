import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOFT_CREDIT_CONSENT_VERSION } from '@hearth/domain/heloc-api';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { statusHistory } from '../src/modules/application/repository';
import { seedBrands } from '../src/modules/organizations/repository';
import { loadConfig } from '../src/plugins/external/config';

/**
 * Pre-qualification latency over real HTTP on a fresh embedded database: N prime applicants register
 * and create a HELOC; each is timed from the create request to OFFER_SELECTION seen by polling
 * (every 20 ms, as fast as a client could notice), plus the server-side pipeline time from the audit
 * trail. Then a hot read of one application under 20 concurrent clients.
 * Usage: npm run bench [-w @hearth/api]   (BENCH_N, BENCH_READS, BENCH_CONCURRENCY, DATABASE_URL)
 */
const N = Number(process.env.BENCH_N ?? 30);
const READS = Number(process.env.BENCH_READS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-'));
  const config = loadConfig({
    ...process.env,
    HEARTH_ENV: 'test',
    HEARTH_DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const database = await openDatabase(config);
  await database.migrate();
  await seedBrands(database.db);
  const app = await buildApp(config, { database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const json = async (path: string, init: RequestInit = {}, jwt?: string) => {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    const body = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  const endToEnd: number[] = [];
  const pipeline: number[] = [];
  let lastApplication: { uuid: string; jwt: string } | undefined;
  try {
    for (let i = 0; i < N; i++) {
      const email = `bench.${Date.now()}.${i}@example.com`;
      const { jwt } = (await json('/identity/api/v1/registration/register', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'Correct-Horse7!battery', phoneNumber: '(555) 555-0123' }),
      })) as { jwt: string };
      const started = performance.now();
      const created = (await json(
        '/service-application/api/v3/application/helocs?state=CA',
        {
          method: 'POST',
          headers: { 'idempotency-key': `bench-${i}-${email}` },
          body: JSON.stringify({
            consentRequests: [{ type: 'SOFT_CREDIT', version: SOFT_CREDIT_CONSENT_VERSION }],
            income: { incomePrimary: 150_000 },
            profileRequest: {
              firstName: 'Alex',
              lastName: 'Prime',
              dob: '1980-04-12',
              email,
              phoneNumber: '(555) 555-0123',
            },
            propertyListedForSale: false,
            propertyRequest: {
              street1: '1400 Happy Path Ln',
              city: 'Sacramento',
              state: 'CA',
              zip: '95814',
              occupancyType: 'HOME',
            },
            employmentType: 'FULL_TIME',
          }),
        },
        jwt,
      )) as { uuid: string };
      let status = '';
      for (;;) {
        const current = (await json(
          `/service-application/api/v1/application/heloc/${created.uuid}`,
          {},
          jwt,
        )) as {
          status: { checklistStatus: string };
        };
        status = current.status.checklistStatus;
        if (!status.startsWith('WAITING_FOR')) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      endToEnd.push(performance.now() - started);
      if (status !== 'OFFER_SELECTION') throw new Error(`applicant ${i} ended in ${status}`);
      const history = await statusHistory(database.db, created.uuid);
      const first = history.find((h) => h.toStatus === 'WAITING_FOR_SOFT_CREDIT');
      const last = history.at(-1);
      if (first && last) pipeline.push(last.at.getTime() - first.at.getTime());
      lastApplication = { uuid: created.uuid, jwt };
    }

    const reads: number[] = [];
    if (lastApplication) {
      const { uuid, jwt } = lastApplication;
      let next = 0;
      const startedAll = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < READS) {
            next++;
            const started = performance.now();
            await json(`/service-application/api/v1/application/heloc/${uuid}`, {}, jwt);
            reads.push(performance.now() - started);
          }
        }),
      );
      const seconds = (performance.now() - startedAll) / 1000;
      printTable(endToEnd, pipeline, reads, reads.length / seconds, database.kind);
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const print = (line: string) => process.stdout.write(`${line}\n`);

function printTable(
  endToEnd: number[],
  pipeline: number[],
  reads: number[],
  rps: number,
  kind: string,
): void {
  const rows = [
    ['create -> OFFER_SELECTION (client, 20 ms polling)', endToEnd],
    ['pipeline alone (audit trail timestamps)', pipeline],
    [`GET application, ${CONCURRENCY} concurrent`, reads],
  ] as const;
  const fmt = (n: number) => n.toFixed(1).padStart(8);
  print(`\nHearth pre-qualification bench on ${kind}, N=${N} applicants, ${reads.length} reads\n`);
  print(
    `${'measure'.padEnd(52)}${'n'.padStart(5)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}`,
  );
  for (const [label, values] of rows) {
    const s = summary(values);
    print(
      `${label.padEnd(52)}${String(values.length).padStart(5)}${fmt(s.p50)}${fmt(s.p95)}${fmt(s.p99)}${fmt(s.max)}`,
    );
  }
  print(`\nGET application throughput: ${rps.toFixed(0)} requests/s`);
}

await main();
