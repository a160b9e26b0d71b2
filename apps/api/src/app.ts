import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, openDatabase } from './db/database';
import { registerAuthHooks } from './http/auth-guard';
import { registerErrorHandler } from './http/errors';
import { registerIdempotency } from './http/idempotency';
import { registerInputGuard } from './http/input-guard';
import { errorResponses } from './http/openapi';
import { responseSerializerCompiler } from './http/response-serializer';
import { registerStaffAudit } from './http/staff-role';
import { accountRoutes } from './modules/account/routes';
import { addressRoutes } from './modules/address/routes';
import { appStartRoutes } from './modules/app-start/routes';
import { applicationRoutes } from './modules/application/routes';
import { disburseAccountMasks } from './modules/bank-accounts/accounts';
import { bankAccountRoutes } from './modules/bank-accounts/routes';
import { brandSettingsRoutes } from './modules/brand-settings/routes';
import { brokerRoutes } from './modules/brokers/routes';
import { chatRoutes } from './modules/chat/routes';
import { collateral } from './modules/collateral/plugin';
import { collateralRoutes } from './modules/collateral/routes';
import { commsRoutes } from './modules/comms/routes';
import { conditionRoutes } from './modules/conditions/routes';
import { statusChangeFeed } from './modules/console/change-feed';
import { consoleReportRoutes } from './modules/console/report-routes';
import { consoleRoutes } from './modules/console/routes';
import { eSignRoutes } from './modules/documents/e-sign-routes';
import { layOutPdfsOnWorker, stopPdfWorker } from './modules/documents/pdf-stack';
import { documents } from './modules/documents/plugin';
import { documentRoutes } from './modules/documents/routes';
import { checkSampleCode } from './modules/e-sign/demonstration';
import { eligibilityRoutes } from './modules/eligibility/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { finalDecision } from './modules/final-decision/plugin';
import { finalDecisionRoutes } from './modules/final-decision/routes';
import { funding } from './modules/funding/plugin';
import { fundingRoutes } from './modules/funding/routes';
import { hardPull } from './modules/hard-pull/plugin';
import { hmdaRoutes } from './modules/hmda/routes';
import { identityRoutes } from './modules/identity/routes';
import { sandboxMailboxRoutes } from './modules/identity/sandbox-mailbox-routes';
import { RevocationCache, TokenService } from './modules/identity/tokens';
import { identityVerificationRoutes } from './modules/identity-verification/routes';
import { incomeVerificationRoutes } from './modules/income-verification/routes';
import { leadRoutes } from './modules/leads/routes';
import { lineChangeRoutes } from './modules/line-changes/routes';
import { lineServicingRoutes } from './modules/line-servicing/routes';
import { notaryRoutes } from './modules/notary/routes';
import { notices } from './modules/notices/plugin';
import { noticeRoutes } from './modules/notices/routes';
import { loadOrganizationDirectory, type OrganizationDirectory } from './modules/organizations/repository';
import { organizationRoutes } from './modules/organizations/routes';
import { pipeline } from './modules/pipeline/queue';
import { profileRoutes } from './modules/profile/routes';
import { signerRoutes } from './modules/signers/routes';
import { signingGate } from './modules/signing/gate';
import { signingRoutes } from './modules/signing/routes';
import { registerSpa } from './modules/spa/routes';
import { telemetryRoutes } from './modules/telemetry/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { sandboxClockRoutes } from './modules/vendor-callbacks/clock-routes';
import { sandboxOutcomeRoutes } from './modules/vendor-callbacks/outcome-routes';
import { vendorCallbacks } from './modules/vendor-callbacks/plugin';
import { vendorCallbackRoutes } from './modules/vendor-callbacks/routes';
import type { AppConfig } from './plugins/external/config';
import { registerDatabase } from './plugins/external/database';
import {
  AccessLogController,
  lazyRequestLogger,
  logDestination,
  loggerOptions,
} from './plugins/external/logger';
import { registerSecurity } from './plugins/external/security';
import { buildVendorPorts } from './providers/ports';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    organizations: OrganizationDirectory;
    tokens: TokenService;
    revocations: RevocationCache;
  }
}

export interface AppDependencies {
  /** An open, migrated database; when absent the app opens one from the config and closes it on shutdown. */
  database?: Database;
}

