import { defineProject } from 'vitest/config';

// Integration tests boot the real app on PGlite (or TEST_DATABASE_URL); the global setup migrates one
// template per run and every file clones it, so no file pays migrations or PGlite's cold start. Files share their
// worker's modules (isolate: false): the app's code is imported once per worker, not once per file, and nothing in
// it is a module-level singleton a file could leave behind (each file builds its own app, clock and database).
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/file-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});
