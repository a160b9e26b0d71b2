import { createHash } from 'node:crypto';
import { BANK_ACCOUNT_API_PATHS, type BankAccountsView } from '@hearth/domain/bank-accounts';
import { DRAW_RETURN_MESSAGES } from '@hearth/domain/draw-returns';
import {
  type FundedLineView,
  type LenderFundingView,
  FUNDING_API_PATHS as PATHS,
} from '@hearth/domain/funding';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptField } from '../../db/field-crypto';
import { sandboxAccounts } from '../../providers/bank-link/sandbox-bank-link';
import { SANDBOX_ODFI } from '../../providers/funding-bank/sandbox-funding-bank';
import { bearer, registeredBorrower, staffHeaders } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { linkAccount } from '../bank-accounts/test-helpers';
import { settledStatus } from '../collateral/test-helpers';
import { outbox } from '../identity/schema';
import { advanceFunding } from './advance';
import type { FundingDeps } from './deps';
import { resendDraw } from './returns';
import { bankRequests, countingBank, entryRows, pastRescission, readNachaFile } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const line = async (uuid: string, headers: Headers) =>
  (await get(PATHS.line(uuid), headers)).json() as FundedLineView;
const resend = (uuid: string, headers: Headers, accountId: string, key?: string) =>
  post(PATHS.resendDraw(uuid), key ? { ...headers, 'idempotency-key': key } : headers, { accountId });

/** The sandbox persona whose linked checking account ends in 0000: its draw comes back R03. */
const RETURNED = { firstName: 'Bankreturn' };
/** Typed in by hand: owned by the applicant, but closed, so the sandbox bank returns a draw to it R02. */
const CLOSED_ACCOUNT = {
  accountType: 'CHECKING',
  routingNumber: '011000015',
  accountNumber: '7723450002',
  accountNumberConfirm: '7723450002',
};
const TYPED_ACCOUNT = {
  accountType: 'CHECKING',
  routingNumber: '021000021',
  accountNumber: '4417123456789',
  accountNumberConfirm: '4417123456789',
};

/** A Bankreturn borrower past recording and funding: the draw went to the checking account and came back. */
async function returnedDraw() {
  const { uuid, headers } = await pastRescission(t, RETURNED, 'linked-checking');
  expect(await settledStatus(t, uuid)).toBe('FUNDABLE');
  return { uuid, headers };
}

/** Another account for the funds, added on `complete` through the bank calls the bank steps use. */
async function addAccount(uuid: string, headers: Headers, how: 'savings' | object) {
  const res =
    how === 'savings'
      ? await post(BANK_ACCOUNT_API_PATHS.exchange(uuid), headers, {
          ...(await linkAccount(t, uuid, headers, 'DISBURSEMENT', 'Sandbox High Yield Savings')),
          status: 'success',
        })
      : await post(BANK_ACCOUNT_API_PATHS.manual(uuid), headers, how);
  expect(res.statusCode, res.body).toBe(201);
  const view = res.json() as BankAccountsView;
  // Adding an account moves nothing: the application stays in FUNDABLE, the draw waits for the choice.
  expect(view.status).toBe('FUNDABLE');
  expect(view.added?.ownership).toBe('VERIFIED');
  return view.added?.id ?? '';
}

