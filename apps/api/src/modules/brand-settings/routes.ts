import { bannerEntitySchema } from '@hearth/domain/entities';
import { DomainError } from '@hearth/domain/errors';
import type { FeatureFlagName } from '@hearth/domain/feature-flag-values';
import {
  bannerInputSchema,
  flagFetchRequestSchema,
  flagKeyParamsSchema,
  flagListSchema,
  flagValueInputSchema,
  maintenanceInputSchema,
  maintenanceListSchema,
  SHELL_MESSAGES,
  SHELL_PATHS,
  storedBannerListSchema,
  storedBannerSchema,
  supportContactInputSchema,
  supportContactSchema,
} from '@hearth/domain/shell-settings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { requireStaffRole } from '../../http/staff-role';
import { organizationOfExternalCall } from '../organizations/resolve';
import {
  bannerFile,
  clearFlagValue,
  clearSupportContact,
  createBanner,
  deleteBanner,
  evaluateFlags,
  listBanners,
  listMaintenance,
  setFlagValue,
  setMaintenance,
  setSupportContact,
  supportContact,
  updateBanner,
} from './service';

const uuidParams = z.object({ uuid: z.uuid() });
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

function checkedFlagKey(key: string): FeatureFlagName {
  if (key === 'fe-heloc-maintenance')
    throw new DomainError('VALIDATION_FAILED', SHELL_MESSAGES.maintenanceFlag);
  return key as FeatureFlagName;
}

type Scope = {
  prefix: 'staff' | 'sandbox';
  paths: { banners: string; banner: string; maintenance: string; flags: string; flag: string };
  /** The brand the caller may change. */
  organizationOf: (request: FastifyRequest) => string;
  guards: { preHandler?: unknown[]; querystring?: z.ZodType };
};

/**
 * The lender's calls on its own brand, once for staff (their token's brand) and once for the developer tools
 * (outside production, the brand named by `organization`): the same service functions behind both.
 */
