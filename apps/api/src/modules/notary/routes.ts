import { SIGNER_API_PATHS } from '@hearth/domain/additional-signers';
import {
  bookManualNotarySchema,
  bookNotarySchema,
  cancelLineSchema,
  hasManualNotaryFlag,
  notaryViewSchema,
  NOTARY_API_PATHS as PATHS,
  rescissionViewSchema,
  signerNotaryViewSchema,
} from '@hearth/domain/notary';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, requireRole } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { ownApplicationOr404 } from '../../http/own-application';
import { scheduleSweep } from '../../plugins/sweeps';
import { issueSigningNotices } from '../documents/service';
import { signerApplicationOr404 } from '../owners/signer-application';
import type { CallbackHandler } from '../vendor-callbacks/plugin';
import { bookNotary, changeNotaryBooking, notaryView } from './booking';
import { mailBorrowerNotaryBooked, remindNotaryAppointments } from './borrower-mail';
import {
  applyNotaryResult,
  applyVisitResult,
  signDeed,
  signDeedAsOwner,
  signerNotaryView,
} from './deed-signing';
import type { NotaryDeps } from './deps';
import { bookManualNotary } from './manual-notary';
import { deedParties, noticeSignersNotaryBooked, noticeSignersNotaryWithdrawn } from './other-owners';
import { cancelLine, endRescissions, rescissionView } from './rescission';
import { applicationsToSeal, SEAL_JOB, sealPackage } from './seal-package';
import { ASK_NOTARY_AGAIN_MS, askNotariesAgain, settleNotaries } from './settle';

const uuidParams = z.object({ uuid: z.uuid() });
const RESCISSION_SWEEP_MS = 60_000;
const SEALING_SWEEP_MS = 60_000;

