import { MANUAL_VISIT_MINUTES, type NotaryPlace } from '@hearth/domain/notary';
import type { VendorCallback } from '@hearth/domain/vendors';
import { createRng, stableHash } from '../sandbox-random';
import type { ClosingDocument, MobileNotaryVendor } from './mobile-notary';

/**
 * A deterministic mobile-notary network (decision 0176, `docs/sandbox-personas.md`):
 * - windows at 15:00, 18:00 and 21:00 UTC (morning, midday and afternoon in US time zones), Monday to Saturday,
 *   starting no earlier than `from`, on six working days;
 * - the visit is confirmed for the first preferred window; the notary's name and phone from a hash of the request;
 * - once the clock passes the appointment, the notary reports the deed signed (with a journal entry) at the
 *   appointment's end, unless the place's street line contains "Missed Visit": then the visit is reported missed;
 * - the title office of a Texas home is "Sandbox Title Company" at 100 Main St in the property's city, and its
 *   report of a closing names each closing document signed by its signers at the visit's end (decision 0201);
 * - a canceled visit (decision 0186) frees its notary: nothing is reported for that request (kept for the process's
 *   life; there is no calendar, so windows stay open to everyone).
 */
const HOURS_UTC = [15, 18, 21];
const WORKING_DAYS = 6;
const NOTARIES = ['Morgan Sandbox', 'Taylor Sandbox', 'Avery Sandbox'];
const MISSED_PERSONA = /missed visit/i;

export class SandboxMobileNotary implements MobileNotaryVendor {
  private readonly canceled = new Set<string>();

  constructor(private readonly send: (callback: VendorCallback) => Promise<void>) {}

  windows(from: Date): string[] {
    const windows: string[] = [];
    const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
    for (let days = 0; days < WORKING_DAYS; day.setUTCDate(day.getUTCDate() + 1)) {
      if (day.getUTCDay() === 0) continue;
      const open = HOURS_UTC.map((hour) => new Date(day.getTime() + hour * 3_600_000)).filter(
        (start) => start.getTime() >= from.getTime(),
      );
      if (open.length === 0) continue;
      days += 1;
      windows.push(...open.map((start) => start.toISOString()));
    }
    return windows;
  }

  titleOffice(property: { city: string; state: string; zip: string }): NotaryPlace {
    return {
      name: 'Sandbox Title Company',
      street1: '100 Main St',
      street2: 'Suite 200',
      city: property.city,
      state: property.state,
      zip: property.zip,
    };
  }

  book(request: {
    requestId: string;
    windows: string[];
    place: NotaryPlace;
    signers: string[];
    documents?: ClosingDocument[] | undefined;
  }) {
    const rng = createRng(stableHash(request.requestId));
    return {
      startsAt: request.windows[0] ?? '',
      notary: NOTARIES[rng.int(0, NOTARIES.length - 1)] as string,
      notaryPhone: `(800) 555-01${rng.int(10, 99)}`,
    };
  }

  async cancel(request: { requestId: string }): Promise<void> {
    this.canceled.add(request.requestId);
  }

  async appointmentPassed(request: {
    requestId: string;
    startsAt: string;
    place: NotaryPlace;
    signers: string[];
    documents?: ClosingDocument[] | undefined;
  }): Promise<void> {
    if (this.canceled.has(request.requestId)) return;
    const rng = createRng(stableHash(`${request.requestId}:journal`));
    const missed = MISSED_PERSONA.test(request.place.street1);
    const endedAt = new Date(Date.parse(request.startsAt) + MANUAL_VISIT_MINUTES * 60_000).toISOString();
    await this.send({
      callbackId: `mobile-notary:${request.requestId}`,
      requestId: request.requestId,
      event: missed ? 'mobile-notary.visit-missed' : 'mobile-notary.deed-signed',
      result: {
        outcome: missed ? 'NO_SHOW' : 'DEED_SIGNED',
        notary: this.book({ ...request, windows: [request.startsAt] }).notary,
        commission: missed ? '' : `SBX-${rng.int(100000, 999999)}`,
        journalEntryId: missed ? '' : `J-${rng.int(10000, 99999)}`,
        signedAt: endedAt,
        ...(missed ? {} : { signers: request.signers.map((name) => ({ name, signedAt: endedAt })) }),
        ...(missed || !request.documents?.length
          ? {}
          : {
              documents: request.documents.map((doc) => ({
                documentId: doc.documentId,
                signers: doc.signers.map((name) => ({ name, signedAt: endedAt })),
              })),
            }),
      },
    });
  }
}
