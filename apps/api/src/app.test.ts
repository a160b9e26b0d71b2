import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { securityHeadersOf } from './plugins/external/security';
import { setupTestApp, testConfig } from './test/test-app';

const { app, database } = await setupTestApp();

describe('operations endpoints', () => {
  it('answers liveness', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ready' });
  });

  it('answers readiness after a database round trip', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: database.kind });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('writes every header helmet writes, on answers that fail too', async () => {
    const expected = securityHeadersOf({ env: 'test' });
    // helmet's own list for these options (HSTS only in production).
    expect(Object.keys(expected).sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]);
    // A success, a refusal before the route (no token) and an unknown path.
    for (const url of ['/healthz', HELOC_API_PATHS.allApplications, '/service-application/api/v1/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it('keeps the same policy on rendered pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });
});

describe('OpenAPI document', () => {
  it('is generated from the route schemas and browsable at /docs', async () => {
    const json = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/identity/api/v1/registration/register',
        '/identity-broker/{audience}/api/v3/login',
        '/service-profile/api/v1/profile',
        '/service-profile/api/v1/profile/name',
        '/healthz',
      ]),
    );
    expect(JSON.stringify(doc.paths['/identity/api/v1/registration/register'])).toContain('phoneNumber');
    const ui = await app.inject({ method: 'GET', url: '/docs', headers: { accept: 'text/html' } });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('unknown service paths', () => {
  it('answer 404 with the API error body, not the SPA', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/service-nothing/api/v1/x',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      error: 'NOT_FOUND',
      message: 'Not found',
      errors: ['Not found'],
    });
  });

  it('answer malformed JSON with a 400 body and no stack', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { status: number; error: string; errors: string[] };
    expect(body.status).toBe(400);
    expect(body.error).toBe('BAD_REQUEST');
    expect(JSON.stringify(body)).not.toContain('at ');
  });
});

describe('the OpenAPI UI in production', () => {
  it('is not served, while the document is still generated (decision 0083)', async () => {
    const production = await buildApp({ ...testConfig(), env: 'production' }, { database });
    await production.ready();
    try {
      for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
        const res = await production.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(404);
      }
      expect(Object.keys((production.swagger() as { paths: object }).paths)).toContain('/healthz');
    } finally {
      await production.close();
    }
  });
});
