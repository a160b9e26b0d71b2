import {
  brokerMailSettingsSchema,
  createReferralLinkSchema,
  deactivateBrokerSchema,
  lenderBrokerSchema,
  lenderBrokersSchema,
  BROKER_API_PATHS as PATHS,
  pipelineApplicationSchema,
  pipelineQuerySchema,
  pipelineSchema,
  referralLinkSchema,
  referralLinksSchema,
} from '@hearth/domain/brokers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, forbidden, requireRole } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { requireStaffRole, staffCallerOf } from '../../http/staff-role';
import { scheduleSweep } from '../../plugins/sweeps';
import { createBrokerAccount, newBrokerAccountSchema } from './accounts';
import { deactivateBroker, lenderBrokers } from './deactivation';
import { sendBrokerMails } from './mail';
import { type BrokerRecord, findBrokerByIdentity } from './repository';
import {
  type BrokerDeps,
  brokerApplication,
  brokerMailSettingsOf,
  brokerPipeline,
  brokerReferralLinks,
  createReferralLink,
  saveBrokerMailSettings,
} from './service';

const BROKER_MAIL_SWEEP_MS = 60_000;

/**
 * A broker's or loan officer's own calls (issue 23, decision 0226): their pipeline, read-only; their referral links;
 * their e-mail settings. Signed in as an agent of the lender whose broker they are, else 403; an application they
 * did not refer answers 404, as one that does not exist.
 */
export const brokerRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = app.vendors.clock;
  const deps: BrokerDeps = {
    db: app.db,
    nowFor: (applicationUuid) => clock.run(applicationUuid, () => clock.now()),
  };
  const guard = [authenticate, requireRole('AGENT')];
  const tags = ['brokers'];
  const brokerOf = async (request: FastifyRequest): Promise<BrokerRecord> => {
    const caller = callerOf(request);
    const broker = await findBrokerByIdentity(app.db, caller.identityUuid, caller.organizationCode);
    if (!broker) throw forbidden();
    return broker;
  };
  scheduleSweep(app, {
    name: 'broker mail',
    everyMs: BROKER_MAIL_SWEEP_MS,
    run: () => sendBrokerMails(app.db, deps.nowFor),
    atReady: false,
  });

  app.get(
    PATHS.pipeline,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'the applications the broker referred, filtered by status group and sorted',
        querystring: pipelineQuerySchema,
        response: { 200: pipelineSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => brokerPipeline(deps, await brokerOf(request), request.query),
  );

  app.get(
    PATHS.pipelineApplication(':uuid'),
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'one referred application, read-only, with its status moves',
        params: z.object({ uuid: z.uuid() }),
        response: { 200: pipelineApplicationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => brokerApplication(deps, await brokerOf(request), request.params.uuid),
  );

  app.get(
    PATHS.referralLinks,
    {
      preHandler: guard,
      schema: { tags, response: { 200: referralLinksSchema, ...errorResponses(401, 403) } },
    },
    async (request) => ({ referralLinks: await brokerReferralLinks(app.db, await brokerOf(request)) }),
  );

  app.post(
    PATHS.referralLinks,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'a referral link for one borrower (the same open e-mail again answers the first link)',
        body: createReferralLinkSchema,
        response: {
          200: referralLinkSchema,
          201: referralLinkSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { created, referralLink } = await createReferralLink(
        app.db,
        await brokerOf(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(referralLink);
    },
  );

  app.get(
    PATHS.mailSettings,
    {
      preHandler: guard,
      schema: { tags, response: { 200: brokerMailSettingsSchema, ...errorResponses(401, 403) } },
    },
    async (request) => {
      await brokerOf(request);
      return brokerMailSettingsOf(app.db, callerOf(request).identityUuid);
    },
  );

  app.put(
    PATHS.mailSettings,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'which e-mails the broker gets about their referred applications',
        body: brokerMailSettingsSchema,
        response: { 200: brokerMailSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await brokerOf(request);
      return saveBrokerMailSettings(app.db, callerOf(request).identityUuid, request.body);
    },
  );

  // The lender's side (decision 0245): its admin lists its brokers and deactivates one.
  const admin = [requireStaffRole('ADMIN')];
  const lenderTags = ['console'];

  app.get(
    PATHS.lenderBrokers,
    {
      preHandler: admin,
      schema: {
        tags: lenderTags,
        summary: "the lender's brokers and loan officers who sign in, with whether each account is active",
        response: { 200: lenderBrokersSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ brokers: await lenderBrokers(app.db, staffCallerOf(request).organizationCode) }),
  );

  app.post(
    PATHS.lenderBrokerDeactivation(':uuid'),
    {
      preHandler: admin,
      schema: {
        tags: lenderTags,
        summary:
          'deactivate a broker or loan officer: their sessions end and sign-in and referral links stop',
        params: z.object({ uuid: z.uuid() }),
        body: deactivateBrokerSchema,
        response: { 200: lenderBrokerSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { auditAction: 'Deactivated a broker' },
    },
    async (request) => {
      const { broker, ended } = await deactivateBroker(app.db, {
        organizationCode: staffCallerOf(request).organizationCode,
        loanOriginatorUuid: request.params.uuid,
        now: new Date(),
      });
      if (ended) app.revocations.sessionsEnded(ended.identityUuid, ended.generation);
      return broker;
    },
  );

  // Outside production only: a broker account in one call, for the browser tests and a demonstration (a lender
  // opens real ones with `npm run broker:create`, README).
  if (app.config.env === 'production') return;
  app.post(
    '/sandbox/brokers',
    {
      schema: {
        tags: ['sandbox'],
        summary: "sandbox: open a broker's or loan officer's account",
        body: newBrokerAccountSchema,
        response: {
          201: z.object({
            identityUuid: z.uuid(),
            loanOriginatorUuid: z.uuid(),
            organizationCode: z.string(),
            role: z.string(),
          }),
          ...errorResponses(400, 409),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBrokerAccount(app.db, app.organizations.registry, request.body)),
  );
};
