import { brotliDecompressSync } from 'node:zlib';
import { privateLabelDataSchema } from '@hearth/domain/brands';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/test-app';
import { DEFAULT_BRAND, toPrivateLabelData } from '../organizations/brand-registry';
import { renderIndex } from './render-index';

const { app } = await setupTestApp();

function page(url: string, host = 'localhost:8080') {
  return app.inject({ method: 'GET', url, headers: { host, accept: 'text/html,application/xhtml+xml' } });
}

function dataBlock(html: string): unknown {
  const match = /<script id="private-label-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('SPA history fallback', () => {
  it.each([
    '/',
    '/dashboard',
    '/auth/login?redirectUrl=/dashboard',
    '/account/heloc',
    '/account/heloc/register-v2/birthdate',
  ])('renders index.html for %s with the brand data block, title and lang', async (url) => {
    const res = await page(url, 'bayleafcu.localhost:8080');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<title>Bay Leaf Federal Credit Union</title>');
    const data = privateLabelDataSchema.parse(dataBlock(res.body));
    expect(data.orgCode).toBe('BAYLEAFCU');
    expect(data.baseUrl).toBe('http://bayleafcu.localhost:8080');
    expect(res.body).not.toContain('placeholder');
  });

  it('resolves the brand from the org parameter when the host names none', async () => {
    const res = await page('/auth/login?org=KEYHAVENMTG');
    expect((dataBlock(res.body) as { orgCode: string }).orgCode).toBe('KEYHAVENMTG');
  });

  it('serves hashed assets with an immutable cache and never the raw template', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-test.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({
      method: 'GET',
      url: '/assets/nope.js',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
    const raw = await app.inject({ method: 'GET', url: '/index.html' });
    expect(raw.body).not.toContain('placeholder');
  });

  it('sends the build-time brotli file to a browser that accepts it, and plain bytes otherwise', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-test.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("document.getElementById('root')");
    const plain = await app.inject({ method: 'GET', url: '/assets/index-test.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain("document.getElementById('root')");
  });

  it('does not answer API-style or non-HTML requests with the page', async () => {
    const json = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json().message).toBe(ERROR_MESSAGES.notFound);
    // curl's and fetch's default: not asking for HTML by name is not a page request (decision 0185).
    const any = await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: '*/*' } });
    expect(any.statusCode).toBe(404);
    const html = await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(200);
    expect(html.headers.vary).toBe('Host, Accept, Accept-Encoding');
    const post = await app.inject({ method: 'POST', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });
});

describe('data block escaping', () => {
  it('cannot be closed early by a brand value containing </script>', () => {
    const org = toPrivateLabelData(
      { ...DEFAULT_BRAND, companyName: 'Evil</script><script>alert(1)</script> & Co' },
      'https://x.example',
    );
    const html = renderIndex(
      '<html><head><title>x</title><script id="private-label-data" type="application/json">{}</script></head></html>',
      org,
    );
    expect(html.match(/<\/script>/g)?.length).toBe(1);
    expect(html).toContain('\\u003c/script\\u003e');
    expect(html).toContain(
      '<title>Evil&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co</title>',
    );
    const block =
      /<script id="private-label-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(
      (JSON.parse(block) as { orgMetaData: { companyInfo: { companyName: string } } }).orgMetaData.companyInfo
        .companyName,
    ).toBe('Evil</script><script>alert(1)</script> & Co');
  });

  it('inserts the block when the template has none', () => {
    const org = toPrivateLabelData(DEFAULT_BRAND, 'https://x.example');
    const html = renderIndex('<html lang="fr"><head></head><body></body></html>', org);
    expect(html).toContain('<script id="private-label-data" type="application/json">');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Hearth Home Lending</title>');
  });
});

describe('legacy redirects (spec section 2)', () => {
  it('moves /account/heloc-signer/* under /account/heloc keeping the path and query', async () => {
    const res = await page('/account/heloc-signer/conditions/upload-document?x=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/account/heloc/heloc-signer/conditions/upload-document?x=1');
    const root = await page('/account/heloc-signer');
    expect(root.headers.location).toBe('/account/heloc/heloc-signer');
  });

  it('moves /account/register to /account/heloc/register keeping the query string', async () => {
    const res = await page('/account/register?org=SUMMITCU&referrer=abc');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/account/heloc/register?org=SUMMITCU&referrer=abc');
  });
});
