import { type NotaryView, NOTARY_API_PATHS as PATHS, type RescissionView } from '@hearth/domain/notary';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { findApplication } from '../application/repository';
import { settledStatus } from '../collateral/test-helpers';
import { atNoteSigning, type FundsAccount } from '../documents/test-helpers';
import { signEverything } from '../signing/test-helpers';

/** From registration through signing to a booked eNotary slot (NOTARY_WAITING_PERIOD). */
export async function booked(
  t: TestApp,
  persona: Parameters<typeof atNoteSigning>[1] = {},
  funds?: FundsAccount,
) {
  const { uuid, headers } = await atNoteSigning(t, persona, funds);
  const app = await findApplication(t.database.db, uuid);
  await signEverything(t, uuid, headers, `${app?.firstName} ${app?.lastName}`);
  const view = (await t.app.inject({ method: 'GET', url: PATHS.notary(uuid), headers })).json() as NotaryView;
  expect(view.status).toBe('NOTARY_DISCLOSURE');
  const slot = view.slots[0] ?? '';
  const res = await t.app.inject({
    method: 'POST',
    url: PATHS.book(uuid),
    headers,
    payload: { startsAt: slot },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { uuid, headers, slot };
}

/**
 * Moves this application's sandbox clock alone (decision 0188) until it reads `ms` after `iso` (back, if it is
 * already later); every other application keeps its time.
 */
export function moveClockTo(t: TestApp, uuid: string, iso: string, ms = 0) {
  const clock = t.app.vendors.clock;
  clock.advance(Date.parse(iso) + ms - clock.nowFor(uuid).getTime(), uuid);
}

/** Moves the application's sandbox clock to just after the booked slot, joins and signs the deed: RESCISSION. */
export async function deedSigned(t: TestApp, uuid: string, headers: Record<string, string>, slot: string) {
  moveClockTo(t, uuid, slot, 60_000);
  const view = (await t.app.inject({ method: 'GET', url: PATHS.notary(uuid), headers })).json() as NotaryView;
  expect(view).toMatchObject({ status: 'DEED_SIGNING', booking: { joinable: true } });
  expect((await t.app.inject({ method: 'POST', url: PATHS.signDeed(uuid), headers })).statusCode).toBe(200);
  expect(await settledStatus(t, uuid)).toBe('RESCISSION');
}

/**
 * Moves the application's sandbox clock past midnight ending the right to cancel and the allowance for a mailed
 * cancellation (decision 0201); the next read (or the sweep) moves it on to RECORDING.
 */
export async function rescissionOver(t: TestApp, uuid: string, headers: Record<string, string>) {
  const view = (
    await t.app.inject({ method: 'GET', url: PATHS.rescission(uuid), headers })
  ).json() as RescissionView;
  moveClockTo(t, uuid, view.closingStepsFrom, 3_600_000);
  return view;
}
