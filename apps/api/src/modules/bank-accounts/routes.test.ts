import {
  type BankAccountsView,
  BANK_ACCOUNT_MESSAGES as MESSAGES,
  BANK_ACCOUNT_API_PATHS as PATHS,
} from '@hearth/domain/bank-accounts';
import type { HelocApplication } from '@hearth/domain/entities';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { routeForApplication } from '@hearth/domain/step-router';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxAccounts } from '../../providers/bank-link/sandbox-bank-link';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { helocApplications } from '../application/schema';
import { applicationConditions } from '../conditions/schema';
import { acceptedApplication, statusAfter, vendorQueueIdle } from '../hard-pull/test-helpers';
import { bankAccounts } from './schema';
import { linkAccount } from './test-helpers';

let t: TestApp;
/** Every response body of this file: none may carry a full account or routing number. */
const bodies: string[] = [];
beforeAll(async () => {
  t = await setupTestApp();
});

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  const res =
    payload === undefined
      ? await t.app.inject({ method, url, headers })
      : await t.app.inject({ method, url, headers, payload });
  bodies.push(res.body);
  return res;
}

/**
 * A borrower past the hard pull, put straight into DISBURSEMENT_ACCOUNT: the liens, valuation and title steps
 * before it are other engineers' work on this branch. The first name picks the bank persona.
 */
async function atDisbursement(firstName?: string) {
  const accepted = await acceptedApplication(t.app, { firstName });
  await statusAfter(t, accepted.uuid, 'HARD_CREDIT_PULL');
  await vendorQueueIdle(t.app);
  await t.database.db
    .update(helocApplications)
    .set({ status: 'DISBURSEMENT_ACCOUNT' })
    .where(eq(helocApplications.uuid, accepted.uuid));
  return accepted;
}

