import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

describe('address typeahead', () => {
  it('suggests sandbox homes from 3 characters on', async () => {
    const res = await t.app.inject({ url: '/service-address/external/api/v1/typeahead?text=1400%20Happy' });
    expect(res.json().results[0]).toMatchObject({ street1: '1400 Happy Path Ln', state: 'CA', zip: '95814' });
    const short = await t.app.inject({ url: '/service-address/external/api/v1/typeahead?text=14' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual(['Enter at least 3 characters']);
  });
});
