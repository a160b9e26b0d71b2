import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const STATE_FILE = join(tmpdir(), 'hearth-e2e-server.json');

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

// Starts the built server exactly as `npm start` does, but on a free port and a fresh data folder.
export default async function globalSetup(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? (await freePort()));
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-e2e-data-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HEARTH_DATA_DIR: dataDir,
      HEARTH_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: false,
  });
  server.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`Hearth server exited with code ${code}`);
  });
  writeFileSync(STATE_FILE, JSON.stringify({ pid: server.pid, port, dataDir }));
  process.env.HEARTH_E2E_PORT = String(port);
  await waitForReady(`http://127.0.0.1:${port}/readyz`, 90_000);
}
