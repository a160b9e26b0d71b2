import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, register, STRONG_PASSWORD, uniqueEmail } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ registrationsPerAddress: 3 });
});

describe('registrations per client address (HEARTH_REGISTRATIONS_PER_ADDRESS)', () => {
  it('answers 429 once an address has opened the configured number of accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await register(t.app, {
        email: uniqueEmail('limit'),
        password: STRONG_PASSWORD,
        phoneNumber: PHONE,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