// Each test walks a whole application from registration to a returned draw.
describe('a returned ACH draw (issue 12, decision 0182)', { timeout: 120_000 }, () => {
  it('records the return, never as paid; the borrower links another account and the re-send settles once', async () => {
    const { uuid, headers } = await returnedDraw();
    const [first] = await entryRows(t, uuid);
    expect(first).toMatchObject({
      attempt: 1,
      returnCode: 'R03',
      returnReason: 'No Account/Unable to Locate Account',
      settledAt: null,
    });
    expect(first?.returnedAt).toBeInstanceOf(Date);
    // The borrower is told by e-mail, once, in the page's words.
    const borrower = await findApplication(t.database.db, uuid);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'DRAW_RETURNED'), eq(outbox.identityUuid, borrower?.identityUuid ?? '')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe(borrower?.email);
    expect(mails[0]?.subject).toBe('Your bank sent your money back');
    expect(mails[0]?.body).toContain('could not find the account ending in 0000');

    const returned = await line(uuid, headers);
    const net = returned.funding?.amounts.netCents ?? 0;
    expect(net).toBeGreaterThan(0);
    expect(returned.stage).toBe('FUNDING');
    expect(returned.funding).toMatchObject({
      sentAt: null,
      settledAt: null,
      next: 'CHOOSE_ACCOUNT',
      // The only account on file is the one the money came back from: it is not offered again.
      accountChoices: [],
      returns: [
        {
          mask: '0000',
          amountCents: net,
          returnCode: 'R03',
          reason: 'No Account/Unable to Locate Account',
        },
      ],
    });
    expect(returned.line.firstPaymentDue).toBeNull();
    const bank = (await get(BANK_ACCOUNT_API_PATHS.accounts(uuid), headers)).json() as BankAccountsView;
    expect(bank.reopenedFor).toBe('DISBURSEMENT');

    const staff = await staffHeaders(t.app);
    const held = (await get(PATHS.lenderFunding(uuid), staff)).json() as LenderFundingView;
    expect(held).toMatchObject({ status: 'FUNDABLE', heldCents: net, next: 'CHOOSE_ACCOUNT' });
    expect(held.entries[0]?.returned).toMatchObject({ returnCode: 'R03' });
    expect((await get(PATHS.lenderFunding(uuid), headers)).statusCode).toBe(403);

    const savings = await addAccount(uuid, headers, 'savings');
    const choosing = await line(uuid, headers);
    expect(choosing.funding?.accountChoices).toEqual([
      { id: savings, account: expect.stringMatching(/^Sandbox First Bank savings ending in \d{4}$/) },
    ]);

    // Bad input gets a 4xx and changes nothing: not an id, the account the money came back from, an account that
    // is not this application's, another borrower, staff.
    const checking = first?.accountId ?? '';
    expect((await resend(uuid, headers, 'not-an-id')).statusCode).toBe(400);
    const again = await resend(uuid, headers, checking);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(DRAW_RETURN_MESSAGES.returnedAccount);
    expect((await resend(uuid, headers, crypto.randomUUID())).statusCode).toBe(404);
    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    expect((await resend(uuid, stranger, savings)).statusCode).toBe(404);
    expect((await get(PATHS.line(uuid), stranger)).statusCode).toBe(404);
    expect((await resend(uuid, staff, savings)).statusCode).toBe(403);
    expect(await entryRows(t, uuid)).toHaveLength(1);

    const sent = await resend(uuid, headers, savings, 'resend-1');
    expect(sent.statusCode, sent.body).toBe(200);
    // The same call again (a lost answer, a second click) answers the same and sends nothing more.
    const replay = await resend(uuid, headers, savings, 'resend-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json().funding.account).toBe(sent.json().funding.account);
    expect((await resend(uuid, headers, savings)).statusCode).toBe(200);
    const other = await resend(uuid, headers, checking);
    expect(other.statusCode).toBe(409);

    expect(await settledStatus(t, uuid)).toBe('COMPLETE');
    const entries = await entryRows(t, uuid);
    expect(entries).toHaveLength(2);
    const [returnedEntry, settledEntry] = entries;
    // The first entry stays returned and unpaid; the second settled, in the savings account, with its own trace.
    expect(returnedEntry).toMatchObject({ returnCode: 'R03', settledAt: null });
    expect(settledEntry).toMatchObject({
      attempt: 2,
      accountId: savings,
      amountCents: net,
      returnCode: null,
    });
    expect(settledEntry?.settledAt).toBeInstanceOf(Date);
    expect(settledEntry?.sequence).not.toBe(returnedEntry?.sequence);
    expect((await bankRequests(t, uuid)).map((r) => r.purpose).sort()).toEqual([
      'ach-credit',
      'ach-credit-2',
    ]);

    // The second file, read by the NACHA field positions: one PPD credit of the net draw to the savings account.
    const contents = decryptField(t.app.config.encryptionKey, settledEntry?.fileEncrypted ?? '');
    expect(createHash('sha256').update(contents).digest('hex')).toBe(settledEntry?.fileSha256);
    expect(settledEntry?.fileSha256).not.toBe(returnedEntry?.fileSha256);
    const app = await findApplication(t.database.db, uuid);
    const [, savingsAccount] = sandboxAccounts({
      firstName: app?.firstName ?? '',
      lastName: app?.lastName ?? '',
    });
    const file = readNachaFile(contents);
    expect(file.entries).toEqual([
      {
        code: '32',
        routing: savingsAccount?.routingNumber,
        account: savingsAccount?.accountNumber,
        amountCents: net,
        trace: settledEntry?.traceNumber,
      },
    ]);
    expect(settledEntry?.traceNumber).toBe(
      `${SANDBOX_ODFI.routingNumber.slice(0, 8)}${String(settledEntry?.sequence).padStart(7, '0')}`,
    );
    expect(file.entryCount).toBe(1);
    expect(file.totalCredit).toBe(net);

    // The open line says where the draw went; the money is counted once, from the entry that settled.
    const funded = await line(uuid, headers);
    expect(funded.stage).toBe('FUNDED');
    expect(funded.funding).toMatchObject({
      account: choosing.funding?.accountChoices[0]?.account,
      settledAt: settledEntry?.settledAt?.toISOString(),
      next: null,
      accountChoices: [],
    });
    expect(funded.funding?.returns).toHaveLength(1);
    expect(funded.line.firstPaymentDue).not.toBeNull();
    expect(JSON.stringify(funded)).not.toContain(savingsAccount?.accountNumber);
    const onFile = (await get(BANK_ACCOUNT_API_PATHS.accounts(uuid), headers)).json() as BankAccountsView;
    expect(onFile.disbursement?.id).toBe(savings);
    expect(onFile.reopenedFor).toBeUndefined();
    const done = (await get(PATHS.lenderFunding(uuid), staff)).json() as LenderFundingView;
    expect(done).toMatchObject({ status: 'COMPLETE', heldCents: 0, next: null });

    // Later runs (a duplicate job, the sweep) and a late re-send find it done.
    await advanceFunding(t.app.funding.deps, uuid);
    await t.app.funding.sweep();
    expect(await settledStatus(t, uuid)).toBe('COMPLETE');
    expect((await resend(uuid, headers, savings)).statusCode).toBe(200);
    expect((await resend(uuid, headers, checking)).statusCode).toBe(409);
    expect(await entryRows(t, uuid)).toHaveLength(2);
  });

  it('a second return stops there: the lender calls the borrower, and nothing is sent a third time', async () => {
    const { uuid, headers } = await returnedDraw();
    // Linked while the borrower chose, left unused: the account confirmed on the lender's call below.
    const savings = await addAccount(uuid, headers, 'savings');
    const closed = await addAccount(uuid, headers, CLOSED_ACCOUNT);
    expect((await resend(uuid, headers, closed)).statusCode).toBe(200);
    expect(await settledStatus(t, uuid)).toBe('FUNDABLE');

    const view = await line(uuid, headers);
    expect(view.funding).toMatchObject({
      next: 'CALL_BORROWER',
      accountChoices: [],
      sentAt: null,
      settledAt: null,
    });
    expect(view.funding?.returns.map((r) => [r.returnCode, r.reason])).toEqual([
      ['R03', 'No Account/Unable to Locate Account'],
      ['R02', 'Account Closed'],
    ]);
    // No more accounts are taken, and no re-send: the lender calls.
    const link = await post(BANK_ACCOUNT_API_PATHS.linkToken(uuid), headers, { purpose: 'DISBURSEMENT' });
    expect(link.statusCode).toBe(409);
    const [first] = await entryRows(t, uuid);
    const refused = await resend(uuid, headers, first?.accountId ?? '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DRAW_RETURN_MESSAGES.callBorrower);

    const staff = (
      await get(PATHS.lenderFunding(uuid), await staffHeaders(t.app))
    ).json() as LenderFundingView;
    expect(staff.next).toBe('CALL_BORROWER');
    expect(staff.heldCents).toBe(view.funding?.amounts.netCents);
    expect(staff.entries.map((e) => [e.attempt, e.returned?.returnCode, e.settledAt])).toEqual([
      [1, 'R03', null],
      [2, 'R02', null],
    ]);
    await t.app.funding.sweep();
    await advanceFunding(t.app.funding.deps, uuid);
    expect(await settledStatus(t, uuid)).toBe('FUNDABLE');
    expect(await entryRows(t, uuid)).toHaveLength(2);
    expect(await bankRequests(t, uuid)).toHaveLength(2);

    // After the call (decision 0187) staff send it to the account the borrower confirmed, saying how; only staff.
    const staffOnly = await staffHeaders(t.app);
    const lenderResend = (payload: object, as: Headers = staffOnly) =>
      post(PATHS.lenderResendDraw(uuid), as, payload);
    const note =
      'Confirmed by phone with the borrower, Nov 25 at 2:10 PM PT: savings ending 4321 is theirs and open.';
    expect((await lenderResend({ accountId: savings, note }, headers)).statusCode).toBe(403);
    const noNote = await lenderResend({ accountId: savings, note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe('Say how the borrower confirmed the account (the call, who, when).');
    const toReturned = await lenderResend({ accountId: closed, note });
    expect(toReturned.statusCode).toBe(400);
    expect(toReturned.json().message).toBe(DRAW_RETURN_MESSAGES.returnedAccount);
    expect(await entryRows(t, uuid)).toHaveLength(2);
    const [sent, twin] = await Promise.all([
      lenderResend({ accountId: savings, note }),
      lenderResend({ accountId: savings, note }),
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(twin.statusCode, twin.body).toBe(200);
    expect(await settledStatus(t, uuid)).toBe('COMPLETE');
    const after = (await get(PATHS.lenderFunding(uuid), staffOnly)).json() as LenderFundingView;
    expect(after).toMatchObject({ status: 'COMPLETE', heldCents: 0, next: null });
    expect(after.entries.map((e) => [e.attempt, e.returned?.returnCode ?? null, e.staffNote])).toEqual([
      [1, 'R03', null],
      [2, 'R02', null],
      [3, null, note],
    ]);
    expect(after.entries[2]?.settledAt).not.toBeNull();
    expect(await bankRequests(t, uuid)).toHaveLength(3);
    // The borrower's line is open, the money counted once, from the entry that settled.
    const funded = await line(uuid, headers);
    expect(funded.stage).toBe('FUNDED');
    expect(funded.funding?.returns).toHaveLength(2);
  });

  it('staff cannot send it while the borrower may still choose (decision 0187)', async () => {
    const { uuid } = await returnedDraw();
    const [first] = await entryRows(t, uuid);
    const early = await post(PATHS.lenderResendDraw(uuid), await staffHeaders(t.app), {
      accountId: first?.accountId ?? '',
      note: 'Called the borrower.',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DRAW_RETURN_MESSAGES.notCallingYet);
  });

  it('two re-sends at once write one entry, and two workers one file under one request', async () => {
    const { uuid, headers } = await returnedDraw();
    const savings = await addAccount(uuid, headers, 'savings');
    const typed = await addAccount(uuid, headers, TYPED_ACCOUNT);
    const { bank, submitted } = countingBank(t);
    // Without the queue: the service alone, as two server processes would call it.
    const deps: FundingDeps = { ...t.app.funding.deps, bank, advance: async () => {} };
    const app = await findApplication(t.database.db, uuid);
    if (!app) throw new Error('application missing');
    const answers = await Promise.allSettled([resendDraw(deps, app, savings), resendDraw(deps, app, typed)]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(answers.find((a) => a.status === 'rejected')?.reason.message).toMatch(/^We are already sending/);
    const entries = await entryRows(t, uuid);
    expect(entries).toHaveLength(2);

    await Promise.all([advanceFunding(deps, uuid), advanceFunding(deps, uuid)]);
    expect(await settledStatus(t, uuid)).toBe('COMPLETE');
    const [, second] = await entryRows(t, uuid);
    expect(new Set(submitted.map((s) => s.requestId))).toEqual(new Set([second?.requestId]));
    expect(new Set(submitted.map((s) => s.fileId))).toEqual(new Set([second?.fileId]));
    expect((await bankRequests(t, uuid)).filter((r) => r.purpose === 'ach-credit-2')).toHaveLength(1);
  });
});

describe('a returned draw and the automatic payments (decision 0182)', { timeout: 120_000 }, () => {
  it('moves the automatic payments to the new account when they came from the one the bank sent back', async () => {
    const { uuid, headers } = await pastRescission(t, RETURNED, 'linked-checking-autopay');
    expect(await settledStatus(t, uuid)).toBe('FUNDABLE');
    const returned = await line(uuid, headers);
    expect(returned.funding?.autopayOnReturnedAccount).toBe(true);
    expect(returned.line.autopayAccount).toMatch(/ending in 0000$/);
    const savings = await addAccount(uuid, headers, 'savings');
    const bad = await post(PATHS.resendDraw(uuid), headers, { accountId: savings, autopayToo: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await entryRows(t, uuid)).length).toBe(1);
    const resent = await post(PATHS.resendDraw(uuid), headers, { accountId: savings, autopayToo: true });
    expect(resent.statusCode, resent.body).toBe(200);
    const after = resent.json() as FundedLineView;
    expect(after.funding?.autopayOnReturnedAccount).toBe(false);
    expect(after.line.autopayAccount).toMatch(/^Sandbox First Bank savings ending in \d{4}$/);
  });
});
