import { valuationWaitOnWire } from '@hearth/domain/valuation-timing';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleSweep } from '../../plugins/sweeps';
import { dataFolderStorage } from '../../providers/storage/encrypted-file-storage';
import { findApplication } from '../application/repository';
import {
  collateralNoticesOwed,
  declinesToNotice,
  giveAdverseActionNotice,
  giveCollateralNotices,
  giveEarlyDisclosure,
  giveHardPullNotices,
  givePrequalNotices,
  type NoticeDeps,
  valuationSigningWaitOf,
} from './service';

/** How often the server looks for a decline whose notice of action taken was not delivered. */
export const NOTICES_SWEEP_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    notices: {
      deps: NoticeDeps;
      /** Delivers the notice of every recent decline that has none yet; returns how many it delivered. */
      sweep(): Promise<number>;
    };
  }
}

/**
 * The notices an applicant is given (issue 20 items 7, 11 and 12; decision 0200), each on its application's clock:
 * the early disclosure before the soft pull and the credit score notice and notice of action taken after it (the
 * pipeline's hooks), a credit score notice again when the hard pull's score differs (the hard pull's hook), and a
 * sweep, at start and every minute, for declines of any other path (the final decision) or left by a crash.
 */
async function noticesPlugin(app: FastifyInstance): Promise<void> {
  const deps: NoticeDeps = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    storage: dataFolderStorage(app.config.dataDir, app.config.encryptionKey),
    organization: (orgCode) => app.organizations.registry.byCode(orgCode),
    now: () => app.vendors.clock.now(),
  };
  const onClock = <T>(uuid: string, work: () => Promise<T>) => app.vendors.clock.run(uuid, work);
  app.pipeline.useNotices({
    beforeSoftPull: (uuid) => onClock(uuid, () => giveEarlyDisclosure(deps, uuid)),
    afterPrequal: (uuid) => onClock(uuid, () => givePrequalNotices(deps, uuid)),
  });
  app.hardPull.onResult((uuid) => onClock(uuid, () => giveHardPullNotices(deps, uuid)));
  // The valuation copies and the flood-hazard notice (decision 0204): after the liens, a valuation, the flood
  // determination, and before a line in a flood hazard area goes past title and flood.
  app.collateral.onNotices((uuid) => onClock(uuid, () => giveCollateralNotices(deps, uuid)));
  // Signing a first-lien line waits for its valuation copies' three business days (decision 0212).
  app.signingGate.use(async (row, now) => valuationWaitOnWire(await valuationSigningWaitOf(deps, row, now)));

  // An underwriter's decline (decision 0230): its notice is given at once, not on the next sweep.
  // A failure is logged and left to the sweep: the decline itself is already recorded.
  app.finalDecision.useDeclineNotice((uuid) =>
    onClock(uuid, async () => {
      const row = await findApplication(app.db, uuid);
      if (row) await giveAdverseActionNotice(deps, row);
    }).catch((error: unknown) =>
      app.log.error(
        { err: error, applicationUuid: uuid },
        'notice of action taken not given; the sweep retries',
      ),
    ),
  );
  const sweep = async (): Promise<number> => {
    let delivered = 0;
    for (const uuid of await declinesToNotice(app.db, deps.now())) {
      await onClock(uuid, async () => {
        const row = await findApplication(app.db, uuid);
        if (row) await giveAdverseActionNotice(deps, row);
      });
      delivered += 1;
    }
    // A collateral notice a crash or a failed hook left owed (decision 0204).
    for (const uuid of await collateralNoticesOwed(app.db, deps.now()))
      await onClock(uuid, () => giveCollateralNotices(deps, uuid));
    return delivered;
  };
  app.decorate('notices', { deps, sweep });
  scheduleSweep(app, { name: 'notices', everyMs: NOTICES_SWEEP_MS, run: sweep });
}

export const notices = fp(noticesPlugin, {
  name: 'notices',
  dependencies: ['pipeline', 'vendor-callbacks', 'hard-pull', 'collateral', 'final-decision'],
});
