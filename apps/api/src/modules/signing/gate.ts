import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApplicationRow } from '../application/repository';

/**
 * What must be true before a borrower signs (decision 0212), supplied by the modules that know it, so signing imports
 * none of them (decision 0190): the notices module tells whether every valuation copy of a first-lien line has been
 * in the applicant's hands for three business days (Regulation B 1002.14(a)(1)). Null while nothing holds it back;
 * otherwise the day signing opens (null when a copy is still to be sent), as yyyy-MM-dd.
 */
export type SigningWait = { opensOn: string | null; copyReceivedOn: string | null } | null;
export type SigningGate = (row: ApplicationRow, now: Date) => Promise<SigningWait>;

declare module 'fastify' {
  interface FastifyInstance {
    signingGate: {
      /** The valuation-copy wait of an application, or null when nothing holds signing back. */
      wait: SigningGate;
      use(gate: SigningGate): void;
    };
  }
}

async function signingGatePlugin(app: FastifyInstance): Promise<void> {
  let gate: SigningGate = async () => null;
  app.decorate('signingGate', {
    wait: (row: ApplicationRow, now: Date) => gate(row, now),
    use: (next: SigningGate) => {
      gate = next;
    },
  });
}

export const signingGate = fp(signingGatePlugin, { name: 'signing-gate' });
