import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The whole journey's wall time (issue 12): the prime borrower's e2e journey in headless Chromium, from register-v2
 * through the offers, income, identity, liens, insurance, accounts, documents, signing and the online notary to a
 * funded line on screen (COMPLETE), with the sandbox vendors and the sandbox clock moved past the notary slot and
 * the right to cancel. The journey has no page reviews (tests/pages.spec.ts does them), so the figure is the
 * borrower's path; each run starts its own server (global-setup). Needs `npm run build` first.
 *
 * Usage: npm run build && npx tsx bench/journey.ts   (BENCH_JOURNEY_RUNS=3)
 */
const RUNS = Number(process.env.BENCH_JOURNEY_RUNS ?? 3);
const TEST = 'the prime borrower closes';
const e2eRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const print = (line = '') => process.stdout.write(`${line}\n`);

interface JsonReport {
  suites: JsonSuite[];
}
interface JsonSuite {
  suites?: JsonSuite[];
  specs?: { title: string; tests: { results: { duration: number; status: string }[] }[] }[];
}

function durations(suite: JsonSuite): { duration: number; status: string }[] {
  const own = (suite.specs ?? [])
    .filter((spec) => spec.title.startsWith(TEST))
    .flatMap((spec) => spec.tests.flatMap((test) => test.results));
  return [...own, ...(suite.suites ?? []).flatMap(durations)];
}

const samples: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const output = join(tmpdir(), `hearth-journey-${process.pid}-${run}.json`);
  const result = spawnSync(
    'npx',
    ['playwright', 'test', 'tests/property-and-accounts.spec.ts', '-g', TEST, '--reporter=json'],
    {
      cwd: e2eRoot,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as JsonReport;
  const [sample] = report.suites.flatMap(durations);
  if (result.status !== 0 || !sample || sample.status !== 'passed')
    throw new Error(`journey run ${run} did not pass (${sample?.status ?? 'no result'})`);
  samples.push(sample.duration);
  print(`run ${run}: ${(sample.duration / 1000).toFixed(1)} s`);
}
const sorted = [...samples].sort((a, b) => a - b);
const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
print(
  `Register to a funded line (COMPLETE) in the browser, ${RUNS} runs: median ${(median / 1000).toFixed(1)} s, ` +
    `fastest ${((sorted[0] ?? 0) / 1000).toFixed(1)} s, slowest ${((sorted.at(-1) ?? 0) / 1000).toFixed(1)} s`,
);
