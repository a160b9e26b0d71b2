import { formatLongDate, propertyDate } from '@hearth/domain/dates';
import { NOTICE_API_PATHS, type NoticesView } from '@hearth/domain/notices';
import { SIGNING_API_PATHS, type SigningSession } from '@hearth/domain/signing';
import { addLenderBusinessDays } from '@hearth/domain/valuation-timing';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectHttp } from '../../test/journey/http';
import { type SeededJourney, seedJourney } from '../../test/journey/stages';
import { journeyClock, moveJourneyClock, signJourneyDocuments } from '../../test/journey/steps';
import { setupTestApp } from '../../test/test-app';
import { addressOf } from '../collateral/test-helpers';

/**
 * Regulation B 1002.14(a)(1) at signing (decision 0212): a first-lien line (the sandbox's free-and-clear home) is not
 * signed until the copy of its valuation has been in the borrower's hands three business days; the session says
 * when signing opens. A line behind a mortgage is not held back.
 */
const t = await setupTestApp();
const http = injectHttp(t.app);
let firstLien: SeededJourney;
let secondLien: SeededJourney;

beforeAll(async () => {
  [firstLien, secondLien] = await Promise.all([
    seedJourney(http, { stage: 'documents', persona: { address: addressOf('recording-tax') } }),
    seedJourney(http, { stage: 'documents' }),
  ]);
}, 240_000);

const session = async (app: SeededJourney) => {
  const res = await t.app.inject({
    method: 'GET',
    url: SIGNING_API_PATHS.session(app.uuid),
    headers: app.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SigningSession;
};

const act = (app: SeededJourney, doc: { documentId: string; sha256: string }) =>
  t.app.inject({
    method: 'POST',
    url: SIGNING_API_PATHS.acts(app.uuid),
    headers: app.headers,
    payload: { documentId: doc.documentId, sha256: doc.sha256, location: null },
  });

describe('signing waits for the valuation copy (Regulation B 1002.14(a)(1))', { timeout: 120_000 }, () => {
  it('refuses to sign a first-lien line before the copy has been out three business days, and says when', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: NOTICE_API_PATHS.notices(firstLien.uuid),
      headers: firstLien.headers,
    });
    const copy = (res.json() as NoticesView).notices.find((n) => n.kind === 'VALUATION_COPY');
    expect(copy?.delivery).toBe('EMAIL');
    const received = propertyDate(new Date(copy?.createdAt ?? ''), 'MN');
    const opensOn = addLenderBusinessDays(received, 3);

    await t.app.inject({
      method: 'POST',
      url: SIGNING_API_PATHS.adopt(firstLien.uuid),
      headers: firstLien.headers,
      payload: { fullName: 'Alex Prime', style: 'SCRIPT', agree: true },
    });
    const waiting = await session(firstLien);
    expect(waiting.valuationWait).toEqual({
      opensOn: `${opensOn.year}-${String(opensOn.month).padStart(2, '0')}-${String(opensOn.day).padStart(2, '0')}`,
      copyReceivedOn: `${received.year}-${String(received.month).padStart(2, '0')}-${String(received.day).padStart(2, '0')}`,
    });
    const agreement = waiting.documents.find((d) => d.action === 'SIGN');
    if (!agreement) throw new Error('nothing to sign');
    const refused = await act(firstLien, agreement);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      `You can sign your line of credit agreement from ${formatLongDate(opensOn)}. The law gives you at least three business days with the copy of your home's valuation before you sign, and you have had it since ${formatLongDate(received)}. You can read your documents now.`,
    );
    // Acknowledging a disclosure is not held back; nothing was signed.
    const acknowledgment = waiting.documents.find((d) => d.action === 'ACKNOWLEDGE');
    if (acknowledgment) expect((await act(firstLien, acknowledgment)).statusCode).toBe(200);
    expect(
      (await session(firstLien)).documents.find((d) => d.documentId === agreement.documentId)?.signedAt,
    ).toBeNull();
  });

  it('lets the borrower sign once the three business days have passed on the application clock', async () => {
    const now = await journeyClock(http, firstLien);
    const opensOn = (await session(firstLien)).valuationWait?.opensOn ?? '';
    const minutes = Math.ceil((Date.parse(`${opensOn}T18:00:00Z`) - now.getTime()) / 60_000);
    await moveJourneyClock(http, firstLien, minutes);
    expect((await session(firstLien)).valuationWait).toBeNull();
    await signJourneyDocuments(http, firstLien, 'Alex Prime');
    expect((await session(firstLien)).complete).toBe(true);
  });

  it('does not hold back a line behind a mortgage', async () => {
    expect((await session(secondLien)).valuationWait).toBeNull();
    await signJourneyDocuments(http, secondLien, 'Alex Prime');
  });
});
