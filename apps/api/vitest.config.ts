import { defineProject } from 'vitest/config';

// Integration tests boot the real app on PGlite (or TEST_DATABASE_URL); the global setup migrates one
// template per run and every file clones it, so no file pays migrations or PGlite's cold start.
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