/**
 * The whole server: external plugins (security, database), then the modules, then the SPA. Expects a
 * migrated database with brands seeded (see main.ts); tests pass their own per-file database.
 */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { ...loggerOptions(config), ...(config.env === 'test' ? {} : { stream: logDestination() }) },
    bodyLimit: 1_048_576,
    logController: new AccessLogController(),
    childLoggerFactory: lazyRequestLogger,
    // X-Forwarded-For is believed only from the operator's listed proxies (decision 0080); none by default.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Compiled response serializers; the tests also check each answer against zod's (issue 21 item 6).
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod: config.env === 'test' }));
  registerErrorHandler(app);

  app.decorate('config', config);
  layOutPdfsOnWorker(config.pdfWorker);
  app.addHook('onClose', stopPdfWorker);
  app.decorate('tokens', new TokenService(config.jwtSecret, config.tokenTtlSeconds));
  app.decorateRequest('auth', null);
  const database = deps.database ?? (await openDatabase(config));
  registerDatabase(app, database, { owned: deps.database === undefined });
  app.decorate('revocations', new RevocationCache(database.db));
  app.decorate('organizations', await loadOrganizationDirectory(database.db));

  await registerSecurity(app, config);
  registerAuthHooks(app);
  registerStaffAudit(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hearth API',
        version: '0.1.0',
        description: 'Service paths of the HELOC product spec, section 7. Errors use the ApiErrorBody shape.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document stays (tests and tools read `app.swagger()`); its browsable UI is not served in production.
  if (config.env !== 'production') await app.register(swaggerUi, { routePrefix: '/docs' });

  /** One database check for both probes (issue 19 item 4): a wedged connection is recovered by the ping itself. */
  const databaseAnswers = async (request: FastifyRequest) => {
    try {
      await app.database.ping();
      return true;
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      return false;
    }
  };
  const databaseUnavailable = () => ({
    status: 503,
    error: 'SERVICE_UNAVAILABLE',
    message: 'database unavailable',
    errors: ['database unavailable'],
  });
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness: the process runs, and says whether its database answers',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['ready', 'unavailable']) }),
          ...errorResponses(503),
        },
      },
    },
    async (request, reply) => {
      const answers = await databaseAnswers(request);
      // The embedded database lives in this process: when it does not answer, the process is broken and a
      // restart is the cure. PostgreSQL down is not cured by restarting every server: they stay alive, unready.
      if (!answers && app.database.kind === 'pglite') return reply.status(503).send(databaseUnavailable());
      return { status: 'ok' as const, database: answers ? ('ready' as const) : ('unavailable' as const) };
    },
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the database answers',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          ...errorResponses(503),
        },
      },
    },
    async (request, reply) => {
      if (await databaseAnswers(request)) return { status: 'ready' as const, database: app.database.kind };
      return reply.status(503).send(databaseUnavailable());
    },
  );

  registerInputGuard(app);
  registerIdempotency(app);
  // Every vendor port, built once (the composition root). The sandboxes answer through the vendor queue's outbox
  // and clock, which modules/vendor-callbacks registers below; they are read only when a sandbox answers.
  app.decorate(
    'ports',
    buildVendorPorts(config, {
      send: (vendor, body, options) => app.vendors.sendFromSandbox(vendor, body, options),
      now: () => app.vendors.clock.now(),
    }),
  );
  await app.register(organizationRoutes);
  await app.register(identityRoutes, {
    checkRegistrationSample: (nonce, consent, typed) =>
      checkSampleCode(config.encryptionKey, { registrationNonce: nonce }, consent, typed),
  });
  await app.register(profileRoutes);
  await app.register(accountRoutes);
  await app.register(pipeline);
  await app.register(vendorCallbacks);
  await app.register(hardPull);
  await app.register(finalDecision);
  await app.register(collateral);
  await app.register(documents);
  await app.register(funding);
  await app.register(signingGate);
  await app.register(notices);
  await app.register(applicationRoutes, { disburseAccount: disburseAccountMasks });
  await app.register(appStartRoutes);
  await app.register(eligibilityRoutes);
  await app.register(leadRoutes);
  await app.register(brokerRoutes);
  await app.register(commsRoutes);
  await app.register(addressRoutes);
  await app.register(telemetryRoutes);
  await app.register(vendorCallbackRoutes);
  await app.register(identityVerificationRoutes);
  await app.register(conditionRoutes);
  await app.register(incomeVerificationRoutes);
  await app.register(finalDecisionRoutes);
  await app.register(collateralRoutes);
  await app.register(bankAccountRoutes);
  await app.register(documentRoutes);
  await app.register(eSignRoutes);
  await app.register(signingRoutes);
  await app.register(signerRoutes);
  await app.register(notaryRoutes);
  await app.register(noticeRoutes);
  await app.register(lineChangeRoutes);
  await app.register(fundingRoutes);
  await app.register(lineServicingRoutes);
  await app.register(hmdaRoutes);
  await app.register(sandboxClockRoutes);
  await app.register(sandboxOutcomeRoutes);
  await app.register(sandboxMailboxRoutes);
  await app.register(uploadRoutes);
  await app.register(brandSettingsRoutes);
  await app.register(feedbackRoutes);
  await app.register(statusChangeFeed);
  await app.register(consoleRoutes);
  await app.register(consoleReportRoutes);
  await app.register(chatRoutes);
  await registerSpa(app, config.webDistDir);
  return app;
}
