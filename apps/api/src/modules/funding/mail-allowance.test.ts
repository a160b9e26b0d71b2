import { type FundedLineView, FUNDING_API_PATHS as PATHS } from '@hearth/domain/funding';
import { NOTARY_API_PATHS, NOTARY_MESSAGES, type RescissionView } from '@hearth/domain/notary';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/test-app';
import { settledStatus } from '../collateral/test-helpers';
import { notarySessions } from '../notary/schema';
import { booked, deedSigned, moveClockTo } from '../notary/test-helpers';
import { recordings } from './schema';
import { bankRequests, entryRows } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterEach(() => t.app.vendors.clock.reset());

type Headers = Record<string, string>;
const HOUR = 3_600_000;
const rescission = async (uuid: string, headers: Headers) =>
  (
    await t.app.inject({ method: 'GET', url: NOTARY_API_PATHS.rescission(uuid), headers })
  ).json() as RescissionView;

describe('funding waits for a cancellation mailed on the last day (issue 20 item 13, decision 0201)', {
  timeout: 90_000,
}, () => {
  it('records and sends nothing during the allowance; after it, the draw goes out on the clock, after the deed', async () => {
    const { uuid, headers, slot } = await booked(t);
    await deedSigned(t, uuid, headers, slot);
    const signed = await rescission(uuid, headers);
    // One business day of the lender after the last day to cancel (the default): midnight ending it, Pacific.
    const lastDay = new Date(`${signed.lastDayToCancel}T12:00:00Z`);
    const allowanceEnds = Date.parse(signed.closingStepsFrom);
    expect(allowanceEnds).toBeGreaterThanOrEqual(Date.parse(signed.endsAt) + 24 * HOUR);
    expect(allowanceEnds - lastDay.getTime()).toBeLessThan(6 * 24 * HOUR);

    // The right to cancel is over: the line can no longer be canceled here, but nothing is recorded or sent.
    moveClockTo(t, uuid, signed.endsAt, HOUR);
    const during = await rescission(uuid, headers);
    expect(during).toMatchObject({ status: 'RESCISSION', canCancel: false });
    const cancel = await t.app.inject({
      method: 'POST',
      url: NOTARY_API_PATHS.cancel(uuid),
      headers,
      payload: { confirm: true },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(NOTARY_MESSAGES.tooLate);
    await t.app.funding.sweep();
    expect(await settledStatus(t, uuid)).toBe('RESCISSION');
    expect(await t.database.db.select().from(recordings).where(eq(recordings.applicationUuid, uuid))).toEqual(
      [],
    );
    expect(await bankRequests(t, uuid)).toEqual([]);

    // A minute before the allowance ends: still waiting.
    moveClockTo(t, uuid, signed.closingStepsFrom, -60_000);
    expect((await rescission(uuid, headers)).status).toBe('RESCISSION');

    // The allowance over: recorded and funded, the money sent on the application's clock, after the deed.
    moveClockTo(t, uuid, signed.closingStepsFrom, HOUR);
    expect((await rescission(uuid, headers)).status).toBe('RECORDING');
    expect(await settledStatus(t, uuid)).toBe('COMPLETE');
    const line = (
      await t.app.inject({ method: 'GET', url: PATHS.line(uuid), headers })
    ).json() as FundedLineView;
    const [session] = await t.database.db
      .select()
      .from(notarySessions)
      .where(eq(notarySessions.applicationUuid, uuid));
    const [entry] = await entryRows(t, uuid);
    const sentAt = Date.parse(line.funding?.sentAt ?? entry?.sentAt?.toISOString() ?? '');
    // Issue 20 item 19: the day the money went out is the application's, not the server's real time.
    expect(entry?.sentAt?.getTime()).toBeGreaterThanOrEqual(allowanceEnds);
    expect(sentAt).toBeGreaterThanOrEqual(allowanceEnds);
    expect(sentAt).toBeGreaterThan(Date.parse(session?.journal?.signedAt ?? ''));
    expect(sentAt).toBeGreaterThan(Date.now() + 24 * HOUR);
  });
});
