import { randomUUID } from 'node:crypto';
import { ACTIVE_APPLICATION_MESSAGES } from '@hearth/domain/active-application';
import { parseDateInput } from '@hearth/domain/dates';
import { consentVersionOf } from '@hearth/domain/disclosures';
import { toApplicationEmploymentType } from '@hearth/domain/employment';
import type { OfferSet } from '@hearth/domain/entities';
import { CONSENT_TYPES } from '@hearth/domain/enums';
import { DomainError, ERROR_MESSAGES } from '@hearth/domain/errors';
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
import { formatMoney, toCents } from '@hearth/domain/money';
import { hasManualNotaryFlag } from '@hearth/domain/notary';
import { referrerOutcome, regionalBlock } from '@hearth/domain/regional';
import { phoneDigits } from '@hearth/domain/validation';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf, forbidden, requireRole } from '../../http/auth-guard';
import { notFoundError } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { findLoanOriginator, findUsableOfferCode } from '../leads/repository';
import { organizationOf } from '../organizations/resolve';
import { fillEmptyProfileName } from '../profile/repository';
import { abilityToStart } from './ability';
import { encryptLegacyCreditPulls } from './credit-pull';
import { encryptField } from './crypto';
import { encryptLegacyDecisionRecords, hasFinalDecision, revisedSelectionMove } from './decision-records';
import { offerSetToWire, offerToWire } from './offers';
import {
  type ApplicationRow,
  applicationView,
  consentsOf,
  findOwnApplication,
  insertApplication,
  listApplications,
  ownApplicationViewReader,
  recordConsent,
} from './repository';
import { helocApplications, optimizelyProfiles } from './schema';
import { ssnRoutes } from './ssn-routes';
import { tryMoveApplication } from './status-moves';

