import { type BankLinkStarted, BANK_ACCOUNT_API_PATHS as PATHS } from '@hearth/domain/bank-accounts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';

/**
 * The borrower goes to the sandbox institution page and comes back through the link of the account named; the
 * public token it returns with is for the exchange. Every response body is added to `bodies` when given (the
 * tests prove none carries a full account number).
 */
export async function linkAccount(
  t: TestApp,
  uuid: string,
  headers: Record<string, string>,
  purpose: 'DISBURSEMENT' | 'AUTOPAY',
  accountName: string,
  bodies: string[] = [],
) {
  const started = await t.app.inject({
    method: 'POST',
    url: PATHS.linkToken(uuid),
    headers,
    payload: { purpose },
  });
  bodies.push(started.body);
  expect(started.statusCode, started.body).toBe(201);
  const { linkId, redirectUrl, linkToken } = started.json() as BankLinkStarted;
  expect(linkToken).toContain(linkId);
  const page = await t.app.inject({ method: 'GET', url: redirectUrl });
  bodies.push(page.body);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const link = new RegExp(`href="([^"]*)">Share ${accountName} ending in \\d{4}<`).exec(page.body)?.[1];
  expect(link, page.body).toBeDefined();
  const back = new URL((link ?? '').replaceAll('&#38;', '&'), 'http://x');
  expect(back.pathname).toBe('/account/heloc/plaid-oauth-success');
  expect(back.searchParams.get('link_id')).toBe(linkId);
  return { linkId, publicToken: back.searchParams.get('public_token') ?? '' };
}
