import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/test-app';
import { ALL_BRANDS } from './brand-registry';
import { seedBrands } from './repository';
import { organizationHosts, organizations } from './schema';

const { app } = await setupTestApp();

function privateLabel(url: string, host = 'localhost:8080') {
  return app.inject({ method: 'GET', url, headers: { host } });
}

describe('brand seed', () => {
  it('is idempotent: seeding again changes no counts', async () => {
    const before = await app.db.select({ n: count() }).from(organizations);
    const result = await seedBrands(app.db);
    const after = await app.db.select({ n: count() }).from(organizations);
    const hosts = await app.db.select({ n: count() }).from(organizationHosts);
    expect(before[0]?.n).toBe(ALL_BRANDS.length);
    expect(after[0]?.n).toBe(ALL_BRANDS.length);
    expect(hosts[0]?.n).toBe(result.hosts);
  });
});

describe('organisation resolution', () => {
  it('uses the host name first', async () => {
    const res = await privateLabel(
      '/service-organization/api/v1/private-label-data?org=PORCHLIGHT',
      'summitcu.localhost:8080',
    );
    expect((res.json() as { orgCode: string }).orgCode).toBe('SUMMITCU');
    const prod = await privateLabel(
      '/service-organization/api/v1/private-label-data',
      'heloc.porchlightmortgage.example',
    );
    expect((prod.json() as { orgCode: string }).orgCode).toBe('PORCHLIGHT');
  });

  it('then the org query parameter, then the main brand', async () => {
    const byParam = await privateLabel('/service-organization/api/v1/private-label-data?org=PORCHLIGHT');
    expect((byParam.json() as { orgCode: string }).orgCode).toBe('PORCHLIGHT');
    const unknown = await privateLabel(
      '/service-organization/api/v1/private-label-data?org=NOPE',
      'unknown.example',
    );
    expect((unknown.json() as { orgCode: string }).orgCode).toBe('HEARTH');
  });
});

describe('brand logos', () => {
  it('serves a generated SVG per brand with caching headers and revalidation', async () => {
    const res = await app.inject({ method: 'GET', url: '/cdn/brands/summitcu/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.body).toContain('Summit Ridge Credit Union');
    expect(res.body).toContain('#0b5394');
    const etag = String(res.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/cdn/brands/summitcu/logo.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown brand', async () => {
    const res = await app.inject({ method: 'GET', url: '/cdn/brands/nobody/logo.svg' });
    expect(res.statusCode).toBe(404);
  });
});

describe("the lender's HMDA filer stays on the server (decision 0211)", () => {
  it('is in no brand data a page or a public call reads: not the taxpayer id, not the contact person', async () => {
    const stored = await app.db.select().from(organizations);
    for (const brand of ALL_BRANDS) {
      const { taxId, contactName, email } = brand.hmdaFiler;
      expect(taxId).toMatch(/^\d{2}-\d{7}$/);
      const res = await privateLabel(`/service-organization/api/v1/private-label-data?org=${brand.orgCode}`);
      expect(res.statusCode).toBe(200);
      expect((res.json() as { orgCode: string }).orgCode).toBe(brand.orgCode);
      const row = stored.find((r) => r.orgCode === brand.orgCode);
      // The API's answer, the seeded brand data every page embeds (`renderIndex` prints it), and the logo.
      const logo = await privateLabel(`/cdn/brands/${brand.brandKey}/logo.svg`);
      for (const text of [res.body, JSON.stringify(row?.data), logo.body]) {
        expect(text, brand.orgCode).not.toContain(taxId);
        expect(text, brand.orgCode).not.toContain(taxId.replace('-', ''));
        expect(text, brand.orgCode).not.toContain(contactName);
        expect(text, brand.orgCode).not.toContain(email);
      }
    }
  });
});
