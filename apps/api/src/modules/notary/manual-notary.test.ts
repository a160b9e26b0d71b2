import { APP_START_API_PATHS } from '@hearth/domain/app-start';
import { addDays, type CalendarDate, dayOfWeek, formatIsoDate, parseDateInput } from '@hearth/domain/dates';
import { DOCUMENT_API_PATHS, type LoanDocumentsView } from '@hearth/domain/documents';
import { helocApplicationSchema, type Offer, type OfferSet } from '@hearth/domain/entities';
import { closingCostsView, MANUAL_NOTARY_FEE_CENTS, TEXAS_FEE_LIMIT_CREDIT_LABEL } from '@hearth/domain/fees';
import { FINAL_DECISION_API_PATHS } from '@hearth/domain/final-decision';
import { FUNDING_API_PATHS, type FundedLineView } from '@hearth/domain/funding';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { formatMoney } from '@hearth/domain/money';
import { NOTARY_MESSAGES, type NotaryView, NOTARY_API_PATHS as PATHS } from '@hearth/domain/notary';
import { applicationOfferFigures, offerSetCostPicture } from '@hearth/domain/offer-figures';
import { zonedWallTimeToInstant } from '@hearth/domain/rescission';
import { SIGNING_API_PATHS, type SigningSession } from '@hearth/domain/signing';
import { TEXAS_TIME_ZONE, texasDayAfterFinalDisclosure, texasDayOf } from '@hearth/domain/texas-home-equity';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredBorrower } from '../../test/identity-helpers';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { findApplication, statusHistory } from '../application/repository';
import { helocApplications } from '../application/schema';
import { addressOf, settledStatus } from '../collateral/test-helpers';
import { loanDocuments } from '../documents/schema';
import { atNoteSigning, pdfText } from '../documents/test-helpers';
import { signEverything } from '../signing/test-helpers';
import { vendorRequests } from '../vendor-callbacks/schema';
import { manualNotaryFeeCents } from './manual-notary';
import { moveClockTo, rescissionOver } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterEach(() => t.app.vendors.clock.reset());

type Headers = Record<string, string>;
const MINUTE = 60_000;

/** Documents signed: the application chooses a notary (NOTARY_DISCLOSURE), under the lender's flag when asked. */
async function choosingNotary(
  options: { flag?: boolean; persona?: Parameters<typeof atNoteSigning>[1] } = {},
) {
  const { uuid, headers } = await atNoteSigning(t, options.persona);
  await signEverything(t, uuid, headers);
  // BLUEMESACU carries the manual-notary flag in the brand registry (decision 0176).
  if (options.flag)
    await t.database.db
      .update(helocApplications)
      .set({ organizationCode: 'BLUEMESACU' })
      .where(eq(helocApplications.uuid, uuid));
  expect(await settledStatus(t, uuid)).toBe('NOTARY_DISCLOSURE');
  return { uuid, headers };
}

/** The spec's manual-notary flag as the application's own status read carries it (the progress step's label). */
const manualNotaryFlag = async (uuid: string, headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: HELOC_API_PATHS.application(uuid), headers })).json().status
    .manualNotary as boolean;

const read = async (uuid: string, headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: PATHS.notary(uuid), headers })).json() as NotaryView;

const bookManual = (uuid: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: PATHS.manualBooking(uuid), headers, payload });

const visit = (windows: (string | undefined)[], extra: object = {}) => ({
  windows,
  agreeToFee: true,
  feePayment: 'DEDUCTED_FROM_DRAW',
  ...extra,
});

/** Moves the application's sandbox clock to `minutes` after `iso`. */
function clockTo(uuid: string, iso: string, minutes: number) {
  moveClockTo(t, uuid, iso, minutes * MINUTE);
}

async function manualRequests(uuid: string) {
  return t.database.db
    .select()
    .from(vendorRequests)
    .where(and(eq(vendorRequests.applicationUuid, uuid), eq(vendorRequests.vendor, 'mobile-notary')));
}

