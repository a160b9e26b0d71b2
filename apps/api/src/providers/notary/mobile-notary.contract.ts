import { randomUUID } from 'node:crypto';
import { MAX_PREFERRED_WINDOWS, type NotaryPlace } from '@hearth/domain/notary';
import { notaryResultSchema } from '@hearth/domain/vendors';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  answersTo,
  type CallbackPortHarness,
  callbackIdContract,
  expectShape,
  lastAnswerTo,
  type Make,
  text,
} from '../contract-support';
import type { MobileNotaryVendor } from './mobile-notary';
import { expectOpenTimes } from './notary.contract';

const FROM = new Date('2026-11-28T16:00:00Z');
const HOME: NotaryPlace = {
  name: 'Your home',
  street1: '12 Elm St',
  street2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};
const SIGNERS = ['Jamie Contract', 'Sam Contract'];

const placeSchema = z.object({
  name: text,
  street1: text,
  street2: z.string(),
  city: text,
  state: z.string().regex(/^[A-Z]{2}$/),
  zip: z.string().regex(/^\d{5}(-\d{4})?$/),
});

/**
 * The mobile-notary port (`MobileNotaryVendor`, decision 0176): open windows, a title office in the property's
 * state, a visit confirmed in one of the borrower's preferred windows, and after it a signed `mobile-notary`
 * callback: the deed signed (naming the signers, decision 0184) or the visit missed. A canceled visit (decision 0186)
 * is answered with nothing, however often canceled.
 */
export function mobileNotaryContract(
  name: string,
  make: Make<CallbackPortHarness<MobileNotaryVendor>>,
): void {
  const visit = (port: MobileNotaryVendor, requestId: string) => {
    const preferred = port.windows(FROM).slice(0, MAX_PREFERRED_WINDOWS).reverse();
    const { startsAt } = port.book({ requestId, windows: preferred, place: HOME, signers: SIGNERS });
    return { requestId, startsAt, place: HOME, signers: SIGNERS };
  };
  const passed = (port: MobileNotaryVendor, requestId: string) =>
    port.appointmentPassed(visit(port, requestId));

  describe(`${name} keeps the mobile notary contract`, () => {
    it('offers windows after the time asked, in order', async () => {
      const { port } = await make();
      expectOpenTimes(port.windows(FROM), FROM);
    });

    it("names a title office in the property's state", async () => {
      const { port } = await make();
      const office = expectShape(placeSchema, port.titleOffice(HOME), 'title office');
      expect(office.state).toBe(HOME.state);
    });

    it("confirms the visit in one of the borrower's preferred windows, with a notary to call", async () => {
      const { port } = await make();
      const preferred = port.windows(FROM).slice(0, MAX_PREFERRED_WINDOWS).reverse();
      const booking = port.book({
        requestId: randomUUID(),
        windows: preferred,
        place: HOME,
        signers: SIGNERS,
      });
      expect(preferred).toContain(booking.startsAt);
      expect(booking.notary).toMatch(/\S/);
      expect(booking.notaryPhone.replace(/\D/g, '').length).toBeGreaterThanOrEqual(10);
    });

    it('answers a passed visit by callback: the deed signed by the signers after it began, or the visit missed', async () => {
      const harness = await make();
      const requestId = randomUUID();
      const appointment = visit(harness.port, requestId);
      await harness.port.appointmentPassed(appointment);
      const result = await lastAnswerTo('mobile-notary', harness, requestId, notaryResultSchema);
      if (result.outcome === 'DEED_SIGNED') {
        expect(result.journalEntryId).toMatch(/\S/);
        expect(Date.parse(result.signedAt)).toBeGreaterThanOrEqual(Date.parse(appointment.startsAt));
        if (result.signers) expect(result.signers.map((s) => s.name).sort()).toEqual([...SIGNERS].sort());
      }
    });

    it("reports a closing's documents signed by their signers at the visit (decision 0201)", async () => {
      const harness = await make();
      const requestId = randomUUID();
      const documents = [
        {
          documentId: randomUUID(),
          title: 'Home equity line of credit agreement',
          signers: [SIGNERS[0] ?? ''],
        },
        { documentId: randomUUID(), title: 'Deed of trust', signers: SIGNERS },
      ];
      const office = harness.port.titleOffice(HOME);
      const preferred = harness.port.windows(FROM).slice(0, 1);
      const { startsAt } = harness.port.book({
        requestId,
        windows: preferred,
        place: office,
        signers: SIGNERS,
        documents,
      });
      await harness.port.appointmentPassed({
        requestId,
        startsAt,
        place: office,
        signers: SIGNERS,
        documents,
      });
      const result = await lastAnswerTo('mobile-notary', harness, requestId, notaryResultSchema);
      if (result.outcome !== 'DEED_SIGNED') return;
      expect(result.documents?.map((d) => d.documentId)).toEqual(documents.map((d) => d.documentId));
      for (const [i, doc] of (result.documents ?? []).entries()) {
        expect(doc.signers.map((s) => s.name)).toEqual(documents[i]?.signers);
        for (const signer of doc.signers)
          expect(Date.parse(signer.signedAt)).toBeGreaterThanOrEqual(Date.parse(startsAt));
      }
    });

    callbackIdContract('mobile-notary', make, 'a passed visit', async (port, requestId) =>
      passed(port, requestId),
    );

    it('answers nothing for a visit canceled, however often, and still answers the others', async () => {
      const harness = await make();
      const [canceled, kept] = [randomUUID(), randomUUID()];
      const appointment = visit(harness.port, canceled);
      await harness.port.cancel({ requestId: canceled });
      await harness.port.cancel({ requestId: canceled });
      await harness.port.appointmentPassed(appointment);
      await passed(harness.port, kept);
      expect(await answersTo('mobile-notary', harness, canceled)).toEqual([]);
      expect((await answersTo('mobile-notary', harness, kept)).length).toBeGreaterThan(0);
    });
  });
}