function registerLenderCalls(app: FastifyInstance, scope: Scope): void {
  const r = app.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
  const tags = [scope.prefix === 'staff' ? 'lender' : 'sandbox'];
  const common = {
    ...(scope.guards.preHandler ? { preHandler: scope.guards.preHandler as never } : {}),
  };
  const querystring = scope.guards.querystring;
  const now = () => app.vendors.clock.now();
  const staffErrors =
    scope.prefix === 'staff' ? errorResponses(400, 401, 403, 404) : errorResponses(400, 404);
  /** The console audit log's words for a staff change (decision 0231); the sandbox copy has no staff to record. */
  const audit = (action: string): { auditAction?: string } =>
    scope.prefix === 'staff' ? { auditAction: action } : {};

  r.get(
    scope.paths.banners,
    {
      ...common,
      schema: {
        tags,
        summary: "The brand's banners, newest first",
        ...(querystring ? { querystring } : {}),
        response: { 200: storedBannerListSchema, ...staffErrors },
      },
    },
    async (request) => ({ banners: await listBanners(app.db, scope.organizationOf(request)) }),
  );
  r.post(
    scope.paths.banners,
    {
      ...common,
      schema: {
        tags,
        summary: 'Post a banner: message, apps, variant, optional window and test-only',
        ...(querystring ? { querystring } : {}),
        body: bannerInputSchema,
        response: { 201: storedBannerSchema, ...staffErrors },
      },
      config: {
        idempotency: { operation: `${scope.prefix}.brand-banner.create` },
        ...audit('Posted a banner'),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBanner(app.db, scope.organizationOf(request), request.body, now())),
  );
  r.put(
    scope.paths.banner,
    {
      ...common,
      config: audit('Changed a banner'),
      schema: {
        tags,
        summary: 'Change a banner (borrowers who dismissed it see it again)',
        params: uuidParams,
        ...(querystring ? { querystring } : {}),
        body: bannerInputSchema,
        response: { 200: storedBannerSchema, ...staffErrors },
      },
    },
    async (request) =>
      updateBanner(app.db, scope.organizationOf(request), request.params.uuid, request.body, now()),
  );
  r.delete(
    scope.paths.banner,
    {
      ...common,
      config: audit('Removed a banner'),
      schema: {
        tags,
        summary: 'Remove a banner',
        params: uuidParams,
        ...(querystring ? { querystring } : {}),
        response: { 204: z.null(), ...staffErrors },
      },
    },
    async (request, reply) => {
      await deleteBanner(app.db, scope.organizationOf(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  );
  r.get(
    scope.paths.maintenance,
    {
      ...common,
      schema: {
        tags,
        summary: "The brand's maintenance windows",
        ...(querystring ? { querystring } : {}),
        response: { 200: maintenanceListSchema, ...staffErrors },
      },
    },
    async (request) => ({ windows: await listMaintenance(app.db, scope.organizationOf(request)) }),
  );
  r.put(
    scope.paths.maintenance,
    {
      ...common,
      config: audit('Set maintenance for a route'),
      schema: {
        tags,
        summary: 'Turn maintenance on or off for a route, with its title, message and dashboard link',
        ...(querystring ? { querystring } : {}),
        body: maintenanceInputSchema,
        response: { 200: maintenanceListSchema, ...staffErrors },
      },
    },
    async (request) => ({
      windows: await setMaintenance(app.db, scope.organizationOf(request), request.body, now()),
    }),
  );
  r.get(
    scope.paths.flags,
    {
      ...common,
      schema: {
        tags,
        summary: "The brand's 17 flags as borrowers get them",
        ...(querystring ? { querystring } : {}),
        response: { 200: flagListSchema, ...staffErrors },
      },
    },
    async (request) => ({
      flags: await evaluateFlags(app.db, scope.organizationOf(request), {
        production: app.config.env === 'production',
      }),
    }),
  );
  r.put(
    scope.paths.flag,
    {
      ...common,
      config: audit('Set a feature flag'),
      schema: {
        tags,
        summary: "Set one flag's value for the brand",
        params: flagKeyParamsSchema,
        ...(querystring ? { querystring } : {}),
        body: flagValueInputSchema,
        response: { 200: flagListSchema, ...staffErrors },
      },
    },
    async (request) => {
      const organizationCode = scope.organizationOf(request);
      await setFlagValue(app.db, organizationCode, checkedFlagKey(request.params.key), request.body, now());
      return {
        flags: await evaluateFlags(app.db, organizationCode, { production: app.config.env === 'production' }),
      };
    },
  );
  r.delete(
    scope.paths.flag,
    {
      ...common,
      config: audit('Put a feature flag back to its default'),
      schema: {
        tags,
        summary: 'Put one flag back to its default for the brand',
        params: flagKeyParamsSchema,
        ...(querystring ? { querystring } : {}),
        response: { 200: flagListSchema, ...staffErrors },
      },
    },
    async (request) => {
      const organizationCode = scope.organizationOf(request);
      await clearFlagValue(app.db, organizationCode, checkedFlagKey(request.params.key));
      return {
        flags: await evaluateFlags(app.db, organizationCode, { production: app.config.env === 'production' }),
      };
    },
  );
}

const bannerFileSchema = z.array(bannerEntitySchema);

/**
 * Banners, maintenance and feature flags per lender (issue 22 items 3 to 5, decisions 0218 and 0219): the banner
 * file and the flag fetch the borrower app reads, the staff calls a lender's console uses, and their sandbox copy
 * for the developer tools (not in production).
 */
export const brandSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const production = app.config.env === 'production';
  const serveBannerFile = (variant: 'live' | 'test') =>
    app.get(
      variant === 'live' ? SHELL_PATHS.banners : SHELL_PATHS.bannersTest,
      {
        schema: {
          tags: ['banners'],
          summary:
            variant === 'live'
              ? "The brand's banner file (spec section 5), never cached"
              : 'The test variant of the banner file, with banners marked for testing (not in production)',
          response: { 200: bannerFileSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const organization = organizationOfExternalCall(request);
        return bannerFile(app.db, organization.orgCode, { variant, now: app.vendors.clock.now() });
      },
    );
  serveBannerFile('live');
  if (!production) serveBannerFile('test');

  app.post(
    SHELL_PATHS.flags,
    {
      schema: {
        tags: ['feature-flags'],
        summary:
          "The brand's 17 flags for this user's attributes (spec section 7; path chosen in decision 0219)",
        body: flagFetchRequestSchema,
        response: { 200: flagListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const organization = organizationOfExternalCall(request);
      return { flags: await evaluateFlags(app.db, organization.orgCode, { production }) };
    },
  );

  registerLenderCalls(app, {
    prefix: 'staff',
    paths: {
      banners: SHELL_PATHS.staffBanners,
      banner: SHELL_PATHS.staffBanner(':uuid'),
      maintenance: SHELL_PATHS.staffMaintenance,
      flags: SHELL_PATHS.staffFlags,
      flag: SHELL_PATHS.staffFlag(':key'),
    },
    organizationOf: (request) => callerOf(request).organizationCode,
    guards: { preHandler: [requireStaffRole('ADMIN')] },
  });

  registerSupportContactCalls(app);

  if (production) return;
  const organizationQuery = z.object({ organization: z.string().trim().min(1).max(40) });
  registerLenderCalls(app, {
    prefix: 'sandbox',
    paths: {
      banners: SHELL_PATHS.sandboxBanners,
      banner: SHELL_PATHS.sandboxBanner(':uuid'),
      maintenance: SHELL_PATHS.sandboxMaintenance,
      flags: SHELL_PATHS.sandboxFlags,
      flag: SHELL_PATHS.sandboxFlag(':key'),
    },
    organizationOf: (request) => {
      const code = organizationQuery.parse(request.query).organization;
      const organization = app.organizations.registry.byCode(code);
      if (!organization) throw new DomainError('NOT_FOUND', SHELL_MESSAGES.unknownOrganization);
      return organization.orgCode;
    },
    guards: { querystring: organizationQuery },
  });
};

/**
 * The lender's support phone and e-mail (issue 24 item 6, decision 0237): its admins read, set and clear them; the
 * shell shows them from the next page load (the page's brand block carries them).
 */
function registerSupportContactCalls(app: FastifyInstance): void {
  const r = app.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
  const preHandler = [requireStaffRole('ADMIN')];
  const tags = ['lender'];
  const current = (organizationCode: string) => {
    const info = app.organizations.registry.byCode(organizationCode)?.orgMetaData.companyInfo;
    if (!info) throw new DomainError('NOT_FOUND', SHELL_MESSAGES.unknownOrganization);
    return supportContact(app.db, organizationCode, { phone: info.supportPhone, email: info.supportEmail });
  };
  r.get(
    SHELL_PATHS.staffSupportContact,
    {
      preHandler,
      schema: {
        tags,
        summary: "The support phone and e-mail borrowers see, and the brand's own",
        response: { 200: supportContactSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => current(callerOf(request).organizationCode),
  );
  r.put(
    SHELL_PATHS.staffSupportContact,
    {
      preHandler,
      config: { auditAction: 'Set the support phone and e-mail' },
      schema: {
        tags,
        summary: 'Set the support phone (a US number) and e-mail the shell shows',
        body: supportContactInputSchema,
        response: { 200: supportContactSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationCode } = callerOf(request);
      await setSupportContact(app.db, organizationCode, request.body, app.vendors.clock.now());
      return current(organizationCode);
    },
  );
  r.delete(
    SHELL_PATHS.staffSupportContact,
    {
      preHandler,
      config: { auditAction: "Put the support phone and e-mail back to the brand's" },
      schema: {
        tags,
        summary: "Show the brand's own support phone and e-mail again",
        response: { 200: supportContactSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationCode } = callerOf(request);
      await clearSupportContact(app.db, organizationCode);
      return current(organizationCode);
    },
  );
}
