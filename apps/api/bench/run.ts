import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOFT_CREDIT_CONSENT_VERSION } from '@hearth/domain/heloc-api';
import { crowd, fixedRate, type SaturateResult, saturate, type Target } from './load';
import { serverEntry } from './server-build';

/**
 * Hearth's API bench (ARCHITECTURE.md section 7), over real HTTP against a server process of its own
 * (server.ts) configured as production runs it: HEARTH_ENV=production, info-level request logs (to a file).
 *
 * 1. Pre-qualification: N prime applicants register and create a HELOC; each is timed from the create request
 *    to OFFER_SELECTION seen by polling (every 20 ms), plus the server-side pipeline time from the audit trail.
 * 2. Hot reads (application status, profile) at a FIXED ARRIVAL RATE (open loop, default 300 req/s for 10 s
 *    after a 2 s warm-up): p50/p95/p99 from each request's due time, and the achieved rate. The same load on
 *    the framework floor, a bare Fastify route doing a single-row read of the same table through the same
 *    database client (floor.ts).
 * 3. Throughput ceiling of each (closed loop, C connections, in alternating one-second slices) and Hearth's
 *    share of the floor's, with the server's own CPU time a request for each (decision 0273).
 * 4. A crowd on one application read (issue 21 item 4): BENCH_CROWD connections (200) in a closed loop for
 *    BENCH_CROWD_SECONDS (10, after a 2 s warm-up), a request unanswered after 10 s counted as a timeout; req/s,
 *    p50/p99/max, timeouts, and the server's resident memory after its cold start and at its peak under the crowd.
 *
 * Usage: npm run bench [-w @hearth/api]
 *   DATABASE_URL        measure on PostgreSQL (default: embedded PGlite in a temporary folder)
 *   BENCH_N=30 BENCH_RATE=300 BENCH_SECONDS=10 BENCH_WARMUP=2 BENCH_CONNECTIONS=16 BENCH_SATURATE_SECONDS=5
 *   BENCH_CROWD=200 BENCH_CROWD_SECONDS=10 (BENCH_CROWD=0 skips it)
 *   BENCH_LOG_FILE=/tmp/server.log   keeps the server's output (its log; with BENCH_SERVER_NODE_OPTIONS=--trace-gc,
 *                                    V8's collections: the live heap after each full one)
 */
const N = Number(process.env.BENCH_N ?? 30);
const RATE = Number(process.env.BENCH_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SATURATE_SECONDS = Number(process.env.BENCH_SATURATE_SECONDS ?? 5);
const CROWD = Number(process.env.BENCH_CROWD ?? 200);
const CROWD_SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 10);
const CROWD_TIMEOUT_MS = 10_000;

/** Budgets of ARCHITECTURE.md section 7. */
const P99_BUDGET_MS = 25;
/** Issue 21 item 6 raised the share from ARCHITECTURE.md's 60% to 80%. */
const FLOOR_SHARE_BUDGET = 0.8;
/** Issue 21 item 4: what a person showing `npm start` to colleagues may meet. */
const CROWD_P99_BUDGET_MS = 100;
const RSS_BUDGET_MB = 300;

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
    max: sorted.at(-1) ?? Number.NaN,
  };
}

type ServerMessage =
  | { type: 'ready'; base: string; floor: string; kind: string; rss: number }
  | { type: 'pipeline'; ms: number | null }
  | {
      type: 'memory';
      rss: number;
      heapTotal: number;
      heapUsed: number;
      external: number;
      arrayBuffers: number;
      /** Resident bytes of each of V8's heap spaces (new_space, old_space, code_space, large_object_space, ...). */
      spaces: Record<string, number>;
      cpuMs: number;
    };

function nextMessage<T extends ServerMessage['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench server exited with code ${code}`));
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** A ceiling, with the server's CPU time it took (user + system, from the server's own process.cpuUsage). */
type Ceiling = SaturateResult & { serverCpuMs: number };

