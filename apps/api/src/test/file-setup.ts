import { afterAll } from 'vitest';
import { closeFileResources } from './file-resources';

// Runs before every API test file (vitest.config.ts setupFiles). Registered first, so it runs after the file's own
// afterAll hooks: a file closes what it opened on top of its app (a second instance) before its app and database go.
afterAll(closeFileResources);
