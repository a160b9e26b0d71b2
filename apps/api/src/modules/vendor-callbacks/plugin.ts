import { applyForcedOutcome, forcedOutcome } from '@hearth/domain/sandbox-outcomes';
import type { Vendor, VendorCallback } from '@hearth/domain/vendors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import { encryptField } from '../../db/field-crypto';
import { Dispatcher } from '../pipeline/dispatcher';
import { RUN_NOW } from '../pipeline/queue';
import { AdjustableClock } from './clock';
import { registerApplicationClockScope } from './clock-scope';
import { deliverSandboxCallback, processCallback, type VendorRequestRow } from './service';

export const VENDOR_QUEUE = 'heloc-vendor';
export const VENDOR_QUEUE_OPTIONS: PgBoss.Queue = {
  name: VENDOR_QUEUE,
  retryLimit: 5,
  retryDelay: 1,
  retryBackoff: true,
};
const VENDOR_CONCURRENCY = 4;
const VENDOR_IDLE_POLL_MS = 2000;

/** The vendor queue's jobs: a module's own request jobs, a received callback, and the sandbox vendors' deliveries. */
export type VendorJob =
  | { type: 'callback.process'; vendor: Vendor; callbackId: string }
  | { type: 'sandbox.deliver'; vendor: Vendor; bodyEncrypted: string }
  | { type: 'module'; name: string; applicationUuid: string };

/** What a callback's processing reports: a final result completes the request; an interim one leaves it open. */
export type CallbackDisposition = 'final' | 'interim';
export type CallbackHandler = (input: {
  request: VendorRequestRow;
  callback: VendorCallback;
}) => Promise<CallbackDisposition>;

export interface Vendors {
  clock: AdjustableClock;
  secret(vendor: Vendor): Uint8Array;
  /** Queues a job on the vendor queue; one job per singleton key while it waits; not before `delaySeconds`. */
  enqueue(job: VendorJob, singletonKey?: string, delaySeconds?: number): Promise<void>;
  /** The module that owns a vendor's results processes its verified callbacks here. */
  onCallback(vendor: Vendor, handler: CallbackHandler): void;
  /** A module's own job (e.g. "hard-pull.request"), run on the vendor queue. */
  onJob(name: string, handler: (applicationUuid: string) => Promise<void>): void;
  /**
   * The sandbox vendors' outbox: the signed callback is sent to Hearth by a job, as a real vendor would; a vendor
   * that works for hours in real life (a broker price opinion) answers after `delaySeconds`.
   */
  sendFromSandbox(vendor: Vendor, body: VendorCallback, options?: { delaySeconds?: number }): Promise<void>;
  /**
   * Outside production, the outcome each sandbox vendor's next answer is forced to (decision 0251): the developer
   * tools set it, the vendor's next callback takes it and clears it. Held by this process, as the sandboxes are.
   */
  forcedOutcomes: Map<Vendor, string>;
  dispatcher: Dispatcher<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    vendors: Vendors;
  }
}

async function vendorCallbacksPlugin(app: FastifyInstance): Promise<void> {
  const boss = app.pipeline.boss;
  await app.database.withMigrationLock(async () => {
    await boss.createQueue(VENDOR_QUEUE, VENDOR_QUEUE_OPTIONS);
  });
  const clock = new AdjustableClock(app.config.env !== 'production');
  // Production's clock cannot move, so no request needs an application's clock there.
  if (app.config.env !== 'production') registerApplicationClockScope(app, clock);
  const callbackHandlers = new Map<Vendor, CallbackHandler>();
  const forcedOutcomes = new Map<Vendor, string>();
  const jobHandlers = new Map<string, (applicationUuid: string) => Promise<void>>();
  // Read once at start by the configuration (decision 0195): HEARTH_VENDOR_SECRET_<VENDOR>, or derived for a sandbox.
  const secret = (vendor: Vendor) => app.config.vendorSecrets[vendor];

  type Job = PgBoss.Job<VendorJob>;
  const dispatcher = new Dispatcher<Job>({
    concurrency: VENDOR_CONCURRENCY,
    idlePollMs: VENDOR_IDLE_POLL_MS,
    fetch: (limit) => boss.fetch<VendorJob>(VENDOR_QUEUE, { batchSize: limit }),
    // Each job on the clock of the application it acts on (decision 0188), never on that of whichever request
    // happened to wake the dispatcher: a module's job on its application's, a callback's on its request's
    // application's (entered by processCallback), a sandbox delivery (a message in flight) on the server's.
    run: async (job) => {
      const data = job.data;
      if (data.type === 'callback.process') {
        const handler = callbackHandlers.get(data.vendor);
        if (!handler) throw new Error(`no handler for ${data.vendor} callbacks`);
        await clock.run(undefined, () => processCallback(deps, data.vendor, data.callbackId, handler));
      } else if (data.type === 'sandbox.deliver') {
        await clock.run(undefined, () => deliverSandboxCallback(deps, data.vendor, data.bodyEncrypted));
      } else {
        const handler = jobHandlers.get(data.name);
        if (!handler) throw new Error(`no handler for ${data.name} jobs`);
        await clock.run(data.applicationUuid, () => handler(data.applicationUuid));
      }
    },
    complete: async (job) => {
      await boss.complete(VENDOR_QUEUE, job.id);
    },
    fail: async (job, error) => {
      app.log.warn({ err: error, job: job.data.type }, 'vendor job failed');
      await boss.fail(VENDOR_QUEUE, job.id, { message: String((error as Error)?.message ?? error) });
    },
    onError: (error) => app.log.error({ err: error }, 'vendor job error'),
  });

  const enqueue = async (job: VendorJob, singletonKey?: string, delaySeconds?: number) => {
    await boss.send(VENDOR_QUEUE, job, {
      ...(singletonKey ? { singletonKey } : {}),
      ...(delaySeconds ? { startAfter: delaySeconds } : RUN_NOW),
    });
    dispatcher.wake();
  };
  const deps = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    clock,
    secret,
    enqueue,
    inject: (request: { url: string; headers: Record<string, string>; payload: string }) =>
      app.inject({ method: 'POST', ...request }),
  };

  app.decorate('vendors', {
    clock,
    secret,
    enqueue,
    onCallback: (vendor, handler) => {
      callbackHandlers.set(vendor, handler);
    },
    onJob: (name, handler) => {
      jobHandlers.set(name, handler);
    },
    sendFromSandbox: async (vendor, body, options) => {
      const forced = forcedOutcomes.get(vendor);
      const outcome = forced ? forcedOutcome(vendor, forced) : null;
      if (forced) forcedOutcomes.delete(vendor);
      const sent = outcome ? { ...body, result: applyForcedOutcome(body.result, outcome) } : body;
      await enqueue(
        {
          type: 'sandbox.deliver',
          vendor,
          bodyEncrypted: encryptField(app.config.encryptionKey, JSON.stringify(sent)),
        },
        undefined,
        options?.delaySeconds,
      );
    },
    forcedOutcomes,
    dispatcher,
  } satisfies Vendors);

  // Started once every module has registered its handlers, so no job finds its handler missing.
  app.addHook('onReady', async () => {
    dispatcher.start();
  });
  app.addHook('preClose', async () => {
    await dispatcher.stop();
  });
}

export const vendorCallbacks = fp(vendorCallbacksPlugin, {
  name: 'vendor-callbacks',
  dependencies: ['pipeline'],
});