/**
 * Closed-loop ceilings of Hearth and the floor, in alternating one-second slices (the order swapped every slice)
 * rather than one after the other: whatever else the machine is doing then weighs on both alike. Each slice also
 * reads the server's CPU time before and after, so the server's own cost of a request is known apart from the load
 * generator's and the database's, which share the machine's two cores.
 */
async function ceilings(
  hearth: Target,
  floor: Target,
  serverCpuMs: () => Promise<number>,
): Promise<[Ceiling, Ceiling]> {
  const slice = { connections: CONNECTIONS, seconds: 1, warmupSeconds: 0 };
  const targets = [hearth, floor];
  const totals: Ceiling[] = targets.map(() => ({
    completed: 0,
    errors: 0,
    seconds: 0,
    rps: 0,
    serverCpuMs: 0,
  }));
  for (const target of targets) await saturate({ ...target, ...slice });
  for (let i = 0; i < SATURATE_SECONDS; i++) {
    for (const which of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const cpuBefore = await serverCpuMs();
      const result = await saturate({ ...(targets[which] as Target), ...slice });
      const total = totals[which] as Ceiling;
      total.serverCpuMs += (await serverCpuMs()) - cpuBefore;
      total.completed += result.completed;
      total.errors += result.errors;
      total.seconds += result.seconds;
      total.rps = total.completed / total.seconds;
    }
  }
  return totals as [Ceiling, Ceiling];
}