async function exchange(
  uuid: string,
  headers: Record<string, string>,
  link: { linkId: string; publicToken: string },
) {
  const res = await call('POST', PATHS.exchange(uuid), headers, { ...link, status: 'success' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BankAccountsView;
}

async function wire(uuid: string, headers: Record<string, string>) {
  const res = await call('GET', HELOC_API_PATHS.application(uuid), headers);
  return res.json() as HelocApplication;
}

const openConditions = (uuid: string) =>
  t.database.db
    .select({ category: applicationConditions.category })
    .from(applicationConditions)
    .where(and(eq(applicationConditions.applicationUuid, uuid), eq(applicationConditions.status, 'OPEN')));

const MANUAL = {
  accountType: 'CHECKING',
  routingNumber: '021000021',
  accountNumber: '4417123456789',
  accountNumberConfirm: '4417123456789',
};

describe('bank accounts (issue 11 item 5, decision 0161)', () => {
  it('links the funds account, uses it for autopay with the discount, confirms both, and never shows a number', async () => {
    const { uuid, headers } = await atDisbursement();
    const empty = (await call('GET', PATHS.accounts(uuid), headers)).json() as BankAccountsView;
    expect(empty).toMatchObject({ status: 'DISBURSEMENT_ACCOUNT', accounts: [] });
    expect(empty.rates.autopay).toBe(true);
    expect(empty.rates.autopayApr).toBeLessThan(empty.rates.apr);
    const wrong = await call('POST', PATHS.linkToken(uuid), headers, { purpose: 'AUTOPAY' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(MESSAGES.wrongPurpose);

    const link = await linkAccount(t, uuid, headers, 'DISBURSEMENT', 'Sandbox Everyday Checking', bodies);
    const bad = await call('POST', PATHS.exchange(uuid), headers, {
      linkId: link.linkId,
      status: 'success',
      publicToken: `${link.publicToken.slice(0, -2)}xx`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.badPublicToken);
    const linked = await exchange(uuid, headers, link);
    expect(linked.status).toBe('AUTOPAY');
    expect(linked.added).toMatchObject({
      purpose: 'DISBURSEMENT',
      source: 'LINK',
      institution: 'Sandbox First Bank',
      accountType: 'CHECKING',
      ownership: 'VERIFIED',
    });
    expect(linked.disbursement?.id).toBe(linked.added?.id);
    // A reload of the return page exchanges nothing twice.
    const again = await exchange(uuid, headers, link);
    expect(again.added?.id).toBe(linked.added?.id);
    expect(again.accounts).toHaveLength(1);

    // The application shows the funds account masked, and the router goes on to autopay.
    const app = await wire(uuid, headers);
    expect(app.disburseAccount?.mask).toBe(linked.added?.mask);
    expect(app.disburseAccount?.accountNumber).toBe(`••••${linked.added?.mask}`);
    expect(routeForApplication(app, { uuid: 'profile' }).page).toBe('bank/autopay');

    const other = await registeredBorrower(t.app);
    for (const url of [PATHS.accounts(uuid)])
      expect((await call('GET', url, bearer(other.jwt))).statusCode).toBe(404);
    const foreign = await call('POST', PATHS.autopay(uuid), bearer(other.jwt), {
      accountId: linked.added?.id,
    });
    expect(foreign.statusCode).toBe(404);

    const autopay = await call('POST', PATHS.autopay(uuid), headers, { accountId: linked.added?.id });
    expect(autopay.statusCode, autopay.body).toBe(200);
    const chosen = autopay.json() as BankAccountsView;
    expect(chosen.status).toBe('VERIFIED_AUTOPAY');
    expect(chosen.autopay?.mask).toBe(linked.added?.mask);
    expect(chosen.rates.autopay).toBe(true);
    expect(routeForApplication(await wire(uuid, headers), { uuid: 'profile' }).page).toBe('bank/confirm');
    expect((await wire(uuid, headers)).discountList[0]?.discount.type).toBe('AUTOPAY');

    const confirmed = await call('POST', PATHS.confirm(uuid), headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((confirmed.json() as BankAccountsView).status).toBe('GEN_APP_DISCLOSURES');
    expect((await call('POST', PATHS.confirm(uuid), headers)).statusCode).toBe(200);

    // At rest the numbers are encrypted; in no response, page or view is a full number.
    const row = await findApplication(t.database.db, uuid);
    const numbers = sandboxAccounts({ firstName: row?.firstName ?? '', lastName: row?.lastName ?? '' });
    const stored = await t.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.applicationUuid, uuid));
    expect(stored).toHaveLength(2);
    for (const account of numbers) {
      expect(JSON.stringify(stored)).not.toContain(account.accountNumber);
      for (const body of bodies) expect(body).not.toContain(account.accountNumber);
    }
  }, 60_000);

  it('an account owned by someone else says so with its last 4 digits, opens the fraud review, and another may be added', async () => {
    const { uuid, headers } = await atDisbursement('Bankmismatch');
    const mismatch = await exchange(
      uuid,
      headers,
      await linkAccount(t, uuid, headers, 'DISBURSEMENT', 'Sandbox Everyday Checking', bodies),
    );
    expect(mismatch.status).toBe('DISBURSEMENT_ACCOUNT');
    expect(mismatch.added?.ownership).toBe('MISMATCH');
    expect(mismatch.disbursement).toBeUndefined();
    expect(MESSAGES.ownershipUnverified(mismatch.added?.mask ?? '')).toBe(
      `We weren't able to verify ownership of your connected account ending in ${mismatch.added?.mask}.`,
    );
    expect(await openConditions(uuid)).toEqual([{ category: 'BANK_ACCOUNT_FRAUD_REVIEW' }]);
    // Typed in by hand, the same person's account is still someone else's.
    const manual = await call('POST', PATHS.manual(uuid), headers, MANUAL);
    expect((manual.json() as BankAccountsView).added?.ownership).toBe('MISMATCH');
    expect(await openConditions(uuid)).toHaveLength(1);

    const savings = await exchange(
      uuid,
      headers,
      await linkAccount(t, uuid, headers, 'DISBURSEMENT', 'Sandbox High Yield Savings', bodies),
    );
    expect(savings.status).toBe('AUTOPAY');
    expect(savings.disbursement).toMatchObject({ accountType: 'SAVINGS', ownership: 'VERIFIED' });
    expect(savings.accounts.map((a) => a.ownership)).toEqual(['MISMATCH', 'MISMATCH', 'VERIFIED']);

    // Declining autopay drops the discount from the offer and moves on to the documents.
    const declined = await call('POST', PATHS.declineAutopay(uuid), headers);
    expect(declined.statusCode, declined.body).toBe(200);
    const view = declined.json() as BankAccountsView;
    expect(view).toMatchObject({ status: 'GEN_APP_DISCLOSURES', rates: { autopay: false } });
    expect(view.rates.autopayApr).not.toBeNull();
    expect((await wire(uuid, headers)).discountList).toEqual([]);
    const offer = (await findApplication(t.database.db, uuid))?.selectedOffer as { autopay?: boolean };
    expect(offer.autopay).toBe(false);
  }, 60_000);

  it('in AUTOPAY without a funds account on file the funds account is taken first, as the router asks', async () => {
    const { uuid, headers } = await atDisbursement();
    await t.database.db
      .update(helocApplications)
      .set({ status: 'AUTOPAY' })
      .where(eq(helocApplications.uuid, uuid));
    expect(routeForApplication(await wire(uuid, headers), { uuid: 'profile' }).page).toBe('bank/disburse');
    const linked = await exchange(
      uuid,
      headers,
      await linkAccount(t, uuid, headers, 'DISBURSEMENT', 'Sandbox Everyday Checking', bodies),
    );
    expect(linked).toMatchObject({ status: 'AUTOPAY', disbursement: { ownership: 'VERIFIED' } });
    expect(routeForApplication(await wire(uuid, headers), { uuid: 'profile' }).page).toBe('bank/autopay');
    const twice = await call('POST', PATHS.linkToken(uuid), headers, { purpose: 'DISBURSEMENT' });
    expect(twice.statusCode).toBe(409);
  }, 60_000);

  it('an account typed in by hand: checked as typed, nothing written on bad input, one row however often it is sent', async () => {
    const { uuid, headers } = await atDisbursement();
    const cases: [object, string, string][] = [
      [{ ...MANUAL, routingNumber: '021000022' }, 'routingNumber', MESSAGES.routingInvalid],
      [{ ...MANUAL, routingNumber: '02100' }, 'routingNumber', MESSAGES.routingRequired],
      [
        { ...MANUAL, accountNumberConfirm: '4417123456780' },
        'accountNumberConfirm',
        "Account numbers don't match",
      ],
      [
        { ...MANUAL, accountNumber: '12', accountNumberConfirm: '12' },
        'accountNumber',
        MESSAGES.accountFormat,
      ],
      [{ ...MANUAL, accountType: 'BROKERAGE' }, 'accountType', MESSAGES.accountTypeRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', PATHS.manual(uuid), headers, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors, field).toEqual([message]);
    }
    expect(
      await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.applicationUuid, uuid)),
    ).toEqual([]);

    // The bank has no record of an account ending in 0000: it cannot be used, and no fraud review opens.
    const unknown = await call('POST', PATHS.manual(uuid), headers, {
      ...MANUAL,
      accountNumber: '55510000',
      accountNumberConfirm: '55510000',
    });
    expect((unknown.json() as BankAccountsView).added?.ownership).toBe('PENDING');
    expect(await openConditions(uuid)).toEqual([]);

    const keyed = { ...headers, 'idempotency-key': `manual-${uuid}` };
    const first = await call('POST', PATHS.manual(uuid), keyed, { ...MANUAL, routingNumber: '0210-0002 1' });
    expect(first.statusCode, first.body).toBe(201);
    const added = (first.json() as BankAccountsView).added;
    expect(added).toMatchObject({ source: 'MANUAL', ownership: 'VERIFIED', mask: '6789' });
    expect((first.json() as BankAccountsView).status).toBe('AUTOPAY');
    const replay = await call('POST', PATHS.manual(uuid), keyed, { ...MANUAL, routingNumber: '0210-0002 1' });
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
    const unkeyed = await call('POST', PATHS.manual(uuid), headers, MANUAL);
    expect((unkeyed.json() as BankAccountsView).added?.id).toBe(added?.id);
    expect(
      await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.applicationUuid, uuid)),
    ).toHaveLength(2);

    // The borrower goes back to change the funds account from the autopay step.
    const change = await call('POST', PATHS.change(uuid), headers, { purpose: 'DISBURSEMENT' });
    expect((change.json() as BankAccountsView).status).toBe('DISBURSEMENT_ACCOUNT');
    // Choosing the same account again goes through: it is the account in use, still one row.
    const again = await call('POST', PATHS.manual(uuid), headers, MANUAL);
    expect(again.json()).toMatchObject({ status: 'AUTOPAY', disbursement: { id: added?.id } });
    expect(
      await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.applicationUuid, uuid)),
    ).toHaveLength(2);

    const other = await registeredBorrower(t.app);
    const foreign = await call('POST', PATHS.manual(uuid), bearer(other.jwt), MANUAL);
    expect(foreign.statusCode).toBe(404);
    for (const body of bodies) expect(body).not.toContain(MANUAL.accountNumber);
  }, 60_000);
});
