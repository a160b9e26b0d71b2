import type { StaffRole } from '@hearth/domain/console';
import { totpCode } from '@hearth/domain/totp';
import { expect, type Page } from '@playwright/test';
import { WAIT } from './after-offer';
import { brandUrl, STRONG_PASSWORD, uniqueEmail } from './hearth';
import { http } from './seed';

/** A staff member of a lender made in one call outside production (decision 0228): e-mail and authenticator secret. */
export interface SandboxStaff {
  email: string;
  totpSecret: string;
}

export async function newSandboxStaff(role: StaffRole, organizationCode = 'HEARTH'): Promise<SandboxStaff> {
  const email = uniqueEmail(role.toLowerCase().replace('_', '-'));
  const res = await http().request('POST', '/sandbox/console/staff', {
    body: { email, name: `Jordan ${role}`, role, password: STRONG_PASSWORD, organizationCode },
  });
  expect(res.status, res.text).toBe(201);
  return { email, totpSecret: res.json<{ totpSecret: string }>().totpSecret };
}

/**
 * Signs a staff member in through the console's own form, by its labels, with the code their authenticator app
 * would show. `from` is the page opened first (a console page sends a visitor without a session to sign in).
 */
export async function signInToConsoleAs(
  page: Page,
  staff: SandboxStaff,
  options: { brandKey?: string | null; from?: string } = {},
): Promise<void> {
  await page.goto(brandUrl(options.brandKey ?? null, options.from ?? '/console/sign-in'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the lender console' })).toBeVisible(
    WAIT,
  );
  await page.getByLabel('Work email').fill(staff.email);
  await page.getByLabel('Password').fill(STRONG_PASSWORD);
  await page.getByLabel('One-time code').fill(await totpCode(staff.totpSecret));
  await page.getByRole('button', { name: 'Sign in' }).click();
}