const print = (line = '') => process.stdout.write(`${line}\n`);
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-').padStart(8);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-'));
  const logFile = process.env.BENCH_LOG_FILE ?? join(dataDir, 'server.log');
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_SERVER_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
      ...(await serverEntry(new URL('./server.ts', import.meta.url), 'bench-server')),
    ],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: {
        ...process.env,
        HEARTH_ENV: 'production',
        // The bench is the load balancer in front of the server (decision 0080): its X-Forwarded-For is believed.
        HEARTH_TRUSTED_PROXIES: process.env.HEARTH_TRUSTED_PROXIES ?? '127.0.0.1,::1',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        HEARTH_DATA_DIR: dataDir,
        HEARTH_JWT_SECRET: randomBytes(32).toString('base64'),
        HEARTH_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        HEARTH_WEB_DIST: join(dataDir, 'no-web'),
      },
      stdio: ['ignore', openSync(logFile, 'w'), 'inherit', 'ipc'],
    },
  );
  try {
    const { base, floor, kind, rss } = await nextMessage(child, 'ready');
    await measure(child, base, floor, kind, logFile, rss);
  } finally {
    if (child.connected) child.send({ type: 'close' });
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(
  child: ChildProcess,
  base: string,
  floor: string,
  kind: string,
  logFile: string,
  coldRss: number,
) {
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
  let last: { uuid: string; jwt: string; identityUuid: string } | undefined;
  for (let i = 0; i < N; i++) {
    const email = `bench.${Date.now()}.${i}@example.com`;
    // The server trusts the bench as its load balancer: each applicant comes from an address of its own,
    // as they would, so registration's per-address rate limit does not stop the bench at 30.
    const forwardedFor = { 'x-forwarded-for': `198.51.100.${(i % 250) + 1}` };
    const { jwt } = (await json('/identity/api/v1/registration/register', {
      method: 'POST',
      headers: forwardedFor,
      body: JSON.stringify({ email, password: 'Correct-Horse7!battery', phoneNumber: '(555) 555-0123' }),
    })) as { jwt: string };
    const started = performance.now();
    const created = (await json(
      '/service-application/api/v3/application/helocs?state=CA',
      {
        method: 'POST',
        headers: { ...forwardedFor, 'idempotency-key': `bench-${i}-${email}` },
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
    )) as { uuid: string; helocSigners: { identityUuid: string }[] };
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
    child.send({ type: 'pipeline', uuid: created.uuid });
    const { ms: pipelineMs } = await nextMessage(child, 'pipeline');
    if (pipelineMs !== null) pipeline.push(pipelineMs);
    last = { uuid: created.uuid, jwt, identityUuid: created.helocSigners[0]?.identityUuid ?? '' };
  }
  if (!last) return;

  const auth = { authorization: `Bearer ${last.jwt}` };
  const serverCpuMs = async () => {
    const answer = nextMessage(child, 'memory');
    child.send({ type: 'memory' });
    return (await answer).cpuMs;
  };
  const reads: { label: string; hearth: Target; floor: Target }[] = [
    {
      label: 'GET application',
      hearth: { url: `${base}/service-application/api/v1/application/heloc/${last.uuid}`, headers: auth },
      floor: { url: `${floor}/floor/application/${last.identityUuid}/${last.uuid}` },
    },
    {
      label: 'GET profile',
      hearth: { url: `${base}/service-profile/api/v1/profile`, headers: auth },
      floor: { url: `${floor}/floor/profile/${last.identityUuid}` },
    },
  ];

  print(`\nHearth API bench on ${kind}: ${N} applicants; hot reads at ${RATE} req/s for ${SECONDS} s`);
  print(`(after ${WARMUP} s warm-up), latency from each request's due time; ceiling with ${CONNECTIONS}`);
  print(`connections for ${SATURATE_SECONDS} s. Server: HEARTH_ENV=production, request logs at info.\n`);
  const header = `${'measure'.padEnd(46)}${'n'.padStart(6)}${'rate/s'.padStart(8)}${'err'.padStart(5)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}`;
  print(header);
  const row = (label: string, values: number[], rate = '', errors = '') => {
    const s = summary(values);
    print(
      `${label.padEnd(46)}${String(values.length).padStart(6)}${rate.padStart(8)}${errors.padStart(5)}${ms(s.p50)}${ms(s.p95)}${ms(s.p99)}${ms(s.max)}`,
    );
  };
  row('create -> OFFER_SELECTION (client, 20 ms poll)', endToEnd);
  row('pipeline alone (audit trail timestamps)', pipeline);

  const verdicts: string[] = [];
  for (const read of reads) {
    const hearth = await fixedRate({ ...read.hearth, rate: RATE, seconds: SECONDS, warmupSeconds: WARMUP });
    row(`${read.label}, Hearth`, hearth.latencies, hearth.achievedRate.toFixed(0), String(hearth.errors));
    const bare = await fixedRate({ ...read.floor, rate: RATE, seconds: SECONDS, warmupSeconds: WARMUP });
    row(
      `${read.label}, bare Fastify floor`,
      bare.latencies,
      bare.achievedRate.toFixed(0),
      String(bare.errors),
    );
    const [hearthMax, floorMax] = await ceilings(read.hearth, read.floor, serverCpuMs);
    const share = hearthMax.rps / floorMax.rps;
    const cpuPerRequest = (ceiling: Ceiling) => (ceiling.serverCpuMs * 1000) / ceiling.completed;
    const p99 = summary(hearth.latencies).p99;
    const ok = p99 < P99_BUDGET_MS && share >= FLOOR_SHARE_BUDGET && hearth.errors === 0;
    verdicts.push(
      `${read.label}: ceiling ${hearthMax.rps.toFixed(0)} req/s vs floor ${floorMax.rps.toFixed(0)} req/s = ${(share * 100).toFixed(0)}% (budget >= ${FLOOR_SHARE_BUDGET * 100}%); p99 ${p99.toFixed(1)} ms at ${RATE} req/s (budget < ${P99_BUDGET_MS} ms): ${ok ? 'within budget' : 'OVER BUDGET'}` +
        `\n  server CPU a request at the ceiling: Hearth ${cpuPerRequest(hearthMax).toFixed(0)} µs, floor ${cpuPerRequest(floorMax).toFixed(0)} µs`,
    );
  }
  if (CROWD > 0) verdicts.push(await crowdOnOneRead(child, reads[0]?.hearth as Target, coldRss, row));
  print();
  for (const verdict of verdicts) print(verdict);
  const logLines = readFileSync(logFile, 'utf8').split('\n').length - 1;
  print(`(server wrote ${logLines} log lines)`);
}

/**
 * BENCH_CROWD connections on one application read, closed loop: what a room of people refreshing a demo does to
 * the server. The server's resident memory is sampled every 200 ms meanwhile (its own figure, over IPC).
 */
async function crowdOnOneRead(
  child: ChildProcess,
  target: Target,
  coldRss: number,
  row: (label: string, values: number[], rate?: string, errors?: string) => void,
): Promise<string> {
  const usage = () => {
    const answer = nextMessage(child, 'memory');
    child.send({ type: 'memory' });
    return answer;
  };
  // The sample with the highest resident memory, kept whole: it says what held the memory at the peak.
  let peakSample = await usage();
  const memory = async () => {
    const sample = await usage();
    if (sample.rss > peakSample.rss) peakSample = sample;
    return sample.rss;
  };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await memory();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  let cpuBefore = 0;
  const result = await crowd({
    ...target,
    connections: CROWD,
    seconds: CROWD_SECONDS,
    warmupSeconds: WARMUP,
    timeoutMs: CROWD_TIMEOUT_MS,
    afterWarmup: async () => {
      cpuBefore = (await usage()).cpuMs;
    },
  });
  const cpuPerRequest = (((await usage()).cpuMs - cpuBefore) * 1000) / Math.max(1, result.completed);
  sampling = false;
  await sampler;
  const after = await memory();
  const peak = peakSample.rss;
  row(
    `GET application, ${CROWD} connections`,
    result.latencies,
    result.rps.toFixed(0),
    String(result.errors + result.timeouts),
  );
  const mb = (bytes: number) => Math.round(bytes / 1_048_576);
  print(
    `  ${CROWD} connections: ${result.timeouts} timeouts (no answer in ${CROWD_TIMEOUT_MS / 1000} s), ${result.errors} errors; server RSS ${mb(coldRss)} MB after its cold start, peak ${mb(peak)} MB under the crowd, ${mb(after)} MB after; server CPU ${cpuPerRequest.toFixed(0)} µs a request`,
  );
  print(
    `  at the peak: V8 heap ${mb(peakSample.heapTotal)} MB (${mb(peakSample.heapUsed)} MB used), outside it ${mb(peakSample.external)} MB (PGlite's WebAssembly memory, 128 MB reserved, and ${mb(peakSample.arrayBuffers)} MB of array buffers), the rest (code, stacks, native) ${mb(peakSample.rss - peakSample.heapTotal - peakSample.external)} MB`,
  );
  const spaces = Object.entries(peakSample.spaces)
    .filter(([, bytes]) => bytes >= 1_048_576)
    .map(([name, bytes]) => `${name} ${mb(bytes)} MB`);
  print(`  V8 heap at the peak by space (resident): ${spaces.join(', ')}`);
  const p99 = summary(result.latencies).p99;
  const ok =
    result.timeouts === 0 &&
    result.errors === 0 &&
    p99 < CROWD_P99_BUDGET_MS &&
    mb(Math.max(coldRss, peak)) < RSS_BUDGET_MB;
  return `GET application, ${CROWD} connections: ${result.rps.toFixed(0)} req/s, p99 ${p99.toFixed(1)} ms (budget < ${CROWD_P99_BUDGET_MS} ms), ${result.timeouts} timeouts (budget 0), RSS cold ${mb(coldRss)} MB / peak ${mb(peak)} MB (budget < ${RSS_BUDGET_MB} MB): ${ok ? 'within budget' : 'OVER BUDGET'}`;
}

await main();
