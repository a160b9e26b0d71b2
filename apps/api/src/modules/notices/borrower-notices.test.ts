import {
  LINE_CHANGE_API_PATHS,
  LINE_CHANGE_REASON_WORDS,
  type LineChangeView,
  RIGHT_TO_VALUATION_COPY_WORDS,
} from '@hearth/domain/borrower-notices';
import { NOTICE_API_PATHS, type NoticeKind, type NoticesView } from '@hearth/domain/notices';
import { SANDBOX_MAILBOX_PATH, type SandboxMailbox } from '@hearth/domain/notifications';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffHeaders } from '../../test/identity-helpers';
import { injectHttp } from '../../test/journey/http';
import { type SeededJourney, seedJourney } from '../../test/journey/stages';
import { setupTestApp } from '../../test/test-app';
import { addressOf } from '../collateral/test-helpers';
import { pdfText } from '../documents/test-helpers';
import { lineChanges } from '../line-changes/schema';

/**
 * Issue 20 item 17 (decision 0204): the copy of a first-lien line's valuation (Regulation B 1002.14) and the right to
 * it at application, the notice of special flood hazards before closing (12 CFR 339.9), and the notice of a line
 * suspended or reduced (Regulation Z 1026.9(c)(1)(iii)); each a PDF in the borrower's notices and an e-mail.
 */
const t = await setupTestApp();
const http = injectHttp(t.app);

async function notices(app: SeededJourney) {
  const res = await t.app.inject({
    method: 'GET',
    url: NOTICE_API_PATHS.notices(app.uuid),
    headers: app.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as NoticesView).notices;
}

/** The notice's PDF as served, read back the way a PDF reader does, footers left out, lines joined. */
async function pdfWords(app: SeededJourney, kind: NoticeKind) {
  const notice = (await notices(app)).find((n) => n.kind === kind);
  if (!notice) throw new Error(`no ${kind}`);
  const res = await t.app.inject({
    method: 'GET',
    url: NOTICE_API_PATHS.pdf(app.uuid, notice.id),
    headers: app.headers,
  });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload)
    .split('\n')
    .filter((line) => !/ - page \d+ of \d+$/.test(line))
    .join(' ')
    .replace(/\s+/g, ' ');
}

