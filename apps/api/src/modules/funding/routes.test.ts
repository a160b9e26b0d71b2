import { createHash } from 'node:crypto';
import { APP_START_API_PATHS, type ApplicationSummary } from '@hearth/domain/app-start';
import { CONSOLE_API_PATHS, CONSOLE_MESSAGES } from '@hearth/domain/console';
import type { Offer, OfferSet } from '@hearth/domain/entities';
import { closingCostsView } from '@hearth/domain/fees';
import { FINAL_DECISION_API_PATHS } from '@hearth/domain/final-decision';
import { type FundedLineView, FUNDING_API_PATHS as PATHS } from '@hearth/domain/funding';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { toCents } from '@hearth/domain/money';
import { NOTARY_API_PATHS } from '@hearth/domain/notary';
import { offerSetCostPicture } from '@hearth/domain/offer-figures';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptField } from '../../db/field-crypto';
import { bearer, registeredBorrower, staffHeaders } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { helocApplications } from '../application/schema';
import { addressOf, settledStatus } from '../collateral/test-helpers';
import { openCondition } from '../conditions/service';
import { booked, deedSigned, rescissionOver } from '../notary/test-helpers';
import { vendorRequests } from '../vendor-callbacks/schema';
import { advanceFunding } from './advance';
import { achEntries, fundings, recordings } from './schema';
import { bankRequests, countingBank, entryRows, pastRescission, readNachaFile } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

async function fundingRows(uuid: string) {
  return t.database.db.select().from(fundings).where(eq(fundings.applicationUuid, uuid));
}