describe('a notary who comes to the borrower (decision 0176)', () => {
  it('books a visit at home for $300 from the draw; the visit after the clock passes it leads to RESCISSION', async () => {
    const { uuid, headers } = await choosingNotary({ flag: true });
    const view = await read(uuid, headers);
    expect(view.options).toEqual({ online: true, manual: 'MOBILE' });
    expect(await manualNotaryFlag(uuid, headers)).toBe(true);
    expect(view.manual?.feeCents).toBe(30_000);
    expect(view.manual?.place).toMatchObject({ name: 'Your home', street1: '1400 Happy Path Ln' });
    const windows = view.manual?.windows ?? [];
    expect(Date.parse(windows[0] ?? '')).toBeGreaterThanOrEqual(
      t.app.vendors.clock.nowFor(uuid).getTime() + 24 * 60 * MINUTE,
    );
    expect(await manualNotaryFeeCents(t.database.db, uuid)).toBe(0);

    const preferred = [windows[2] ?? '', windows[0] ?? ''];
    // The same booking sent twice at once (a double click, a retry): one visit, one move.
    const [booked, twin] = await Promise.all([
      bookManual(uuid, headers, visit(preferred)),
      bookManual(uuid, headers, visit(preferred)),
    ]);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(twin.statusCode, twin.body).toBe(200);
    expect(twin.json()).toMatchObject({
      status: 'MANUAL_DEED_SIGNING',
      appointment: { startsAt: windows[2] },
    });
    const moves = (await statusHistory(t.database.db, uuid)).filter(
      (h) => h.toStatus === 'MANUAL_DEED_SIGNING',
    );
    expect(moves).toHaveLength(1);
    const appointment = (booked.json() as NotaryView).appointment;
    expect(booked.json()).toMatchObject({ status: 'MANUAL_DEED_SIGNING', manual: null, missed: null });
    // The network confirms the first preferred window.
    expect(appointment).toMatchObject({
      startsAt: windows[2],
      feeCents: MANUAL_NOTARY_FEE_CENTS,
      feePayment: 'DEDUCTED_FROM_DRAW',
      place: { name: 'Your home', street1: '1400 Happy Path Ln' },
    });
    expect(appointment?.notary).toMatch(/Sandbox$/);
    expect(await manualNotaryFeeCents(t.database.db, uuid)).toBe(30_000);

    // A repeat answers the same booking and asks the network nothing more.
    const again = await bookManual(uuid, headers, visit([windows[1] ?? '']));
    expect(again.statusCode).toBe(200);
    expect((again.json() as NotaryView).appointment?.startsAt).toBe(windows[2]);
    expect(await manualRequests(uuid)).toHaveLength(1);
    // Nor can the online notary be booked on top of it.
    const online = await t.app.inject({
      method: 'POST',
      url: PATHS.book(uuid),
      headers,
      payload: { startsAt: view.slots[0] },
    });
    expect(online.statusCode).toBe(409);

    // Before the visit nothing happens; once the clock passes its end the notary reports the deed signed.
    clockTo(uuid, windows[2] ?? '', 30);
    expect((await read(uuid, headers)).status).toBe('MANUAL_DEED_SIGNING');
    expect(await settledStatus(t, uuid)).toBe('MANUAL_DEED_SIGNING');
    clockTo(uuid, windows[2] ?? '', 61);
    await read(uuid, headers);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');
    const done = await read(uuid, headers);
    expect(done.journal?.entryId).toMatch(/^J-\d{5}$/);
    const rescission = (await t.app.inject({ method: 'GET', url: PATHS.rescission(uuid), headers })).json();
    expect(rescission.canCancel).toBe(true);
    expect(await manualNotaryFeeCents(t.database.db, uuid)).toBe(30_000);
    const history = await statusHistory(t.database.db, uuid);
    expect(history.map((h) => h.toStatus)).toEqual(
      expect.arrayContaining(['MANUAL_DEED_SIGNING', 'RESCISSION']),
    );
  });

  it('refuses bad input with a 4xx and changes nothing; one borrower cannot see or book another’s', async () => {
    const { uuid, headers } = await choosingNotary({ flag: true });
    const windows = (await read(uuid, headers)).manual?.windows ?? [];
    const bad = [
      visit([]),
      visit(windows.slice(0, 4)),
      visit(['not a time']),
      visit([windows[0]], { agreeToFee: false }),
      visit([windows[0]], { feePayment: 'CASH' }),
      visit([windows[0]], { address: { street1: '', city: 'Austin', state: 'TX', zip: '7870' } }),
      visit([windows[0]], {
        address: { street1: '1 Elm St\u0000', city: 'Austin', state: 'TX', zip: '78701' },
      }),
      // A window the network does not have open: the day before the first one.
      visit([new Date(Date.parse(windows[0] ?? '') - 24 * 60 * MINUTE).toISOString()]),
    ];
    for (const payload of bad) {
      const res = await bookManual(uuid, headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const stranger = bearer((await registeredBorrower(t.app)).jwt);
    expect(
      (await t.app.inject({ method: 'GET', url: PATHS.notary(uuid), headers: stranger })).statusCode,
    ).toBe(404);
    expect((await bookManual(uuid, stranger, visit([windows[0]]))).statusCode).toBe(404);
    expect((await findApplication(t.database.db, uuid))?.status).toBe('NOTARY_DISCLOSURE');
    expect(await manualRequests(uuid)).toHaveLength(0);
    expect(await manualNotaryFeeCents(t.database.db, uuid)).toBe(0);
    // Another address is taken as typed.
    const elsewhere = await bookManual(
      uuid,
      headers,
      visit([windows[1]], {
        address: { street1: '22 Office Park', city: 'Austin', state: 'tx', zip: '78701' },
      }),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect((elsewhere.json() as NotaryView).appointment?.place).toMatchObject({
      name: 'Another address',
      street1: '22 Office Park',
      state: 'TX',
      street2: '',
    });
  });

  it('is not offered without the lender’s manual-notary flag', async () => {
    const { uuid, headers } = await choosingNotary();
    const view = await read(uuid, headers);
    expect(view).toMatchObject({ options: { online: true, manual: 'NONE' }, manual: null });
    expect(await manualNotaryFlag(uuid, headers)).toBe(false);
    const res = await bookManual(uuid, headers, visit([new Date(Date.now() + 3 * 86_400_000).toISOString()]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NOTARY_MESSAGES.manualNotOffered);
    expect((await findApplication(t.database.db, uuid))?.status).toBe('NOTARY_DISCLOSURE');
  });

  it('a visit the notary reports missed goes back to choosing; the borrower books again', async () => {
    const { uuid, headers } = await choosingNotary({ flag: true });
    const windows = (await read(uuid, headers)).manual?.windows ?? [];
    // The sandbox persona: a place whose street line says "Missed Visit".
    const missedPlace = { street1: '1 Missed Visit Way', city: 'Denver', state: 'CO', zip: '80202' };
    expect((await bookManual(uuid, headers, visit([windows[0]], { address: missedPlace }))).statusCode).toBe(
      200,
    );
    clockTo(uuid, windows[0] ?? '', 90);
    await read(uuid, headers);
    expect(await settledStatus(t, uuid)).toBe('NOTARY_DISCLOSURE');
    const missed = await read(uuid, headers);
    expect(missed.missed).toEqual({ kind: 'MANUAL', startsAt: windows[0] });
    expect(missed.appointment).toBeNull();
    expect(await manualNotaryFeeCents(t.database.db, uuid)).toBe(0);
    const history = await statusHistory(t.database.db, uuid);
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'MANUAL_DEED_SIGNING',
      toStatus: 'NOTARY_DISCLOSURE',
    });
    expect(history.at(-1)?.reason).toMatch(/reports the visit missed/);

    const rebooked = await bookManual(uuid, headers, visit([missed.manual?.windows[0]]));
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    expect(rebooked.json()).toMatchObject({ status: 'MANUAL_DEED_SIGNING', missed: null });
    expect(await manualRequests(uuid)).toHaveLength(2);
    expect(await manualNotaryFeeCents(t.database.db, uuid)).toBe(30_000);
  });

  it('changes the visit until a day before it (decision 0186): the fee is not charged for a visit given up', async () => {
    const { uuid, headers } = await choosingNotary({ flag: true });
    const windows = (await read(uuid, headers)).manual?.windows ?? [];
    const later = windows[3] ?? '';
    expect((await bookManual(uuid, headers, visit([later]))).statusCode).toBe(200);
    expect((await read(uuid, headers)).appointment).toMatchObject({ startsAt: later, changeable: true });
    const change = () => t.app.inject({ method: 'POST', url: PATHS.changeBooking(uuid), headers });
    const changed = await change();
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'NOTARY_DISCLOSURE', appointment: null, missed: null });
    expect((changed.json() as NotaryView).manual?.windows).toContain(later);
    expect(await manualNotaryFeeCents(t.database.db, uuid)).toBe(0);
    expect((await manualRequests(uuid)).map((r) => r.status)).toEqual(['COMPLETED']);

    // Booked again, then within a day of the visit: too late here, and nothing changes.
    expect((await bookManual(uuid, headers, visit([later]))).statusCode).toBe(200);
    expect(await manualNotaryFeeCents(t.database.db, uuid)).toBe(MANUAL_NOTARY_FEE_CENTS);
    clockTo(uuid, later, -23 * 60);
    const late = await change();
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(NOTARY_MESSAGES.visitTooSoonToChange);
    const kept = await read(uuid, headers);
    expect(kept).toMatchObject({
      status: 'MANUAL_DEED_SIGNING',
      appointment: { startsAt: later, changeable: false },
    });
    // The visit takes place: the new request is answered and the journey goes on.
    clockTo(uuid, later, 61);
    await read(uuid, headers);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');
  });
});

