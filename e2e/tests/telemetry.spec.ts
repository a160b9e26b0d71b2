import { expect, type Page, type Request, test } from '@playwright/test';
import { brandUrl, registerBorrower } from '../support/hearth';
import { answerSetPassword, PRIME, resumeRegisterV2, submitApplication } from '../support/register';

const isEvent = (context: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === `/ft/${context}/event`;

function pageViewTo(page: Page, context: string, pathname: string) {
  return page.waitForResponse(
    (response) =>
      isEvent(context)(response.request()) &&
      (response.request().postDataJSON() as { event?: string; pagePath?: string }).event === 'page_view' &&
      (response.request().postDataJSON() as { pagePath?: string }).pagePath === pathname,
  );
}

interface StartedAnswer {
  status: number;
  body: unknown;
  request: { applicationUuid?: string; sessionKey?: unknown };
}

test.describe('telemetry', () => {
  test('a page view reaches the server once per history entry; a replay is ignored', async ({
    page,
    request,
  }) => {
    const session = page.waitForResponse((r) => new URL(r.url()).pathname === '/ft/external/session');
    const firstView = pageViewTo(page, 'external', '/auth/login');
    await page.goto(brandUrl(null, '/auth/login?utm_source=mailer&email=alex%40example.com'));

    const sessionResponse = await session;
    expect(sessionResponse.status()).toBe(200);
    expect(sessionResponse.request().postDataJSON()).toMatchObject({
      platform: 'WEB',
      libVersion: '2.2.24',
      queryParams: { utm_source: 'mailer' },
    });
    const viewed = await firstView;
    expect(viewed.status()).toBe(202);
    expect(await viewed.json()).toEqual({ accepted: true, duplicate: false });
    const sent = viewed.request().postDataJSON() as Record<string, unknown>;
    // Only the marketing parameter leaves the browser, never the e-mail in the URL.
    expect(sent).toMatchObject({
      productType: 'HELOC',
      eventType: 'WEB',
      queryParams: { utm_source: 'mailer' },
    });
    expect(JSON.stringify(sent)).not.toContain('alex');
    const stored = await page.evaluate(() => ({
      tracker: localStorage.getItem('telemetry_trackerUuid'),
      uuid: sessionStorage.getItem('telemetry_uuid'),
      epoch: sessionStorage.getItem('telemetry_epoch'),
    }));
    expect(stored.tracker).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.sessionKey).toEqual({
      uuid: stored.uuid,
      epoch: Number(stored.epoch),
      trackerUuid: stored.tracker,
    });

    // The same event again (a retry, a second tab of the same entry) is accepted and not stored twice.
    const replay = await request.post(brandUrl(null, '/ft/external/event'), { data: sent });
    expect(replay.status()).toBe(202);
    expect(await replay.json()).toEqual({ accepted: true, duplicate: true });

    // A client-side navigation is a new page view in the same session.
    const privacyView = pageViewTo(page, 'external', '/privacy');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy' }).click();
    const privacy = await privacyView;
    expect(await privacy.json()).toEqual({ accepted: true, duplicate: false });
    expect((privacy.request().postDataJSON() as { sessionKey: unknown }).sessionKey).toEqual(sent.sessionKey);

    // A reload keeps the session (same key presented and returned).
    const again = page.waitForResponse((r) => new URL(r.url()).pathname === '/ft/external/session');
    await page.reload();
    expect(((await (await again).json()) as { sessionKey: unknown }).sessionKey).toEqual(sent.sessionKey);
  });

  test('a signed-in borrower’s page views go to the authenticated context with the token', async ({
    page,
    request,
  }) => {
    const borrower = await registerBorrower(request);
    await page.goto(brandUrl(null, '/auth/login'));
    await page.getByLabel('Email').fill(borrower.email);
    await page.getByLabel('Password', { exact: true }).fill(borrower.password);
    const dashboardView = pageViewTo(page, 'authenticated', '/dashboard');
    await page.getByRole('button', { name: /log in|sign in/i }).click();
    const viewed = await dashboardView;
    expect(viewed.status()).toBe(202);
    expect(viewed.request().headers().authorization).toMatch(/^Bearer /);

    // Without the token the authenticated context refuses, and stores nothing.
    const refused = await request.post(brandUrl(null, '/ft/authenticated/event'), {
      data: viewed.request().postDataJSON(),
    });
    expect(refused.status()).toBe(401);
  });

  test('submitting an application records the started event in the authenticated context', async ({
    page,
  }) => {
    // The answers given, the password entered again: check-your-answers, where the borrower submits.
    await resumeRegisterV2(page, PRIME, 'set-password');
    await answerSetPassword(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Check your answers before you apply' }),
    ).toBeVisible();
    // The event goes with fetch keepalive, whose answer body Chromium does not hand to the test once the page
    // moves on; the route passes it through and keeps the server's answer.
    const answers: StartedAnswer[] = [];
    await page.route('**/ft/authenticated/event', async (route) => {
      const request = route.request().postDataJSON() as { event?: string; applicationUuid?: string };
      const response = await route.fetch();
      if (request.event === 'heloc_application_started') {
        answers.push({ status: response.status(), body: await response.json(), request });
      }
      await route.fulfill({ response });
    });
    await submitApplication(page);
    await expect.poll(() => answers.length, { timeout: 30_000 }).toBe(1);
    const [started] = answers as [StartedAnswer];
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ accepted: true, duplicate: false });
    expect(started.request.applicationUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(started.request.sessionKey).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a telemetry outage never reaches the borrower', async ({ page }) => {
    let attempts = 0;
    await page.route('**/ft/**', (route) => {
      attempts += 1;
      return route.fulfill({ status: 503, body: '' });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(brandUrl(null, '/auth/login'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(
        () =>
          warnings.some((w) => w.includes('An error occurred while establishing a session, retries failed.')),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    // One try and three retries, then the page view goes out without a session.
    expect(attempts).toBeGreaterThanOrEqual(4);
    // The login form's live region stays empty: nothing about telemetry is ever shown.
    for (const alert of await page.getByRole('alert').all()) await expect(alert).toHaveText('');
    await expect(page.getByText(/session|went wrong|snag/i)).toHaveCount(0);
  });
});
