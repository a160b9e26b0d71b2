import { randomUUID } from 'node:crypto';
import { consentVersionOf } from '@hearth/domain/disclosures';
import { applicationStatusDetailSchema, type OfferSet } from '@hearth/domain/entities';
import { CONSENT_TYPES } from '@hearth/domain/enums';
import {
  experimentsBodySchema,
  mergeExperiments,
  recordedExperimentSchema,
} from '@hearth/domain/experiments';
import {
  applicationListResponseSchema,
  applicationResponseSchema,
  createHelocRequestSchema,
  HELOC_API_PATHS,
  offersResponseSchema,
  SOFT_CREDIT_CONSENT_VERSION,
  selectedOfferSchema,
  selectOfferRequestSchema,
} from '@hearth/domain/heloc-api';
import { hasManualNotaryFlag } from '@hearth/domain/notary';
import { isTexasHomeEquity } from '@hearth/domain/texas-home-equity';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, forbidden, requireRole } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { organizationOf } from '../organizations/resolve';
import { encryptLegacyCreditPulls } from './credit-pull';
import { encryptLegacyDecisionRecords } from './decision-records';
import { offerSetToWire } from './offers';
import {
  type ApplicationRow,
  type DisburseAccountSubquery,
  findOwnApplication,
  listApplications,
  ownApplicationViewReader,
} from './repository';
import { helocApplications, optimizelyProfiles } from './schema';
import { type ApplicationDeps, createApplication, selectOffer, viewOf } from './service';
import { ssnRoutes } from './ssn-routes';

const uuidParams = z.object({ uuid: z.uuid() });

const adverseActionResponseSchema = z.looseObject({
  date: z.string(),
  decision: z.enum(['DECLINE', 'INELIGIBLE']),
  actionTaken: z.string(),
  principalReasons: z.array(z.object({ code: z.string(), statement: z.string() })),
  consumerReportUsed: z.boolean(),
  /** The agency the ECOA paragraph names (decision 0043); absent on notices stored before it. */
  ecoaAgency: z.looseObject({ code: z.string(), name: z.string() }).optional(),
  ecoaNotice: z.string(),
  text: z.string(),
});

const optimizelyProfileSchema = z.object({ identityUuid: z.uuid(), optimizelyProfileUuid: z.string() });

export interface ApplicationRoutesOptions {
  /**
   * The funds account's masks in the hot read (decision 0161): the bank-accounts module's subquery
   * (`disburseAccountMasks`), given by app.ts, as that module sits above this one.
   */
  disburseAccount: DisburseAccountSubquery;
}

