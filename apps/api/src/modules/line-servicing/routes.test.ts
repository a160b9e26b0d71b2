import { type LineServicingView, LINE_SERVICING_API_PATHS as PATHS } from '@hearth/domain/line-servicing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FundingBank } from '../../providers/funding-bank/funding-bank';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { injectHttp } from '../../test/journey/http';
import { type SeededJourney, seedJourney } from '../../test/journey/stages';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { readNachaFile } from '../funding/test-helpers';
import { vendorQueueIdle } from '../hard-pull/test-helpers';
import { outbox } from '../identity/schema';
import { lineTransactions } from './schema';

let t: TestApp;
let funded: SeededJourney;
let before: LineServicingView;
beforeAll(async () => {
  t = await setupTestApp();
  // One funded line for the file: every test reads or writes its ledger, each with amounts of its own.
  funded = await seedJourney(injectHttp(t.app), { stage: 'funded' });
  before = (await read(funded.headers)).json() as LineServicingView;
}, 300_000);

type Headers = Record<string, string>;
const read = (headers: Headers, uuid = funded.uuid) =>
  t.app.inject({ method: 'GET', url: PATHS.servicing(uuid), headers });
const post = (url: string, body: unknown, headers: Headers, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });
const ledger = () =>
  t.database.db.select().from(lineTransactions).where(eq(lineTransactions.applicationUuid, funded.uuid));

