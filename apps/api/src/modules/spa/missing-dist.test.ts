import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/test-app';

const { app } = await setupTestApp({ webDistDir: '/nonexistent/hearth-web-dist' });

describe('when the web app has not been built', () => {
  it('answers pages with 503 and says how to build it', async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('npm run build');
  });

  it('still serves the API', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
