// `npm test`: every check a submission must pass, one stage after another, with the seconds each took printed
// as it ends and again in a table at the end (issue 18 item 6), so a slower stage shows in the CI log at once.
// Stops at the first stage that fails. `node scripts/test.mjs unit e2e` runs only the stages named.
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit', 'npm run test:unit'],
  ['build', 'npm run build && npm run build -w @hearth/api'],
  ['e2e', 'npm run test -w @hearth/e2e'],
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some(([stage]) => stage === name));
if (unknown.length > 0) {
  console.error(`unknown stage ${unknown.join(', ')}; the stages are ${STAGES.map(([s]) => s).join(', ')}`);
  process.exit(2);
}

const times = [];
let failed = null;
for (const [name, command] of STAGES) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.info(`\n== test stage: ${name} (${command})`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push([name, seconds, status === 0 ? 'passed' : 'FAILED']);
  console.info(`== test stage: ${name} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (status !== 0) {
    failed = name;
    break;
  }
}

console.info('\n== npm test, seconds per stage');
for (const [name, seconds, result] of times)
  console.info(`${name.padEnd(10)} ${String(seconds).padStart(5)} s  ${result}`);
console.info(`${'total'.padEnd(10)} ${String(times.reduce((sum, [, s]) => sum + s, 0)).padStart(5)} s`);
process.exit(failed ? 1 : 0);