const SELECTABLE = ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'];
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

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const borrower = [authenticate, requireRole('BORROWER')];
  await app.register(ssnRoutes);
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

  const readOwnApplicationView = ownApplicationViewReader(app.db, (row) =>
    hasManualNotaryFlag(app.organizations.registry.byCode(row.organizationCode), row.propertyState),
  );

  async function view(row: ApplicationRow) {
    const consents = await consentsOf(app.db, row.uuid);
    return applicationView(
      row,
      consents.map((c) => c.type),
    );
  }

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
      const { db, config } = app;
      const caller = callerOf(request);
      const body = request.body;
      const organization =
        app.organizations.registry.byCode(caller.organizationCode) ?? organizationOf(request);

      if (!parseDateInput(body.profileRequest.dob)) {
        throw new DomainError('VALIDATION_FAILED', 'Please enter a valid date');
      }
      const property = body.propertyRequest;
      const state = property.state.toUpperCase();
      const settings = organization.orgMetaData.products.heloc;
      const originator = body.referrerId ? await findLoanOriginator(db, body.referrerId) : undefined;
      // Only a live code this lender mailed is kept; another lender's, an ended or an unknown code is dropped,
      // not refused: it only prefilled the form, and the borrower may still apply (decision 0054).
      const mailedOffer = body.offerCode
        ? await findUsableOfferCode(db, body.offerCode, {
            lender: organization,
            registry: app.organizations.registry,
            now: new Date(),
          })
        : undefined;
      if (body.offerCode && !mailedOffer)
        request.log.info({ org: organization.orgCode }, 'offer code dropped');
      const referrer = referrerOutcome({
        required: settings?.referrerRequired ?? false,
        present: Boolean(body.referrerId),
        valid: originator !== undefined,
      });
      if (referrer === 'not-accepting-apps') {
        throw new DomainError('REFERRER_REQUIRED', ERROR_MESSAGES.referrerRequired);
      }
      const block = regionalBlock({
        propertyState: state,
        loanOriginator: originator ?? null,
        ...(settings?.eligibleStates ? { eligibleStates: settings.eligibleStates } : {}),
      });
      // Hawaii and states outside Hearth's lending footprint are decided (and noticed) by the engine.
      if (block && block.kind !== 'hawaii') {
        throw new DomainError(
          block.kind === 'licensed-state' ? 'FORBIDDEN' : 'STATE_NOT_SERVED',
          block.message,
          {
            status: 422,
          },
        );
      }

      const softCredit = body.consentRequests.find((c) => c.type === 'SOFT_CREDIT');
      let created: ApplicationRow;
      try {
        created = await db.transaction(async (tx) => {
          const ability = await abilityToStart(tx, caller.identityUuid, organization.orgCode, new Date());
          if (!ability.canStartApplication) {
            throw new DomainError('CONFLICT', ability.message ?? ACTIVE_APPLICATION_MESSAGES.continue);
          }
          const row = await insertApplication(
            tx,
            {
              identityUuid: caller.identityUuid,
              organizationCode: organization.orgCode,
              status: 'WAITING_FOR_SOFT_CREDIT',
              firstName: body.profileRequest.firstName.trim(),
              middleName: body.profileRequest.middleName?.trim() || null,
              lastName: body.profileRequest.lastName.trim(),
              suffix: body.profileRequest.suffix,
              dobEncrypted: encryptField(config.encryptionKey, body.profileRequest.dob),
              email: body.profileRequest.email.trim(),
              phoneNumber: phoneDigits(body.profileRequest.phoneNumber),
              homeAddress: body.profileRequest.homeAddress
                ? {
                    ...body.profileRequest.homeAddress,
                    state: body.profileRequest.homeAddress.state.toUpperCase(),
                  }
                : null,
              propertyStreet1: property.street1.trim(),
              propertyStreet2: property.street2.trim(),
              propertyCity: property.city.trim(),
              propertyState: state,
              propertyZip: property.zip.trim(),
              occupancyType: property.occupancyType,
              listedForSale: body.propertyListedForSale,
              incomeCents: toCents(body.income.incomePrimary),
              otherIncomeCents: toCents(body.income.incomeOther),
              coDeederIncomeCents: toCents(body.income.incomeCoDeeders),
              employmentType: toApplicationEmploymentType(body.employmentType),
              referrerUuid: referrer === 'proceed' && originator ? originator.uuid : null,
              referralUuid: body.referralId ?? null,
              offerCode: mailedOffer?.code ?? null,
              utmParameters: body.utmParameters,
              abVersions: body.abVersionsRequest,
              optimizelyProfileUuid: body.optimizelyProfileRequest?.optimizelyProfileUuid ?? null,
            },
            {
              statuses: ['GEN_PRE_SOFT_CREDIT_DISCLOSURE', 'WAITING_FOR_SOFT_CREDIT'],
              reason: 'application created',
            },
          );
          // Registration takes no name, so the profile learns it here; account settings show it (issue 8).
          await fillEmptyProfileName(tx, caller.identityUuid, {
            firstName: row.firstName,
            middleName: row.middleName,
            lastName: row.lastName,
            suffix: row.suffix,
          });
          if (softCredit) {
            await recordConsent(tx, {
              applicationUuid: row.uuid,
              identityUuid: caller.identityUuid,
              type: 'SOFT_CREDIT',
              version: softCredit.version,
              ipAddress: request.ip,
            });
          }
          return row;
        });
      } catch (error) {
        // A concurrent create for the same borrower and organisation lost the race on the unique index.
        if (isUniqueViolation(error)) throw new DomainError('CONFLICT', ACTIVE_APPLICATION_MESSAGES.continue);
        throw error;
      }

      await app.pipeline.enqueue(created.uuid);
      request.log.info(
        { applicationUuid: created.uuid, org: created.organizationCode },
        'application created',
      );
      return reply.status(201).send(await view(created));
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
      return offerSetToWire(row.offerSet as unknown as OfferSet);
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
    async (request) => {
      const row = await ownApplication(request, request.params.uuid);
      if (!SELECTABLE.includes(row.status) || !row.offerSet) {
        throw new DomainError('STEP_OUT_OF_ORDER', 'Offers can only be selected while offers are shown');
      }
      const { type, term, drawAmount, autopay } = request.body;
      const offer = (row.offerSet as unknown as OfferSet).offers.find(
        (o) => o.type === type && o.term === term,
      );
      if (!offer) throw new DomainError('BAD_REQUEST', 'No such offer');
      const drawCents = toCents(drawAmount);
      if (drawCents < offer.minDraw || drawCents > offer.maxDraw) {
        throw new DomainError(
          'BAD_REQUEST',
          `Initial draw must be between ${formatMoney(offer.minDraw, 0)} and ${formatMoney(offer.maxDraw, 0)}`,
        );
      }
      // After the final decision a revised offer chosen here is the final offer (decision 0153).
      const final =
        row.status === 'REVISED_OFFER_SELECTION' && hasFinalDecision(row)
          ? revisedSelectionMove(app.config.encryptionKey, row)
          : null;
      const moved = await tryMoveApplication(app.db, {
        uuid: row.uuid,
        from: row.status,
        to: final?.to ?? 'APP_SUBMISSION',
        actor: 'borrower',
        reason: `offer selected: ${type} ${term}y`,
        patch: {
          ...final?.patch,
          // The APR, never the autopay rate: the discount stays in the chosen offer (decision 0101).
          rate: offer.rate,
          amountCents: drawCents,
          term,
          rateType: type === 'VARIABLE' ? 'Variable' : 'Fixed',
          selectedOffer: { ...offer, autopay } as unknown as Record<string, unknown>,
        },
      });
      if (!moved)
        throw new DomainError('STEP_OUT_OF_ORDER', 'Offers can only be selected while offers are shown');
      return offerToWire(offer);
    },
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
        params: uuidParams,
        body: z.object({ experiments: z.array(z.unknown()).max(100) }),
        response: {
          200: z.object({ experiments: z.array(z.unknown()) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const row = await ownApplication(request, request.params.uuid);
      await app.db
        .update(helocApplications)
        .set({ experiments: request.body.experiments, updatedAt: new Date() })
        .where(eq(helocApplications.uuid, row.uuid));
      return { experiments: request.body.experiments };
    },
  );

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
        await app.db
          .insert(optimizelyProfiles)
          .values({ identityUuid, optimizelyProfileUuid: randomUUID() })
          .onConflictDoNothing();
        const [row] = await app.db
          .select()
          .from(optimizelyProfiles)
          .where(eq(optimizelyProfiles.identityUuid, identityUuid));
        if (!row) throw notFoundError();
        return { identityUuid, optimizelyProfileUuid: row.optimizelyProfileUuid };
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