export const applicationRoutes: FastifyPluginAsyncZod<ApplicationRoutesOptions> = async (app, options) => {
  const borrower = [authenticate, requireRole('BORROWER')];
  const deps: ApplicationDeps = {
    db: app.db,
    encryptionKey: app.config.encryptionKey,
    registry: app.organizations.registry,
    enqueue: (applicationUuid) => app.pipeline.enqueue(applicationUuid),
    // The sandbox clock (decision 0188): the application's date it writes is a rule's input (decision 0201).
    now: () => app.vendors.clock.now(),
  };
  await app.register(ssnRoutes, { deps });
  // Reports stored in plaintext before decision 0088 are encrypted once the server is up.
  app.addHook('onReady', async () => {
    const moved = await encryptLegacyCreditPulls(app.db, app.config.encryptionKey);
    if (moved > 0) app.log.info({ moved }, 'soft-credit reports encrypted at rest');
    // Decision facts and final decisions stored in plaintext before decision 0193, likewise.
    const sealed = await encryptLegacyDecisionRecords(app.db, app.config.encryptionKey);
    if (sealed > 0) app.log.info({ sealed }, 'decision facts and final decisions encrypted at rest');
  });

  async function ownApplication(request: FastifyRequest, uuid: string): Promise<ApplicationRow> {
    const row = await findOwnApplication(app.db, uuid, callerOf(request).identityUuid);
    if (!row) throw notFoundError();
    return row;
  }

  const readOwnApplicationView = ownApplicationViewReader(app.db, options.disburseAccount, (row) =>
    hasManualNotaryFlag(app.organizations.registry.byCode(row.organizationCode), row.propertyState),
  );

  const view = (row: ApplicationRow) => viewOf(app.db, row);

  app.post(
    HELOC_API_PATHS.createHeloc,
    {
      preHandler: borrower,
      schema: {
        tags: ['application'],
        summary: 'Create a HELOC application and start pre-qualification (honors Idempotency-Key)',
        querystring: z.object({ state: z.string().optional() }).loose(),
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        body: createHelocRequestSchema,
        response: { 201: applicationResponseSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
      config: { idempotency: { operation: 'application.create' } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const organization =
        app.organizations.registry.byCode(caller.organizationCode) ?? organizationOf(request);
      const created = await createApplication(
        deps,
        { identityUuid: caller.identityUuid, organization, ip: request.ip, log: request.log },
        request.body,
      );
      // A Texas home's section 50(g) notice is given as the application is made, so the 12 days before closing count
      // from today (decision 0201). Should it fail, the documents job gives it with the package, later: never early.
      if (isTexasHomeEquity(request.body.propertyRequest.state))
        await app.documents.giveTexasNotice(created.uuid).catch((error: unknown) => {
          request.log.error(
            { err: error, applicationUuid: created.uuid },
            'Texas notice not given at application',
          );
        });
      return reply.status(201).send(created);
    },
  );

  app.get(
    HELOC_API_PATHS.allApplications,
    {
      preHandler: authenticate,
      schema: {
        tags: ['application'],
        response: { 200: applicationListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await listApplications(app.db, callerOf(request).identityUuid);
      return { applications: await Promise.all(rows.map(view)) };
    },
  );

  app.get(
    HELOC_API_PATHS.consentTypes,
    {
      preHandler: authenticate,
      schema: {
        tags: ['application'],
        response: {
          200: z.object({
            consentTypes: z.array(z.object({ type: z.enum(CONSENT_TYPES), version: z.string() })),
          }),
          ...errorResponses(401),
        },
      },
    },
    async () => ({
      consentTypes: CONSENT_TYPES.map((type) => ({
        type,
        version: consentVersionOf(type, SOFT_CREDIT_CONSENT_VERSION),
      })),
    }),
  );

  app.get(
    HELOC_API_PATHS.application(':uuid'),
    {
      preHandler: authenticate,
      schema: {
        tags: ['application'],
        params: uuidParams,
        response: { 200: applicationResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const found = await readOwnApplicationView(request.params.uuid, callerOf(request).identityUuid);
      if (!found) throw notFoundError();
      return found;
    },
  );

  // Spec section 7: the application's status alone (the step router's input), for a page that polls it.
  app.get(
    HELOC_API_PATHS.krangStatus(':uuid'),
    {
      preHandler: authenticate,
      schema: {
        tags: ['application'],
        summary: "the status of one of the caller's applications: what the step router reads",
        params: uuidParams,
        response: {
          200: z.object({ uuid: z.uuid(), status: applicationStatusDetailSchema }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const found = await readOwnApplicationView(request.params.uuid, callerOf(request).identityUuid);
      if (!found) throw notFoundError();
      return { uuid: found.uuid, status: found.status };
    },
  );

  app.get(
    HELOC_API_PATHS.offers(':uuid'),
    {
      preHandler: authenticate,
      schema: {
        tags: ['application'],
        params: uuidParams,
        response: { 200: offersResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await ownApplication(request, request.params.uuid);
      if (!row.offerSet) throw notFoundError();
      const interestOnly =
        app.organizations.registry.byCode(row.organizationCode)?.orgMetaData.products.heloc?.ageRestricted ===
        true;
      return offerSetToWire(row.offerSet as unknown as OfferSet, row.propertyState, interestOnly);
    },
  );

  app.post(
    HELOC_API_PATHS.selectOffer(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['application'],
        params: uuidParams,
        body: selectOfferRequestSchema,
        response: { 200: selectedOfferSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      selectOffer(
        deps,
        { uuid: request.params.uuid, identityUuid: callerOf(request).identityUuid },
        request.body,
      ),
  );

  app.get(
    HELOC_API_PATHS.adverseAction(':uuid'),
    {
      preHandler: authenticate,
      schema: {
        tags: ['application'],
        summary: 'The adverse action notice (ECOA / FCRA) of a declined pre-qualification',
        params: uuidParams,
        response: { 200: adverseActionResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await ownApplication(request, request.params.uuid);
      if (row.status !== 'DECLINED' || !row.adverseActionNotice) throw notFoundError();
      return adverseActionResponseSchema.parse(row.adverseActionNotice);
    },
  );

  app.patch(
    HELOC_API_PATHS.experiments(':uuid'),
    {
      preHandler: borrower,
      schema: {
        tags: ['application'],
        summary: 'Save the experiments the borrower saw with the application (decision 0222)',
        params: uuidParams,
        body: experimentsBodySchema,
        response: {
          200: z.object({ experiments: z.array(recordedExperimentSchema) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const row = await ownApplication(request, request.params.uuid);
      // Checked against the variation the borrower's profile is assigned, so the record says what they saw.
      const profileId = await optimizelyProfileOf(callerOf(request).identityUuid);
      const experiments = mergeExperiments(row.experiments, request.body.experiments, profileId, new Date());
      await app.db
        .update(helocApplications)
        .set({ experiments, updatedAt: new Date() })
        .where(eq(helocApplications.uuid, row.uuid));
      return { experiments };
    },
  );

  /** The caller's optimizely profile id, assigned on first use: every experiment buckets the borrower by it. */
  const optimizelyProfileOf = async (identityUuid: string) => {
    await app.db
      .insert(optimizelyProfiles)
      .values({ identityUuid, optimizelyProfileUuid: randomUUID() })
      .onConflictDoNothing();
    const [row] = await app.db
      .select()
      .from(optimizelyProfiles)
      .where(eq(optimizelyProfiles.identityUuid, identityUuid));
    if (!row) throw notFoundError();
    return row.optimizelyProfileUuid;
  };

  // The spec spells the path 'optermizerly-profile'; both spellings answer.
  const optimizelyPaths = [
    HELOC_API_PATHS.optimizelyProfile,
    HELOC_API_PATHS.optimizelyProfile.replace('optimizely', 'optermizerly'),
  ];
  const identityQuery = z.object({ identityUuid: z.uuid() });
  const ownIdentity = (request: FastifyRequest, identityUuid: string) => {
    if (callerOf(request).identityUuid !== identityUuid) throw forbidden();
  };
  for (const path of optimizelyPaths) {
    app.get(
      path,
      {
        preHandler: authenticate,
        schema: {
          tags: ['application'],
          querystring: identityQuery,
          response: { 200: optimizelyProfileSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const { identityUuid } = request.query;
        ownIdentity(request, identityUuid);
        // First read assigns a profile id, so every later experiment buckets the borrower the same way.
        return { identityUuid, optimizelyProfileUuid: await optimizelyProfileOf(identityUuid) };
      },
    );
    app.patch(
      path,
      {
        preHandler: authenticate,
        schema: {
          tags: ['application'],
          querystring: identityQuery,
          body: z.object({ optimizelyProfileUuid: z.string().min(1).max(100) }),
          response: { 200: optimizelyProfileSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const { identityUuid } = request.query;
        ownIdentity(request, identityUuid);
        const { optimizelyProfileUuid } = request.body;
        await app.db
          .insert(optimizelyProfiles)
          .values({ identityUuid, optimizelyProfileUuid })
          .onConflictDoUpdate({
            target: optimizelyProfiles.identityUuid,
            set: { optimizelyProfileUuid, updatedAt: new Date() },
          });
        return { identityUuid, optimizelyProfileUuid };
      },
    );
  }
};
