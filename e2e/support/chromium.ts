import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded browser build (the workplace has no network but the registries). Headless
 * runs use Debian's `chromium-headless-shell` when it is installed: the same engine without the browser's own UI,
 * about half the CPU of the full browser per test on this 2-core machine (the test CPU profile in decision 0252).
 * `CHROMIUM_PATH` names another; without the shell the full browser runs headless as before.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
