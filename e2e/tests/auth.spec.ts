import { expect, test } from '@playwright/test';
import { brandUrl, registerBorrower } from '../support/hearth';

test.describe('signing in and out', () => {
  test('a private page sends a visitor to login, and login brings them back', async ({ page, request }) => {
    const borrower = await registerBorrower(request);

    await page.goto(brandUrl(null, '/dashboard/settings'));
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fdashboard%2Fsettings$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByLabel('Email').fill(borrower.email);
    await page.getByLabel('Password', { exact: true }).fill(borrower.password);
    await page.getByRole('button', { name: /log in|sign in/i }).click();

    await expect(page).toHaveURL(brandUrl(null, '/dashboard/settings'));
    expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeTruthy();
  });

  test('a wrong password shows one generic message and stores no token', async ({ page, request }) => {
    const borrower = await registerBorrower(request);
    await page.goto(brandUrl(null, '/auth/login'));
    await page.getByLabel('Email').fill(borrower.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong!Password123');
    await page.getByRole('button', { name: /log in|sign in/i }).click();

    await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
    expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
  });

  test('an unsafe redirectUrl is ignored in favour of the dashboard', async ({ page, request }) => {
    const borrower = await registerBorrower(request);
    await page.goto(brandUrl(null, '/auth/login?redirectUrl=%2F%2Fevil.example.com'));
    await page.getByLabel('Email').fill(borrower.email);
    await page.getByLabel('Password', { exact: true }).fill(borrower.password);
    await page.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page).toHaveURL(brandUrl(null, '/dashboard'));
  });

  test('logging out clears the token and a private page asks for login again', async ({ page, request }) => {
    const borrower = await registerBorrower(request);
    await page.goto(brandUrl(null, '/auth/login'));
    await page.getByLabel('Email').fill(borrower.email);
    await page.getByLabel('Password', { exact: true }).fill(borrower.password);
    await page.getByRole('button', { name: /log in|sign in/i }).click();
    await expect(page).toHaveURL(brandUrl(null, '/dashboard'));

    await page
      .getByRole('button', { name: /log out|sign out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/auth\/login/);
    expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();

    await page.goto(brandUrl(null, '/dashboard'));
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fdashboard$/);
  });
});