/** The notary (online, decision 0174; in person, missed, Texas, decision 0176) and the right to cancel. */
export const notaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: NotaryDeps = {
    db: app.db,
    vendor: app.ports.notary,
    mobile: app.ports.mobileNotary,
    now: () => app.vendors.clock.now(),
    onClockOf: (uuid, work) => app.vendors.clock.run(uuid, work),
    onRecording: (uuid) => app.funding.enqueue(uuid),
    mailAllowanceBusinessDays: app.config.rescissionMailAllowanceBusinessDays,
    issueNotices: (uuid, dates) => issueSigningNotices(app.documents.deps, uuid, dates),
    deedParties: (row) => deedParties(app.db, row),
    asked: new Map(),
    onBooked: async (uuid) => {
      await noticeSignersNotaryBooked(app.db, uuid);
      await mailBorrowerNotaryBooked(deps, uuid);
    },
    organization: (orgCode) => app.organizations.registry.byCode(orgCode),
    onWithdrawn: (tx, uuid, booking) => noticeSignersNotaryWithdrawn(tx, uuid, booking),
    manualNotaryFlag: (row) =>
      hasManualNotaryFlag(app.organizations.registry.byCode(row.organizationCode), row.propertyState),
  };
  // The notary's journal entry (online or in person) means every party has signed: seal the package (decision
  // 0175; the sealing sweep below backs this up). A no-op before the entry, or once sealed.
  app.vendors.onJob(SEAL_JOB, (uuid) => sealPackage(app.documents.sealDeps, uuid));
  const enqueueSeal = (uuid: string) =>
    app.vendors.enqueue({ type: 'module', name: SEAL_JOB, applicationUuid: uuid }, `${SEAL_JOB}:${uuid}`);
  const thenSeal =
    (apply: typeof applyNotaryResult): CallbackHandler =>
    async ({ request, callback }) => {
      const disposition = await apply(deps, request, callback);
      await enqueueSeal(request.applicationUuid);
      return disposition;
    };
  // A package a crash left unsealed (the journal entry kept, no certificate): at start and every minute.
  scheduleSweep(app, {
    name: 'sealing',
    everyMs: SEALING_SWEEP_MS,
    run: async () => {
      for (const uuid of await applicationsToSeal(app.db)) await enqueueSeal(uuid);
    },
  });
  app.vendors.onCallback('notary', thenSeal(applyNotaryResult));
  app.vendors.onCallback('mobile-notary', thenSeal(applyVisitResult));
  // The right to cancel and the notary's times end on the clock, not on a request: a sweep moves what a read has
  // not (decisions 0174, 0176).
  const sweep = async () => {
    await settleNotaries(deps);
    await endRescissions(deps);
    await remindNotaryAppointments(deps);
  };
  scheduleSweep(app, { name: 'notary', everyMs: RESCISSION_SWEEP_MS, run: sweep, atReady: false });
  // A deed signed just before the last process died: its notary asked again as this one becomes ready (decision
  // 0194); the sweep above asks again each minute what has waited the retry time.
  scheduleSweep(app, {
    name: 'notary requests',
    everyMs: ASK_NOTARY_AGAIN_MS,
    run: () => askNotariesAgain(deps),
  });
  const borrower = [authenticate, requireRole('BORROWER')];
  const tags = ['notary'];
  const own = (request: FastifyRequest & { params: { uuid: string } }) =>
    ownApplicationOr404(app.db, request, request.params.uuid);
  const notary = { 200: notaryViewSchema, ...errorResponses(400, 401, 403, 404, 409) };
  const rescission = { 200: rescissionViewSchema, ...errorResponses(400, 401, 403, 404, 409) };

  app.get(
    PATHS.notary(':uuid'),
    {
      preHandler: borrower,
      schema: { tags, summary: 'eNotary slots, booking and journal', params: uuidParams, response: notary },
    },
    async (request) => notaryView(deps, await own(request)),
  );
  app.post(
    PATHS.book(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'book an eNotary slot',
        params: uuidParams,
        body: bookNotarySchema,
        response: notary,
      },
    },
    async (request) => bookNotary(deps, await own(request), request.body.startsAt),
  );
  app.post(
    PATHS.manualBooking(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'book a notary who comes to the borrower ($300, deducted from the initial draw)',
        params: uuidParams,
        body: bookManualNotarySchema,
        response: notary,
      },
    },
    async (request) => bookManualNotary(deps, await own(request), request.body),
  );
  app.post(
    PATHS.changeBooking(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'give up the booked notary session or visit before it starts, to choose another time',
        params: uuidParams,
        response: notary,
      },
    },
    async (request) => changeNotaryBooking(deps, await own(request)),
  );
  app.post(
    PATHS.signDeed(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'sign the deed of trust in the eNotary session',
        params: uuidParams,
        response: notary,
      },
    },
    async (request) => signDeed(deps, await own(request)),
  );
  app.get(
    PATHS.rescission(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'the right to cancel: last day and whether it can still be used',
        params: uuidParams,
        response: rescission,
      },
    },
    async (request) => rescissionView(deps, await own(request)),
  );
  app.post(
    PATHS.cancel(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'cancel the line within the right to cancel',
        params: uuidParams,
        body: cancelLineSchema,
        response: rescission,
      },
    },
    async (request) => cancelLine(deps, await own(request)),
  );

  // An owner on title who does not borrow signs the deed before the notary too (decision 0184), from their own
  // account; any application they were not invited to answers 404.
  const signer = [authenticate];
  const invited = async (request: FastifyRequest & { params: { uuid: string } }) =>
    (await signerApplicationOr404(app.db, request.params.uuid, callerOf(request).identityUuid)).app;
  const signerNotary = { 200: signerNotaryViewSchema, ...errorResponses(400, 401, 403, 404, 409) };
  app.get(
    SIGNER_API_PATHS.notary(':uuid'),
    {
      preHandler: signer,
      schema: {
        tags,
        summary: "an owner's notary session or visit, and who has signed the deed",
        params: uuidParams,
        response: signerNotary,
      },
    },
    async (request) => signerNotaryView(deps, await invited(request), callerOf(request).identityUuid),
  );
  app.post(
    SIGNER_API_PATHS.signDeed(':uuid'),
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'an owner signs the deed of trust in the eNotary session',
        params: uuidParams,
        response: signerNotary,
      },
    },
    async (request) => signDeedAsOwner(deps, await invited(request), callerOf(request).identityUuid),
  );
  app.get(
    SIGNER_API_PATHS.rescission(':uuid'),
    {
      preHandler: signer,
      schema: {
        tags,
        summary: "an owner's right to cancel: the last day and whether it can still be used",
        params: uuidParams,
        response: rescission,
      },
    },
    // Their own right to cancel, from their own delivery of the notice and disclosures (decision 0202).
    async (request) => rescissionView(deps, await invited(request), callerOf(request).identityUuid),
  );
  app.post(
    SIGNER_API_PATHS.cancel(':uuid'),
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'an owner on title cancels the line within the right to cancel',
        params: uuidParams,
        body: cancelLineSchema,
        response: rescission,
      },
    },
    async (request) => {
      const { app: row, invitation } = await signerApplicationOr404(
        app.db,
        request.params.uuid,
        callerOf(request).identityUuid,
      );
      return cancelLine(deps, row, {
        name: invitation.ownerName,
        identityUuid: invitation.identityUuid ?? callerOf(request).identityUuid,
      });
    },
  );
};