describe('a missed online session (decision 0176)', () => {
  it('60 minutes after the start without the deed signed, the session is missed and can be booked again', async () => {
    const { uuid, headers } = await choosingNotary();
    const slot = (await read(uuid, headers)).slots[0] ?? '';
    const booked = await t.app.inject({
      method: 'POST',
      url: PATHS.book(uuid),
      headers,
      payload: { startsAt: slot },
    });
    expect(booked.statusCode).toBe(200);
    clockTo(uuid, slot, 59);
    expect((await read(uuid, headers)).status).toBe('DEED_SIGNING');
    clockTo(uuid, slot, 61);
    const missed = await read(uuid, headers);
    expect(missed).toMatchObject({
      status: 'NOTARY_DISCLOSURE',
      booking: null,
      missed: { kind: 'ONLINE', startsAt: slot },
    });
    const late = await t.app.inject({ method: 'POST', url: PATHS.signDeed(uuid), headers });
    expect(late.statusCode).toBe(409);
    const history = await statusHistory(t.database.db, uuid);
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'DEED_SIGNING',
      toStatus: 'NOTARY_DISCLOSURE',
    });
    expect(history.at(-1)?.reason).toMatch(/missed/);

    const next = missed.slots[0] ?? '';
    expect(Date.parse(next)).toBeGreaterThan(Date.parse(slot));
    const again = await t.app.inject({
      method: 'POST',
      url: PATHS.book(uuid),
      headers,
      payload: { startsAt: next },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      status: 'NOTARY_WAITING_PERIOD',
      missed: null,
      booking: { startsAt: next },
    });
    clockTo(uuid, next, 5);
    expect((await t.app.inject({ method: 'POST', url: PATHS.signDeed(uuid), headers })).statusCode).toBe(200);
    // Signed at minute 5: the hour passing while the notary's answer is on its way is not a no-show.
    clockTo(uuid, next, 70);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');
  });
});

