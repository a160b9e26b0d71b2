import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for every unit and integration suite; e2e/ runs under Playwright instead.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    // A worker per core (Vitest's default leaves one idle, so a 2-core machine ran every file in turn). The projects
    // run without per-file isolation (issue 18 item 3): a worker imports the app once instead of once per file, which
    // was most of the API suite's time; each file still builds its own app and database from the template.
    maxWorkers: availableParallelism(),
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'html'],
      thresholds: { lines: 95 },
    },
  },
});
