import { defineConfig } from 'vitest/config';

// One run for every unit and integration suite; e2e/ runs under Playwright instead.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'html'],
      thresholds: { lines: 95 },
    },
  },
});
