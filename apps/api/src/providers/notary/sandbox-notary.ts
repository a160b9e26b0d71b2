import type { VendorCallback } from '@hearth/domain/vendors';
import { createRng, stableHash } from '../sandbox-random';
import type { NotaryVendor } from './notary';

/**
 * A deterministic eNotary: slots at 15:00, 18:00 and 21:00 UTC (morning to early afternoon in US time zones) on
 * each of the next three weekdays after `from`; the notary's name and commission from a hash of the request; the
 * deed is completed as soon as every signer has signed in the session, the journal naming each (decision 0184).
 * A canceled session (decision 0186) frees its notary: the network sends nothing more for that request. It keeps no
 * calendar, so every slot stays open to everyone; cancellations live as long as the process.
 */
const HOURS_UTC = [15, 18, 21];
const NOTARIES = ['Jordan Sandbox', 'Casey Sandbox', 'Riley Sandbox'];

export class SandboxNotary implements NotaryVendor {
  private readonly canceled = new Set<string>();

  constructor(private readonly send: (callback: VendorCallback) => Promise<void>) {}

  slots(from: Date): string[] {
    const slots: string[] = [];
    const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
    while (slots.length < HOURS_UTC.length * 3) {
      day.setUTCDate(day.getUTCDate() + 1);
      const weekday = day.getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      for (const hour of HOURS_UTC) slots.push(new Date(day.getTime() + hour * 3_600_000).toISOString());
    }
    return slots;
  }

  book(request: { requestId: string; startsAt: string; signers: string[] }) {
    const rng = createRng(stableHash(request.requestId));
    return {
      notary: NOTARIES[rng.int(0, NOTARIES.length - 1)] as string,
      meetingUrl: `https://sandbox-notary.example/session/${request.requestId}`,
    };
  }

  async cancel(request: { requestId: string }): Promise<void> {
    this.canceled.add(request.requestId);
  }

  async sessionSigned(request: { requestId: string; signers: { name: string; at: Date }[] }): Promise<void> {
    if (this.canceled.has(request.requestId)) return;
    const rng = createRng(stableHash(`${request.requestId}:journal`));
    const last = Math.max(...request.signers.map((s) => s.at.getTime()));
    await this.send({
      callbackId: `notary:${request.requestId}`,
      requestId: request.requestId,
      event: 'notary.deed-signed',
      result: {
        outcome: 'DEED_SIGNED',
        notary: this.book({ requestId: request.requestId, startsAt: '', signers: [] }).notary,
        commission: `SBX-${rng.int(100000, 999999)}`,
        journalEntryId: `J-${rng.int(10000, 99999)}`,
        signedAt: new Date(last).toISOString(),
        signers: request.signers.map((s) => ({ name: s.name, signedAt: s.at.toISOString() })),
      },
    });
  }
}
