import { describe, expect, it } from 'vitest';
import { rendersWithData } from './server-render';

describe('rendersWithData (decision 0268)', () => {
  it('is the dashboard and the pages of one application', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/account/heloc/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      '/account/heloc/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/complete',
    ])
      expect(rendersWithData(path), path).toBe(true);
  });

  it('is no other page, even under the application prefix', () => {
    for (const path of [
      '/',
      '/auth/login',
      '/dashboard/settings',
      '/dashboards',
      '/account/heloc/register-v2',
      '/account/heloc/heloc-signer/conditions',
      '/account/heloc/broker',
      '/account/heloc/not-an-id/complete',
      '/service-application/api/v1/application/heloc/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    ])
      expect(rendersWithData(path), path).toBe(false);
  });
});
