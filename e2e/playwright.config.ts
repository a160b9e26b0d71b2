import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';

// The server is started once by global-setup on a free port with a fresh data folder;
// tests reach brands as <brandKey>.localhost:<port>, which Chromium resolves to loopback.
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  globalSetup: './support/global-setup.ts',
  // Tests run side by side (issue 18): each seeds its own borrower and moves only its own application's sandbox
  // clock (decision 0188), so none depends on another's order or time.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A seeded test takes a few seconds; the full journeys from register take 30 to 90 s on a loaded 2-core
  // machine, and set their own limit.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    launchOptions: CHROMIUM_LAUNCH,
    // No trace unless asked for (E2E_TRACE=retain-on-failure): recording one streams a screenshot of every frame
    // and cost more CPU than the tests themselves (decision 0252). A failure still keeps its screenshot.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
});