describe('/pay: the open line (issue 22 item 11, decision 0223)', { timeout: 60_000 }, () => {
  it('shows the balance, the available credit, the next payment and the accounts of the funded line', async () => {
    expect(before.balanceCents).toBeGreaterThan(0);
    expect(before.availableCreditCents).toBe(before.creditLimitCents - before.balanceCents);
    expect(before.nextPayment.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(before.nextPayment.minimumCents).toBeGreaterThan(0);
    expect(before.nextPayment.minimumCents).toBeLessThan(before.balanceCents);
    expect(before.paymentAccounts.length).toBeGreaterThan(0);
    expect(before.drawAccount).toMatch(/ending in \d{4}$/);
    expect(before.minimumDrawCents).toBe(50_000);
    expect(before.interestOnlyDrawPeriod).toBe(false);
    // The borrower's list of open lines is this one line, and another borrower's list is empty.
    const lines = await t.app.inject({ method: 'GET', url: PATHS.lines, headers: funded.headers });
    expect(lines.json().lines.map((l: LineServicingView) => l.uuid)).toEqual([funded.uuid]);
  });

  it('takes a one-off payment once, however often it is retried with its key, and lowers the balance', async () => {
    const account = before.paymentAccounts[0]?.id;
    const body = { amount: 250.5, accountId: account };
    const first = await post(PATHS.payments(funded.uuid), body, funded.headers, 'pay-once-0001');
    expect(first.statusCode).toBe(200);
    const again = await post(PATHS.payments(funded.uuid), body, funded.headers, 'pay-once-0001');
    expect(again.statusCode).toBe(200);
    const rows = (await ledger()).filter((r) => r.kind === 'PAYMENT' && r.amountCents === 25_050);
    expect(rows).toHaveLength(1);
    const view = (await read(funded.headers)).json() as LineServicingView;
    expect(view.activity.find((a) => a.id === rows[0]?.id)?.account).toMatch(/ending in \d{4}$/);
    expect(first.json().balanceCents).toBe(view.balanceCents);
    // The payment counts toward the payment due next: the minimum is unchanged, what is left of it is less.
    expect(view.nextPayment.minimumCents).toBe(before.nextPayment.minimumCents);
    expect(view.nextPayment.remainingCents).toBe(Math.max(0, before.nextPayment.minimumCents - 25_050));
  });

  it('takes a draw once within the available credit, and it raises the balance', async () => {
    const start = (await read(funded.headers)).json() as LineServicingView;
    const first = await post(PATHS.draws(funded.uuid), { amount: 600 }, funded.headers, 'draw-once-0001');
    expect(first.statusCode).toBe(200);
    const again = await post(PATHS.draws(funded.uuid), { amount: 600 }, funded.headers, 'draw-once-0001');
    expect(again.json()).toEqual(first.json());
    const after = (await read(funded.headers)).json() as LineServicingView;
    expect(after.balanceCents).toBe(start.balanceCents + 60_000);
    expect(after.availableCreditCents).toBe(start.availableCreditCents - 60_000);
    expect((await ledger()).filter((r) => r.kind === 'DRAW')).toHaveLength(1);
  });

  it('refuses bad amounts and accounts with the message, and writes nothing', async () => {
    const count = (await ledger()).length;
    const view = (await read(funded.headers)).json() as LineServicingView;
    const cases: [string, unknown, string][] = [
      [PATHS.draws(funded.uuid), { amount: 499.99 }, 'Each draw must be at least $500.00.'],
      [
        PATHS.draws(funded.uuid),
        { amount: view.availableCreditCents / 100 + 1 },
        'You can draw up to your available credit',
      ],
      [PATHS.draws(funded.uuid), { amount: 600.001 }, 'Enter an amount in dollars and cents.'],
      [PATHS.draws(funded.uuid), { amount: -5 }, 'Enter an amount.'],
      [
        PATHS.payments(funded.uuid),
        { amount: view.balanceCents / 100 + 1, accountId: view.paymentAccounts[0]?.id },
        'You can pay up to your balance',
      ],
      [
        PATHS.payments(funded.uuid),
        { amount: 10, accountId: '6f1a2b3c-0002-4000-8000-000000000002' },
        'Choose one of your linked accounts that we verified as yours.',
      ],
    ];
    for (const [url, body, message] of cases) {
      const res = await post(url, body, funded.headers, `bad-${Math.random().toString(36).slice(2)}`);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    // Without a key a write is refused: a retry could not be told from a second payment.
    expect((await post(PATHS.draws(funded.uuid), { amount: 600 }, funded.headers)).statusCode).toBe(400);
    expect(await ledger()).toHaveLength(count);
  });

  it('gives another borrower nothing of the line and lets them write nothing to it', async () => {
    const other = await registeredBorrower(t.app);
    const headers = bearer(other.jwt);
    const count = (await ledger()).length;
    expect((await read(headers)).statusCode).toBe(404);
    const pay = { amount: 10, accountId: before.paymentAccounts[0]?.id };
    expect((await post(PATHS.payments(funded.uuid), pay, headers, 'other-pay-0001')).statusCode).toBe(404);
    expect((await post(PATHS.draws(funded.uuid), { amount: 600 }, headers, 'other-draw-01')).statusCode).toBe(
      404,
    );
    expect((await read({})).statusCode).toBe(401);
    const lines = await t.app.inject({ method: 'GET', url: PATHS.lines, headers });
    expect(lines.json()).toEqual({ lines: [] });
    expect(await ledger()).toHaveLength(count);
  });

  it('answers 409 for an application whose line is not open', async () => {
    const offers = await seedJourney(injectHttp(t.app), { stage: 'offers' });
    const res = await read(offers.headers, offers.uuid);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Your line of credit is not open yet. Payments and draws start once your line is funded.',
    );
  });
});

/**
 * The lender's bank as the app has it, keeping each file submitted; `account` (when given) is the account number the
 * receiving bank finds in each entry instead (the sandbox returns one ending in 0001 R01 for a debit, 0000 R03).
 */
function watchBank(account?: string) {
  const real = t.app.funding.deps.bank;
  const submitted: string[] = [];
  const bank: FundingBank = {
    odfi: real.odfi,
    submitAch: async (file) => {
      submitted.push(file.contents);
      const contents = account
        ? file.contents
            .split('\n')
            .map((r) => (r[0] === '6' ? `${r.slice(0, 12)}${account.padEnd(17, ' ')}${r.slice(29)}` : r))
            .join('\n')
        : file.contents;
      await real.submitAch({ ...file, contents });
    },
    sendWires: (order) => real.sendWires(order),
  };
  t.app.funding.deps.bank = bank;
  return { submitted, restore: () => (t.app.funding.deps.bank = real) };
}

const rowOf = async (amountCents: number) => (await ledger()).find((r) => r.amountCents === amountCents);

describe('/pay moves the money by ACH (decision 0258)', { timeout: 60_000 }, () => {
  it('sends a payment as one PPD debit and a draw as one PPD credit, once each however often retried, and both settle', async () => {
    const start = (await read(funded.headers)).json() as LineServicingView;
    const bank = watchBank();
    try {
      const pay = { amount: 123.45, accountId: start.paymentAccounts[0]?.id };
      for (let i = 0; i < 2; i++) {
        expect(
          (await post(PATHS.payments(funded.uuid), pay, funded.headers, 'ach-pay-0001')).statusCode,
        ).toBe(200);
        expect(
          (await post(PATHS.draws(funded.uuid), { amount: 700.01 }, funded.headers, 'ach-draw-001'))
            .statusCode,
        ).toBe(200);
      }
      // Pending at once: the payment is taken off the balance and the draw added, before the bank answers.
      const pending = (await read(funded.headers)).json() as LineServicingView;
      expect(pending.balanceCents).toBe(start.balanceCents - 12_345 + 70_001);
      await vendorQueueIdle(t.app);
      const files = bank.submitted.map(readNachaFile);
      expect(files).toHaveLength(2);
      expect(files.flatMap((f) => f.entries.map((e) => [e.code, e.amountCents])).sort()).toEqual([
        ['22', 70_001],
        ['27', 12_345],
      ]);
      const payment = await rowOf(12_345);
      const draw = await rowOf(70_001);
      expect([payment?.status, draw?.status]).toEqual(['SETTLED', 'SETTLED']);
      expect(files.flatMap((f) => f.entries.map((e) => e.trace)).sort()).toEqual(
        [payment?.traceNumber, draw?.traceNumber].sort(),
      );
      const after = (await read(funded.headers)).json() as LineServicingView;
      expect(after.balanceCents).toBe(pending.balanceCents);
      const shown = after.activity.find((a) => a.id === payment?.id);
      expect(shown).toMatchObject({ status: 'SETTLED', returnMessage: null });
      // Run again, the job sends nothing more: each entry has its outcome.
      await t.app.vendors.enqueue({
        type: 'module',
        name: 'line-servicing.send',
        applicationUuid: funded.uuid,
      });
      await vendorQueueIdle(t.app);
      expect(bank.submitted).toHaveLength(2);
    } finally {
      bank.restore();
    }
  });

  it('adds a payment the bank returned back to the balance, and tells the borrower why and what to do', async () => {
    const start = (await read(funded.headers)).json() as LineServicingView;
    const bank = watchBank('9912340001');
    try {
      const pay = { amount: 88.12, accountId: start.paymentAccounts[0]?.id };
      expect((await post(PATHS.payments(funded.uuid), pay, funded.headers, 'ach-return-01')).statusCode).toBe(
        200,
      );
      await vendorQueueIdle(t.app);
    } finally {
      bank.restore();
    }
    const row = await rowOf(8_812);
    expect(row).toMatchObject({ status: 'RETURNED', returnCode: 'R01', returnReason: 'Insufficient Funds' });
    const view = (await read(funded.headers)).json() as LineServicingView;
    expect(view.balanceCents).toBe(start.balanceCents);
    const shown = view.activity.find((a) => a.id === row?.id);
    expect(shown?.status).toBe('RETURNED');
    expect(shown?.returnMessage).toMatch(
      /did not have enough money for it, so your \$88\.12 payment was not made/,
    );
    const notices = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'PAYMENT_RETURNED'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Your payment was returned');
  });

  it('takes a draw the bank sent back off the balance, and says why', async () => {
    const start = (await read(funded.headers)).json() as LineServicingView;
    const bank = watchBank('9912340000');
    try {
      expect(
        (await post(PATHS.draws(funded.uuid), { amount: 512.34 }, funded.headers, 'ach-return-02'))
          .statusCode,
      ).toBe(200);
      await vendorQueueIdle(t.app);
    } finally {
      bank.restore();
    }
    const row = await rowOf(51_234);
    expect(row).toMatchObject({ status: 'RETURNED', returnCode: 'R03' });
    const view = (await read(funded.headers)).json() as LineServicingView;
    expect(view.balanceCents).toBe(start.balanceCents);
    expect(view.availableCreditCents).toBe(start.availableCreditCents);
    expect(view.activity.find((a) => a.id === row?.id)?.returnMessage).toMatch(
      /could not find the account ending in/,
    );
    expect(
      await t.database.db.select().from(outbox).where(eq(outbox.kind, 'LINE_DRAW_RETURNED')),
    ).toHaveLength(1);
  });
});