// Each test walks a whole application from registration to funding.
describe('recording and funding (issue 12 items 6 and 7, decision 0178)', { timeout: 90_000 }, () => {
  it('records the deed, funds the net draw by one ACH credit, and shows the open line', async () => {
    const { uuid, headers } = await pastRescission(t);
    expect(await settledStatus(t, uuid)).toBe('COMPLETE');
    const line = (await get(PATHS.line(uuid), headers)).json() as FundedLineView;
    expect(line.stage).toBe('FUNDED');
    expect(line.recording?.instrumentNumber).toMatch(/^\d{4}-\d{6}$/);
    const app = await findApplication(t.database.db, uuid);
    const [entry] = await entryRows(t, uuid);
    const [recording] = await t.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.applicationUuid, uuid));
    // The draw less the county's fee and tax (no payoffs here) goes to the account; the fee is in the balance.
    expect(line.funding?.amounts).toEqual({
      drawCents: app?.amountCents,
      payoffCents: 0,
      costsCents: (recording?.feeCents ?? 0) + (recording?.taxCents ?? 0),
      financedCents: 0,
      netCents: (app?.amountCents ?? 0) - (recording?.feeCents ?? 0) - (recording?.taxCents ?? 0),
    });
    expect(line.funding?.settledAt).not.toBeNull();
    expect(line.line.firstPaymentDue).toMatch(/^\d{4}-\d{2}-25$/);
    expect(line.line.balanceCents).toBeGreaterThanOrEqual(line.funding?.amounts.drawCents ?? 0);

    // One cost picture (issue 21 item 7, decision 0207): the offers page, the summary, the final offer and the
    // funded line show the same costs, each paid the way the funding paid it.
    const offer = app?.selectedOffer as unknown as Offer;
    const summary = (await get(APP_START_API_PATHS.summary(uuid), headers)).json() as ApplicationSummary;
    const final = (await get(FINAL_DECISION_API_PATHS.finalDecision(uuid), headers)).json();
    const set = (await get(HELOC_API_PATHS.offers(uuid), headers)).json() as OfferSet;
    const offered = set.offers.find((o) => o.type === offer.type && o.term === offer.term);
    const picture = offered && offerSetCostPicture(set, offered, (app?.amountCents ?? 0) / 100);
    expect(line.closingCosts?.lines.map((l) => [l.key, l.paid])).toEqual([
      ['ORIGINATION_FEE', 'ADDED_TO_BALANCE'],
      ['RECORDING_FEE', 'PAID_FROM_DRAW'],
    ]);
    expect(summary.offer?.closingCosts).toEqual(line.closingCosts);
    expect(final.closingCosts).toEqual(line.closingCosts);
    expect(picture && closingCostsView(picture)).toEqual(line.closingCosts);
    // ...and the funded line's money is that picture's: the fee in the balance, the county's fee out of the draw.
    expect(toCents(line.closingCosts?.paidFromDraw ?? -1)).toBe(line.funding?.amounts.costsCents);
    expect(line.line.balanceCents).toBe(
      (app?.amountCents ?? 0) + toCents(line.closingCosts?.addedToBalance ?? -1),
    );
    expect(line.line.availableCreditCents).toBe(line.line.creditLimitCents - line.line.balanceCents);

    const contents = decryptField(t.app.config.encryptionKey, entry?.fileEncrypted ?? '');
    expect(createHash('sha256').update(contents).digest('hex')).toBe(entry?.fileSha256);
    const file = readNachaFile(contents);
    expect(file.entries).toEqual([
      {
        code: '22',
        routing: '021000021',
        account: '4417123456789',
        amountCents: line.funding?.amounts.netCents,
        trace: entry?.traceNumber,
      },
    ]);
    expect(file.entryCount).toBe(1);
    expect(file.totalCredit).toBe(line.funding?.amounts.netCents);
    // The account number is in the stored file (the bank needs it) but never in what the borrower reads.
    expect(JSON.stringify(line)).not.toContain('4417123456789');

    // Every later run (a duplicate job, the sweep) finds the funding done: still one entry, the same file.
    await advanceFunding(t.app.funding.deps, uuid);
    await t.app.funding.sweep();
    expect(await settledStatus(t, uuid)).toBe('COMPLETE');
    expect((await entryRows(t, uuid)).map((r) => r.fileSha256)).toEqual([entry?.fileSha256]);
    expect((await bankRequests(t, uuid)).map((r) => r.purpose)).toEqual(['ach-credit']);

    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    expect((await get(PATHS.line(uuid), stranger)).statusCode).toBe(404);
  });

  it('writes the file once when two workers fund the same line after a crash', async () => {
    const { uuid } = await pastRescission(t);
    expect(await settledStatus(t, uuid)).toBe('COMPLETE');
    // As if the process died after the funding decision, before the file: FUNDABLE with no file written.
    await t.database.db
      .update(achEntries)
      .set({
        fileEncrypted: null,
        fileSha256: null,
        fileId: null,
        traceNumber: null,
        requestId: null,
        submittedAt: null,
        settledAt: null,
      })
      .where(eq(achEntries.applicationUuid, uuid));
    await t.database.db.delete(vendorRequests).where(eq(vendorRequests.applicationUuid, uuid));
    await t.database.db
      .update(helocApplications)
      .set({ status: 'FUNDABLE' })
      .where(eq(helocApplications.uuid, uuid));
    const { bank, submitted } = countingBank(t);
    const deps = { ...t.app.funding.deps, bank };
    await Promise.all([advanceFunding(deps, uuid), advanceFunding(deps, uuid)]);
    expect(await settledStatus(t, uuid)).toBe('COMPLETE');
    const rows = await entryRows(t, uuid);
    expect(rows).toHaveLength(1);
    // Whoever submitted, it was the one file under the one request: the bank pays it once.
    expect(new Set(submitted.map((s) => s.requestId)).size).toBe(1);
    expect(new Set(submitted.map((s) => s.fileId))).toEqual(new Set([rows[0]?.fileId]));
    expect((await bankRequests(t, uuid)).filter((r) => r.purpose === 'ach-credit')).toHaveLength(1);
  });

  it('pays the second lien by wire from the draw, and adds the costs it cannot cover to the balance', async () => {
    const { uuid, headers } = await pastRescission(t, { address: addressOf('two-liens') });
    expect(await settledStatus(t, uuid)).toBe('COMPLETE');
    const line = (await get(PATHS.line(uuid), headers)).json() as FundedLineView;
    const [funding] = await fundingRows(uuid);
    expect(funding?.wires).toHaveLength(1);
    expect(funding?.wires[0]?.fedReference).toMatch(/^SBX\d{8}$/);
    const amounts = line.funding?.amounts;
    expect(amounts?.payoffCents).toBe(funding?.wires[0]?.amountCents);
    // The draw grew to the payoff statement's total (in whole $100s): what is left pays part of the county's
    // costs, the rest of them is added to the balance, and nothing is left to send, so no ACH entry is written.
    expect(amounts?.netCents).toBe(0);
    expect((amounts?.drawCents ?? 0) - (amounts?.payoffCents ?? 0)).toBe(amounts?.costsCents);
    expect(amounts?.financedCents).toBeGreaterThan(0);
    expect(await entryRows(t, uuid)).toEqual([]);
    expect((await bankRequests(t, uuid)).map((r) => r.purpose)).toEqual(['payoff-wires']);
    const app = await findApplication(t.database.db, uuid);
    expect(line.line.balanceCents).toBeGreaterThan(app?.amountCents ?? 0);
  });

  it('holds funding while a task is open, until staff approve it; the borrower cannot', async () => {
    const { uuid, headers, slot } = await booked(t);
    await deedSigned(t, uuid, headers, slot);
    const app = await findApplication(t.database.db, uuid);
    if (!app) throw new Error('application missing');
    await openCondition({ db: t.database.db, now: () => t.app.vendors.clock.nowFor(uuid) }, app, {
      category: 'GENERIC_DOCUMENT_REQUEST',
      commentsToBorrower: 'Your most recent mortgage statement',
    });
    await rescissionOver(t, uuid, headers);
    await get(NOTARY_API_PATHS.rescission(uuid), headers);
    expect(await settledStatus(t, uuid)).toBe('FUNDING_DECISION');
    expect(await fundingRows(uuid)).toHaveLength(0);
    const waiting = (await get(PATHS.line(uuid), headers)).json() as FundedLineView;
    expect(waiting).toMatchObject({ stage: 'FUNDING', funding: null });
    expect(waiting.recording).not.toBeNull();

    const post = (h: Headers, payload: object) =>
      t.app.inject({ method: 'POST', url: PATHS.fundingDecision(uuid), headers: h, payload });
    expect(
      (await post(headers, { decision: 'APPROVE', note: 'statement received by mail' })).statusCode,
    ).toBe(403);
    const staff = await staffHeaders(t.app, 'HEARTH', 'UNDERWRITER');
    const bad = await post(staff, { decision: 'APPROVE', note: '' });
    expect(bad.statusCode).toBe(400);
    expect(await settledStatus(t, uuid)).toBe('FUNDING_DECISION');
    // Four eyes (decision 0230): nobody approves a file not yet prepared, a processor may not approve, and whoever
    // prepared it may not approve it either, whatever their role.
    const unprepared = await post(staff, { decision: 'APPROVE', note: 'statement received by mail' });
    expect(unprepared.statusCode, unprepared.body).toBe(409);
    expect(unprepared.json()).toMatchObject({ message: CONSOLE_MESSAGES.fundingNotPrepared });
    const processor = await staffHeaders(t.app, 'HEARTH', 'PROCESSOR');
    const prepare = (h: Headers) =>
      t.app.inject({
        method: 'POST',
        url: CONSOLE_API_PATHS.fundingPreparation(uuid),
        headers: h,
        payload: { note: 'statement received by mail; account verified' },
      });
    expect((await prepare(headers)).statusCode).toBe(403);
    const prepared = await prepare(processor);
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect((await post(processor, { decision: 'APPROVE', note: 'mine' })).statusCode).toBe(403);
    const preparingUnderwriter = await staffHeaders(t.app, 'HEARTH', 'UNDERWRITER');
    const own = await t.app.inject({
      method: 'POST',
      url: CONSOLE_API_PATHS.fundingPreparation(uuid),
      headers: preparingUnderwriter,
      payload: { note: 'again' },
    });
    expect(own.json()).toMatchObject({ note: 'statement received by mail; account verified' });
    expect(await settledStatus(t, uuid)).toBe('FUNDING_DECISION');
    const approved = await post(staff, { decision: 'APPROVE', note: 'statement received by mail' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await settledStatus(t, uuid)).toBe('COMPLETE');
    expect((await post(staff, { decision: 'APPROVE', note: 'again' })).statusCode).toBe(409);
    expect(await fundingRows(uuid)).toHaveLength(1);
  });

  it('never funds a line canceled within the right to cancel', async () => {
    const { uuid, headers, slot } = await booked(t);
    await deedSigned(t, uuid, headers, slot);
    const canceled = await t.app.inject({
      method: 'POST',
      url: NOTARY_API_PATHS.cancel(uuid),
      headers,
      payload: { confirm: true },
    });
    expect(canceled.statusCode).toBe(200);
    await rescissionOver(t, uuid, headers);
    await t.app.funding.sweep();
    await advanceFunding(t.app.funding.deps, uuid);
    expect(await settledStatus(t, uuid)).toBe('CANCELLED');
    expect(await fundingRows(uuid)).toHaveLength(0);
    expect(await bankRequests(t, uuid)).toHaveLength(0);
    expect((await get(PATHS.line(uuid), headers)).statusCode).toBe(409);
  });
});
