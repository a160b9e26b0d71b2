import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ROOT } from '../paths';

/**
 * The compiled server (`node dist/main.js`) in a process of its own, as production runs it: for the SIGTERM, the
 * two-process and the crash tests. Production mode unless `env` says otherwise; no web build is served.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export async function startServer(
  env: Record<string, string>,
  secrets: { HEARTH_JWT_SECRET: string; HEARTH_ENCRYPTION_KEY: string },
  options: { waitReady?: boolean } = {},
): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      ...secrets,
      HEARTH_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      HEARTH_TRUSTED_PROXIES: '127.0.0.1,::1',
      HEARTH_WEB_DIST: join(tmpdir(), 'hearth-no-web'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // A server armed to crash (crash.test.ts) may die on its own jobs before it ever answers.
  if (options.waitReady === false) return { base, child, exited };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (child.signalCode !== null) throw new Error(`server killed by ${child.signalCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server not ready in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, child, exited };
}

export async function stopServer(server: Running): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}
