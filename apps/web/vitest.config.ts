import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Files share their worker's modules and jsdom window (isolate: false, a sixth of the time): setup-tests.ts clears
// what a page test leaves behind (the DOM, storage, the URL, stubbed globals) after every test.
export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    isolate: false,
  },
});