describe('a Texas home equity closing (decision 0176)', () => {
  it('is held at a title office no earlier than the 12th day; an earlier time is refused, day 12 accepted', async () => {
    const { uuid, headers } = await choosingNotary({ persona: { address: addressOf('texas') } });
    const view = await read(uuid, headers);
    expect(view.options).toEqual({ online: false, manual: 'TITLE_OFFICE' });
    expect(await manualNotaryFlag(uuid, headers)).toBe(true);
    expect(view.slots).toEqual([]);
    expect(view.manual?.place).toMatchObject({ name: 'Sandbox Title Company', city: 'Dallas', state: 'TX' });
    const texas = view.texas;
    if (!texas) throw new Error('no Texas wait');
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
    expect(
      (day(texas.earliestClosingOn) - Math.max(day(texas.appliedOn), day(texas.noticeGivenOn))) / 86_400_000,
    ).toBe(12);
    const windows = view.manual?.windows ?? [];
    const dallasDay = (iso: string) =>
      new Date(iso).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
    expect(dallasDay(windows[0] ?? '')).toBe(texas.earliestClosingOn);

    const online = await t.app.inject({
      method: 'POST',
      url: PATHS.book(uuid),
      headers,
      payload: { startsAt: new Date(Date.parse(windows[0] ?? '') - 86_400_000).toISOString() },
    });
    expect(online.statusCode).toBe(409);
    expect(online.json().message).toBe(NOTARY_MESSAGES.onlineNotForTexas);
    // The day before the 12th day, at the same hour: refused, saying when.
    const early = await bookManual(
      uuid,
      headers,
      visit([new Date(Date.parse(windows[0] ?? '') - 86_400_000).toISOString()]),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(
      /^Texas law does not allow your closing before [A-Z][a-z]+ \d{1,2}, \d{4}/,
    );
    const moved = await bookManual(
      uuid,
      headers,
      visit([windows[0]], {
        address: { street1: '510 Bluebonnet Ln', city: 'Dallas', state: 'TX', zip: '75201' },
      }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(NOTARY_MESSAGES.texasAtTitleOffice);
    expect((await findApplication(t.database.db, uuid))?.status).toBe('NOTARY_DISCLOSURE');

    const booked = await bookManual(uuid, headers, visit([windows[0]]));
    expect(booked.statusCode, booked.body).toBe(200);
    expect((booked.json() as NotaryView).appointment?.place.name).toBe('Sandbox Title Company');
    clockTo(uuid, windows[0] ?? '', 61);
    await read(uuid, headers);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');
    // The 3-day right to cancel still runs after the signing.
    const rescission = (await t.app.inject({ method: 'GET', url: PATHS.rescission(uuid), headers })).json();
    expect(rescission.canCancel).toBe(true);
  });
});

const TEXAS = { address: addressOf('texas') };
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const dallasDay = (iso: string) => formatIsoDate(texasDayOf(new Date(iso)));
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function pdfOf(uuid: string, headers: Headers, type: string) {
  const list = (await get(DOCUMENT_API_PATHS.documents(uuid), headers)).json() as LoanDocumentsView;
  const doc = list.documents.find((d) => d.type === type);
  const pdf = await get(DOCUMENT_API_PATHS.pdf(uuid, doc?.id ?? ''), headers);
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload);
}

describe('a Texas home equity closing: the 2% fee limit and the final itemized disclosure (decision 0181)', () => {
  it('charges the borrower at most 2% of the draw: the summary, both disclosures and the funding agree', async () => {
    const { uuid, headers } = await atNoteSigning(t, TEXAS);
    const row = await findApplication(t.database.db, uuid);
    const offer = row?.selectedOffer as unknown as Offer;
    const draw = row?.amountCents ?? 0;
    // By hand: the fee on the draw, the $300 title office notary and Texas' $82 recording fee all count; the
    // limit is 2% of the draw (smaller than the line), and the lender pays the rest.
    const fee = Math.round((draw * offer.originationFee) / 100);
    const counted = fee + 30_000 + 8_200;
    const limit = Math.floor(draw / 50);
    expect(draw).toBeLessThan(offer.max);
    expect(counted).toBeGreaterThan(limit);
    const credit = counted - limit;

    const summary = (await get(APP_START_API_PATHS.summary(uuid), headers)).json();
    const feeOwed = Math.max(0, fee - credit);
    expect(summary.offer.closingCosts).toEqual({
      lines: [
        { key: 'ORIGINATION_FEE', label: 'Origination fee', amount: fee / 100, paid: 'ADDED_TO_BALANCE' },
        { key: 'MANUAL_NOTARY', label: 'In-person notary', amount: 300, paid: 'PAID_FROM_DRAW' },
        { key: 'RECORDING_FEE', label: 'County recording fee', amount: 82, paid: 'PAID_FROM_DRAW' },
        {
          key: 'TEXAS_FEE_LIMIT_CREDIT',
          label: TEXAS_FEE_LIMIT_CREDIT_LABEL,
          amount: -credit / 100,
          paid: 'LENDER_CREDIT',
        },
      ],
      total: limit / 100,
      addedToBalance: feeOwed / 100,
      paidFromDraw: (limit - feeOwed) / 100,
      financed: 0,
      lenderCredit: credit / 100,
      texasFeeLimit: { limit: limit / 100, counted: counted / 100 },
    });
    const final = (await get(FINAL_DECISION_API_PATHS.finalDecision(uuid), headers)).json();
    expect(final.closingCosts).toEqual(summary.offer.closingCosts);
    // The offers page prices the same picture from the offer set (decision 0207).
    const set = (await get(HELOC_API_PATHS.offers(uuid), headers)).json() as OfferSet;
    expect(set.propertyState).toBe('TX');
    const offered = set.offers.find((o) => o.type === offer.type && o.term === offer.term);
    const picture = offered && offerSetCostPicture(set, offered, draw / 100);
    expect(picture && closingCostsView(picture)).toEqual(summary.offer.closingCosts);
    // The status read every page polls carries the fee owed after the credit, so the sidebar's payment is the
    // disclosure's: the balance it is priced on is the draw and that fee.
    const status = helocApplicationSchema.parse(
      (await get(HELOC_API_PATHS.application(uuid), headers)).json(),
    );
    expect(status.originationFeeOwed).toBe(Math.max(0, fee - credit) / 100);
    expect(applicationOfferFigures(status)?.totalCents).toBe(draw + Math.max(0, fee - credit));

    // The package holds the final itemized disclosure beside the notice, and the borrower acknowledges it.
    const list = (await get(DOCUMENT_API_PATHS.documents(uuid), headers)).json() as LoanDocumentsView;
    expect(list.documents.map((d) => d.type)).toEqual(
      expect.arrayContaining(['TEXAS_HOME_EQUITY_NOTICE', 'TEXAS_FINAL_ITEMIZED_DISCLOSURE']),
    );
    const session = (await get(SIGNING_API_PATHS.session(uuid), headers)).json() as SigningSession;
    expect(session.documents.find((d) => d.title.startsWith('Texas final itemized disclosure'))?.action).toBe(
      'ACKNOWLEDGE',
    );
    const creditLine = `${TEXAS_FEE_LIMIT_CREDIT_LABEL}: -${formatMoney(credit, 2)}`;
    const opening = await pdfOf(uuid, headers, 'ACCOUNT_OPENING_DISCLOSURE');
    expect(opening).toContain(creditLine);
    expect(opening).toContain(`Total closing costs: ${formatMoney(limit, 2)}`);
    const disclosure = await pdfOf(uuid, headers, 'TEXAS_FINAL_ITEMIZED_DISCLOSURE');
    for (const line of [
      `Origination fee: ${formatMoney(fee, 2)}`,
      'In-person notary: $300.00',
      'County recording fee: $82.00',
      creditLine,
      `Total closing costs: ${formatMoney(limit, 2)}`,
      `Origination fee you owe after the lender credit: ${formatMoney(Math.max(0, fee - credit), 2)}`,
      `Paid from your initial draw at closing: ${formatMoney(limit - Math.max(0, fee - credit), 2)}`,
      `so the limit is ${formatMoney(limit, 2)}`,
      `Fees counted toward the limit: ${formatMoney(counted, 2)}`,
      `Annual percentage rate (APR): ${offer.rate.toFixed(3)}%`,
    ])
      expect(disclosure).toContain(line);

    // Closed at the title office on the first day allowed, past the right to cancel: funded.
    await signEverything(t, uuid, headers);
    const windows = (await read(uuid, headers)).manual?.windows ?? [];
    expect((await bookManual(uuid, headers, visit([windows[0]]))).statusCode).toBe(200);
    clockTo(uuid, windows[0] ?? '', 61);
    await read(uuid, headers);
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');
    await rescissionOver(t, uuid, headers);
    await get(PATHS.rescission(uuid), headers);
    expect(await settledStatus(t, uuid)).toBe('COMPLETE');
    const line = (await get(FUNDING_API_PATHS.line(uuid), headers)).json() as FundedLineView;
    // The credit comes off the origination fee first, then off the notary and the county's fee paid from the draw.
    // The funded line shows the cost picture the summary, the final offer and the offers page showed (0207).
    expect(line.closingCosts).toEqual(summary.offer.closingCosts);
    expect(line.line.availableCreditCents).toBe(offer.max - draw - feeOwed);
    expect(line.funding?.amounts).toEqual({
      drawCents: draw,
      payoffCents: 0,
      costsCents: limit - feeOwed,
      financedCents: 0,
      netCents: draw - (limit - feeOwed),
    });
    expect(line.line.balanceCents).toBe(draw + feeOwed);
    // What the borrower paid in all: the costs from the draw and the fee in the balance, exactly the limit.
    expect((line.funding?.amounts.costsCents ?? 0) + line.line.balanceCents - draw).toBe(limit);
  });

  it('closes no earlier than the business day after the disclosure is received, even past the 12th day', async () => {
    const { uuid, headers } = await atNoteSigning(t, TEXAS);
    // The documents were made today; the borrower reads and acknowledges them on the first Friday from the 12th day.
    const twelfth = addDays(texasDayOf(t.app.vendors.clock.nowFor(uuid)), 12);
    let friday = twelfth;
    while (dayOfWeek(friday) !== 5) friday = addDays(friday, 1);
    clockTo(uuid, zonedWallTimeToInstant(friday, 12, 0, TEXAS_TIME_ZONE).toISOString(), 0);
    await signEverything(t, uuid, headers);

    const view = await read(uuid, headers);
    const monday = formatIsoDate(texasDayAfterFinalDisclosure(friday));
    expect(view.texas).toMatchObject({
      twelfthDayOn: formatIsoDate(twelfth),
      finalDisclosureReceivedOn: formatIsoDate(friday),
      dayAfterFinalDisclosureOn: monday,
      earliestClosingOn: monday,
      setBy: 'FINAL_DISCLOSURE',
    });
    // Saturday and Sunday are not business days.
    expect(parseDateInput(monday)).not.toBeNull();
    expect(dayOfWeek(parseDateInput(monday) as CalendarDate)).toBe(1);
    const windows = view.manual?.windows ?? [];
    expect(dallasDay(windows[0] ?? '')).toBe(monday);

    // The network's Saturday window is refused, saying why and from when.
    const saturday = new Date(Date.parse(windows[0] ?? '') - 2 * 86_400_000).toISOString();
    expect(dallasDay(saturday)).toBe(formatIsoDate(addDays(friday, 1)));
    const early = await bookManual(uuid, headers, visit([saturday]));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(NOTARY_MESSAGES.texasDisclosureTooRecent(longDate(monday)));
    expect((await findApplication(t.database.db, uuid))?.status).toBe('NOTARY_DISCLOSURE');

    const booked = await bookManual(uuid, headers, visit([windows[0]]));
    expect(booked.statusCode, booked.body).toBe(200);
    expect((booked.json() as NotaryView).appointment?.startsAt).toBe(windows[0]);
  });

  it('books nothing while the final itemized disclosure is missing from the package', async () => {
    const { uuid, headers } = await choosingNotary({ persona: TEXAS });
    // As for a package made before the disclosure existed: the document (and its acknowledgment) gone.
    await t.database.db
      .delete(loanDocuments)
      .where(
        and(
          eq(loanDocuments.applicationUuid, uuid),
          eq(loanDocuments.type, 'TEXAS_FINAL_ITEMIZED_DISCLOSURE'),
        ),
      );
    const view = await read(uuid, headers);
    expect(view).toMatchObject({ status: 'NOTARY_DISCLOSURE', texas: null, manual: { windows: [] } });
    const refused = await bookManual(
      uuid,
      headers,
      visit([new Date(Date.now() + 20 * 86_400_000).toISOString()]),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NOTARY_MESSAGES.texasDisclosureMissing);
  });
});
