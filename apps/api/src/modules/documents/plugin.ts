import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dataFolderStorage } from '../../providers/storage/encrypted-file-storage';
import { helocApplications } from '../application/schema';
import { type DocumentDeps, generateDocuments } from './service';

export const DOCUMENTS_JOB = 'documents.generate';
const DOCUMENTS_SWEEP_MS = 60_000;
const GENERATING = ['GEN_APP_DISCLOSURES', 'GEN_CLOSING_DISCLOSURE', 'GEN_NOTE_SIGNING'] as const;

declare module 'fastify' {
  interface FastifyInstance {
    documents: {
      deps: DocumentDeps;
      /** Queues the package of an application whose accounts are confirmed (a no-op in any other status). */
      enqueue(applicationUuid: string): Promise<void>;
    };
  }
}

/**
 * The loan documents (issue 12 item 2, decision 0171) as a job on the vendor queue: queued when the accounts are
 * confirmed, and by a sweep at start and every minute for one a crash lost in between.
 */
async function documentsPlugin(app: FastifyInstance): Promise<void> {
  const deps: DocumentDeps = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    storage: dataFolderStorage(app.config.dataDir, app.config.encryptionKey),
    organization: (orgCode) => app.organizations.registry.byCode(orgCode),
    now: () => app.vendors.clock.now(),
  };
  app.vendors.onJob(DOCUMENTS_JOB, (uuid) => generateDocuments(deps, uuid));
  const enqueue = (uuid: string) =>
    app.vendors.enqueue(
      { type: 'module', name: DOCUMENTS_JOB, applicationUuid: uuid },
      `${DOCUMENTS_JOB}:${uuid}`,
    );
  app.decorate('documents', { deps, enqueue });

  const sweep = async () => {
    const waiting = await app.db
      .select({ uuid: helocApplications.uuid })
      .from(helocApplications)
      .where(inArray(helocApplications.status, [...GENERATING]));
    for (const { uuid } of waiting) await enqueue(uuid);
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(
      () => void sweep().catch((error) => app.log.warn({ err: error }, 'documents sweep failed')),
      DOCUMENTS_SWEEP_MS,
    );
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export const documents = fp(documentsPlugin, { name: 'documents', dependencies: ['vendor-callbacks'] });