async function mails(app: SeededJourney, kind: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${SANDBOX_MAILBOX_PATH}?email=${encodeURIComponent(app.email)}`,
  });
  return (res.json() as SandboxMailbox).messages.filter((m) => m.kind === kind);
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('valuation copies (Regulation B 1002.14)', { timeout: 120_000 }, () => {
  it('tells every applicant of the right to a copy in the early disclosure', async () => {
    const app = await seedJourney(http, { stage: 'offers' });
    const words = await pdfWords(app, 'EARLY_HELOC_DISCLOSURE');
    expect(words).toContain(squash(RIGHT_TO_VALUATION_COPY_WORDS));
  });

  it('gives a first-lien line a copy of its valuation once the liens show no lien ahead of it', async () => {
    const app = await seedJourney(http, {
      stage: 'insurance',
      persona: { address: addressOf('recording-tax') },
    });
    const copies = (await notices(app)).filter((n) => n.kind === 'VALUATION_COPY');
    expect(copies).toHaveLength(1);
    const words = await pdfWords(app, 'VALUATION_COPY');
    expect(words).toContain('secured by a first lien on your home');
    expect(words).toContain('Type: automated valuation model');
    expect(words).toContain('Value of your home: $400,000');
    expect(words).toContain('at least three business days before you sign');
    expect(words).toContain(squash(RIGHT_TO_VALUATION_COPY_WORDS));
    const [mail, ...more] = await mails(app, 'VALUATION_COPY');
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/your copy of your home's valuation/);
    // The notices' sweep finds nothing more to give.
    await t.app.notices.sweep();
    expect((await notices(app)).filter((n) => n.kind === 'VALUATION_COPY')).toHaveLength(1);
  });

  it('gives none to a line behind a mortgage (a second lien)', async () => {
    const app = await seedJourney(http, { stage: 'insurance' });
    expect((await notices(app)).map((n) => n.kind)).not.toContain('VALUATION_COPY');
  });
});

describe('the flood-hazard notice (12 CFR 339.9)', { timeout: 120_000 }, () => {
  it('is given, by PDF and e-mail, before a home in a special flood hazard area goes on to insurance', async () => {
    const app = await seedJourney(http, {
      stage: 'insurance',
      persona: { address: addressOf('flood-zone') },
    });
    const words = await pdfWords(app, 'FLOOD_HAZARD_NOTICE');
    expect(words).toContain('is or will be located in an area with special flood hazards');
    expect(words).toContain('flood zone AE');
    expect(words).toContain(
      'Federal disaster relief assistance (usually in the form of a low-interest loan) may be available',
    );
    expect(words).toContain('participates in the National Flood Insurance Program');
    expect(words).toContain('What happens next');
    expect(await mails(app, 'FLOOD_HAZARD_NOTICE')).toHaveLength(1);
  });

  it('is not given for a home outside one', async () => {
    const app = await seedJourney(http, { stage: 'insurance' });
    expect((await notices(app)).map((n) => n.kind)).not.toContain('FLOOD_HAZARD_NOTICE');
  });
});

describe('a line suspended or reduced (Regulation Z 1026.9(c)(1)(iii))', { timeout: 240_000 }, () => {
  it('refuses a line that is not open, a reason outside the list, and bad limits; gives the notice with the terms before and after', async () => {
    const staff = await staffHeaders(t.app, 'HEARTH');
    const change = (uuid: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: LINE_CHANGE_API_PATHS.lenderLineChange(uuid),
        headers: staff,
        payload,
      });

    const notOpen = await seedJourney(http, { stage: 'offers' });
    const early = await change(notOpen.uuid, {
      action: 'SUSPEND',
      reason: 'MATERIAL_DEFAULT',
      note: 'missed payments',
    });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toBe('Only an open line of credit can be suspended or reduced.');

    const app = await seedJourney(http, { stage: 'funded' });
    const rows = () =>
      t.database.db.select().from(lineChanges).where(eq(lineChanges.applicationUuid, app.uuid));
    const badReason = await change(app.uuid, { action: 'SUSPEND', reason: 'WE_FELT_LIKE_IT', note: 'x' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.body).toContain('Choose one of the reasons the law allows');
    expect(
      (await change(app.uuid, { action: 'REDUCE', reason: 'PROPERTY_VALUE_DECLINE', note: 'x' })).statusCode,
    ).toBe(400);
    const tooHigh = await change(app.uuid, {
      action: 'REDUCE',
      reason: 'PROPERTY_VALUE_DECLINE',
      newLimit: 10_000_000,
      note: 'x',
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toBe('The new limit must be lower than the current limit.');
    const belowBalance = await change(app.uuid, {
      action: 'REDUCE',
      reason: 'PROPERTY_VALUE_DECLINE',
      newLimit: 1,
      note: 'x',
    });
    expect(belowBalance.statusCode).toBe(400);
    expect(await rows()).toEqual([]);
    expect((await notices(app)).map((n) => n.kind)).not.toContain('LINE_CHANGE_NOTICE');

    const suspended = await change(app.uuid, {
      action: 'SUSPEND',
      reason: 'PROPERTY_VALUE_DECLINE',
      note: 'county assessment down 30%',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const view = suspended.json() as LineChangeView;
    expect(view).toMatchObject({ action: 'SUSPEND', suspended: true });
    expect(view.newLimit).toBe(view.oldLimit);
    expect(view.noticeId).not.toBeNull();
    const words = await pdfWords(app, 'LINE_CHANGE_NOTICE');
    expect(words).toContain('we suspended your home equity line of credit');
    expect(words).toContain(
      `Before: you could draw up to your credit limit of $${view.oldLimit.toLocaleString('en-US')}.`,
    );
    expect(words).toContain('Now: you cannot make new draws.');
    expect(words).toContain(LINE_CHANGE_REASON_WORDS.PROPERTY_VALUE_DECLINE);
    expect(words).toContain('You must ask us to restore your line');
    expect(await mails(app, 'LINE_CHANGE_NOTICE')).toHaveLength(1);

    const again = await change(app.uuid, { action: 'SUSPEND', reason: 'MATERIAL_DEFAULT', note: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This line is already suspended.');

    const newLimit = view.oldLimit - 1000;
    const reduced = await change(app.uuid, {
      action: 'REDUCE',
      reason: 'FINANCIAL_CIRCUMSTANCES',
      newLimit,
      note: 'job loss reported',
    });
    expect(reduced.statusCode, reduced.body).toBe(200);
    expect(reduced.json()).toMatchObject({ action: 'REDUCE', oldLimit: view.oldLimit, newLimit });
    expect((await notices(app)).filter((n) => n.kind === 'LINE_CHANGE_NOTICE')).toHaveLength(2);
    expect(await mails(app, 'LINE_CHANGE_NOTICE')).toHaveLength(2);
    expect(await rows()).toHaveLength(2);
  });
});
