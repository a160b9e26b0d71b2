import { defineProject } from 'vitest/config';

// Pure rules: nothing to isolate between files (vitest.config.ts says why the projects share a worker's modules).
export default defineProject({
  test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false },
});
