import { readFileSync, rmSync } from 'node:fs';
import { STATE_FILE } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const { pid, dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pid: number; dataDir: string };
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
  // Give graceful shutdown a moment to close the database before removing its folder.
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
