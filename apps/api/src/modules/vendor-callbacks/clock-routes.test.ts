import { SANDBOX_CLOCK_PATHS } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/test-app';

describe('the sandbox clock (issue 12 item 8)', () => {
  it('moves the server clock forward outside production and refuses bad input', async () => {
    const { app } = await setupTestApp();
    const before = (await app.inject({ method: 'GET', url: SANDBOX_CLOCK_PATHS.clock })).json();
    const moved = await app.inject({
      method: 'POST',
      url: SANDBOX_CLOCK_PATHS.advance,
      payload: { days: 3, hours: 2 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().offsetHours).toBe(before.offsetHours + 74);
    expect(Date.parse(moved.json().now) - Date.parse(before.now)).toBeGreaterThanOrEqual(74 * 3_600_000);
    expect(app.vendors.clock.now().getTime()).toBeGreaterThan(Date.now() + 73 * 3_600_000);
    const bad = await app.inject({ method: 'POST', url: SANDBOX_CLOCK_PATHS.advance, payload: { days: -1 } });
    expect(bad.statusCode).toBe(400);
    app.vendors.clock.reset();
  });

  it('does not exist in production', async () => {
    const { app } = await setupTestApp({ env: 'production' });
    expect(
      (await app.inject({ method: 'POST', url: SANDBOX_CLOCK_PATHS.advance, payload: { days: 1 } }))
        .statusCode,
    ).toBe(404);
    expect(() => app.vendors.clock.advance(1)).toThrow();
  });
});
