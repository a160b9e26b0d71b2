import { defineProject } from 'vitest/config';

// Integration tests boot the real app on PGlite (or TEST_DATABASE_URL); files run in parallel forks.
export default defineProject({
  test: { name: 'api', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
