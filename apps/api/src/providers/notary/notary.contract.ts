import { randomUUID } from 'node:crypto';
import { notaryResultSchema } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import {
  answersTo,
  type CallbackPortHarness,
  callbackIdContract,
  expectShape,
  isoInstant,
  lastAnswerTo,
  type Make,
} from '../contract-support';
import type { NotaryVendor } from './notary';

const FROM = new Date('2026-11-27T16:30:00Z');
const SIGNERS = [
  { name: 'Jamie Contract', at: new Date('2026-12-01T15:12:00Z') },
  { name: 'Sam Contract', at: new Date('2026-12-01T15:19:30Z') },
];

/** Open times are instants after the time asked, in order, each offered once. */
export function expectOpenTimes(times: string[], from: Date): void {
  expect(times.length, 'something is open').toBeGreaterThan(0);
  const instants = times.map((time) => Date.parse(expectShape(isoInstant, time, 'an open time')));
  for (const instant of instants) expect(instant).toBeGreaterThanOrEqual(from.getTime());
  for (let i = 1; i < instants.length; i += 1) expect(instants[i]).toBeGreaterThan(instants[i - 1] as number);
}

/**
 * The online notary port (`NotaryVendor`, decision 0174): open slots, a booking with its notary and meeting link,
 * and, once every signer has signed, the deed signed by a signed `notary` callback naming each signer (one callback
 * id however often asked, decision 0184); a canceled session (decision 0186) is answered with nothing, however
 * often canceled or signed.
 */
export function notaryContract(name: string, make: Make<CallbackPortHarness<NotaryVendor>>): void {
  const signed = (port: NotaryVendor, requestId: string) =>
    port.sessionSigned({ requestId, signers: SIGNERS });

  describe(`${name} keeps the online notary contract`, () => {
    it('offers slots after the time asked, in order', async () => {
      const { port } = await make();
      expectOpenTimes(port.slots(FROM), FROM);
    });

    it('books a slot with a notary and an https meeting link', async () => {
      const { port } = await make();
      const [startsAt = ''] = port.slots(FROM);
      const booking = port.book({ requestId: randomUUID(), startsAt, signers: SIGNERS.map((s) => s.name) });
      expect(booking.notary).toMatch(/\S/);
      expect(new URL(booking.meetingUrl).protocol).toBe('https:');
    });

    it('answers a session every signer signed with the deed signed, naming each signer, after the last', async () => {
      const harness = await make();
      const requestId = randomUUID();
      await signed(harness.port, requestId);
      const result = await lastAnswerTo('notary', harness, requestId, notaryResultSchema);
      expect(result.outcome).toBe('DEED_SIGNED');
      expect(result.journalEntryId).toMatch(/\S/);
      expect(result.commission).toMatch(/\S/);
      expect(result.signers?.map((signer) => signer.name).sort()).toEqual(SIGNERS.map((s) => s.name).sort());
      const last = Math.max(...SIGNERS.map((s) => s.at.getTime()));
      expect(Date.parse(result.signedAt)).toBeGreaterThanOrEqual(last);
    });

    callbackIdContract('notary', make, 'a signed session', signed);

    it('answers nothing for a session canceled, however often, and still answers the others', async () => {
      const harness = await make();
      const [canceled, kept] = [randomUUID(), randomUUID()];
      await harness.port.cancel({ requestId: canceled });
      await harness.port.cancel({ requestId: canceled });
      await signed(harness.port, canceled);
      await signed(harness.port, kept);
      expect(await answersTo('notary', harness, canceled)).toEqual([]);
      expect((await answersTo('notary', harness, kept)).length).toBeGreaterThan(0);
    });
  });
}
