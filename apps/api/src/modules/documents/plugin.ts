import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleSweep } from '../../plugins/sweeps';
import { dataFolderStorage } from '../../providers/storage/encrypted-file-storage';
import { helocApplications } from '../application/schema';
import { sandboxSealIdentity, sealIdentityFromP12 } from './pdf-stack';
import type { SealIdentity } from './seal-certificate';
import type { SealDeps } from './sealing';
import { type DocumentDeps, generateDocuments, giveTexasNotice } from './service';

export const DOCUMENTS_JOB = 'documents.generate';
const DOCUMENTS_SWEEP_MS = 60_000;
const GENERATING = ['GEN_APP_DISCLOSURES', 'GEN_CLOSING_DISCLOSURE', 'GEN_NOTE_SIGNING'] as const;

declare module 'fastify' {
  interface FastifyInstance {
    documents: {
      deps: DocumentDeps;
      sealDeps: SealDeps;
      /** Queues the package of an application whose accounts are confirmed (a no-op in any other status). */
      enqueue(applicationUuid: string): Promise<void>;
      /**
       * Gives a Texas home's section 50(g) notice as its application is made (decision 0201), on the application's
       * clock; a no-op for any other home or once given.
       */
      giveTexasNotice(applicationUuid: string): Promise<void>;
    };
  }
}

/**
 * The loan documents (issue 12 item 2, decision 0171) as a job on the vendor queue: queued when the accounts are
 * confirmed, and by a sweep at start and every minute for one a crash lost in between. The seal of the signed
 * package (decision 0175) is configured here (`sealDeps`); its job is the notary's (`notary/seal-package.ts`).
 */
async function documentsPlugin(app: FastifyInstance): Promise<void> {
  const deps: DocumentDeps = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    storage: dataFolderStorage(app.config.dataDir, app.config.encryptionKey),
    organization: (orgCode) => app.organizations.registry.byCode(orgCode),
    now: () => app.vendors.clock.now(),
  };
  let identity: Promise<SealIdentity> | undefined;
  const open = async (): Promise<SealIdentity> => {
    const { sealP12, sealPassphrase, env, dataDir, encryptionKey } = app.config;
    if (sealP12) return sealIdentityFromP12(sealP12, sealPassphrase ?? '');
    if (env === 'production')
      throw new Error('HEARTH_SEAL_P12 is required to seal executed documents when HEARTH_ENV=production');
    return sandboxSealIdentity(dataDir, encryptionKey, new Date());
  };
  // Opened once, on the first seal (the stack loads then, decision 0213); a failure is tried again next time.
  const seal = (): Promise<SealIdentity> => {
    identity ??= open().catch((error: unknown) => {
      identity = undefined;
      throw error;
    });
    return identity;
  };
  const sealDeps: SealDeps = { ...deps, seal };
  app.vendors.onJob(DOCUMENTS_JOB, (uuid) => generateDocuments(deps, uuid));
  const enqueue = (uuid: string) =>
    app.vendors.enqueue(
      { type: 'module', name: DOCUMENTS_JOB, applicationUuid: uuid },
      `${DOCUMENTS_JOB}:${uuid}`,
    );
  const giveNotice = (uuid: string) => app.vendors.clock.run(uuid, () => giveTexasNotice(deps, uuid));
  app.decorate('documents', { deps, sealDeps, enqueue, giveTexasNotice: giveNotice });

  const sweep = async () => {
    const waiting = await app.db
      .select({ uuid: helocApplications.uuid })
      .from(helocApplications)
      .where(inArray(helocApplications.status, [...GENERATING]));
    for (const { uuid } of waiting) await enqueue(uuid);
  };
  app.addHook('onReady', async () => {
    if (app.config.env === 'production') {
      // A configured seal that does not open is a misconfiguration: refuse to start rather than fail each job.
      if (app.config.sealP12) await seal();
      else app.log.error('HEARTH_SEAL_P12 is not set: executed documents cannot be sealed');
    }
  });
  scheduleSweep(app, { name: 'documents', everyMs: DOCUMENTS_SWEEP_MS, run: sweep });
}

export const documents = fp(documentsPlugin, { name: 'documents', dependencies: ['vendor-callbacks'] });
