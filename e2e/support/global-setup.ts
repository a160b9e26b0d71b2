import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// A helper's own API build (a folder beside apps/api/dist, so its paths resolve alike) when HEARTH_E2E_SERVER names it.
const SERVER = process.env.HEARTH_E2E_SERVER ?? 'apps/api/dist/main.js';

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Hearth did not become ready at ${url} within ${timeoutMs} ms`);
}

export interface RunningHearth {
  port: number;
  dataDir: string;
  pid: number | undefined;
  /** Stops the server (graceful shutdown) and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the built server (`apps/api/dist`, built by `npm run test:e2e`) as `npm start` does, but on a free port
 * and a fresh data folder, and waits until it is ready. Used by the Playwright global setup and the browser bench.
 */
export async function startHearth(): Promise<RunningHearth> {
  if (!existsSync(join(repoRoot, SERVER)))
    throw new Error(`${SERVER} is missing: build the server first (npm run build -w @hearth/api)`);
  const port = Number(process.env.E2E_PORT ?? (await freePort()));
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-e2e-data-'));
  // The built server, as `npm start` runs it: no TypeScript loader compiling the server on every start.
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HEARTH_DATA_DIR: dataDir,
      HEARTH_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every journey registers from this one address; the per-address limit has its own API test.
      HEARTH_REGISTRATIONS_PER_ADDRESS: '1000',
      // The sandbox broker answers in 5 s, not the default 20 s: long enough to see the waiting page.
      HEARTH_SANDBOX_BPO_DELAY_SECONDS: '5',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: false,
  });
  server.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`Hearth server exited with code ${code}`);
  });
  process.env.HEARTH_E2E_PORT = String(port);
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(`http://127.0.0.1:${port}/readyz`, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, dataDir, pid: server.pid, stop };
}

/** Playwright runs the returned function as the global teardown: each run stops only its own server. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const hearth = await startHearth();
  return hearth.stop;
}
