import type { PrivateLabelData } from '@hearth/domain/brands';
import { STATE_NAMES, US_STATES } from '@hearth/domain/enums';
import { hasRecordingTax } from '@hearth/domain/fees';
import {
  abilityToStartResponseSchema,
  HELOC_API_PATHS,
  statesEligibilityResponseSchema,
  zipEligibilityResponseSchema,
} from '@hearth/domain/heloc-api';
import { isLendingState } from '@hearth/domain/lending';
import { isExcludedZip } from '@hearth/domain/regional';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, callerOf } from '../../http/auth-guard';
import { errorResponses } from '../../http/openapi';
import { abilityToStart } from '../application/ability';
import { organizationOfExternalCall } from '../organizations/resolve';

/** States where this organisation lends HELOCs: Hearth's footprint, narrowed by the brand's own list. */
export function eligibleStatesOf(org: PrivateLabelData): Set<string> {
  const own = org.orgMetaData.products.heloc?.eligibleStates;
  return new Set(US_STATES.filter((s) => isLendingState(s) && (!own || own.includes(s))));
}

export const eligibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HELOC_API_PATHS.statesEligibility,
    {
      schema: {
        tags: ['eligibility'],
        querystring: z.object({ org: z.string().optional() }).loose(),
        response: { 200: statesEligibilityResponseSchema },
      },
    },
    async (request) => {
      const eligible = eligibleStatesOf(organizationOfExternalCall(request));
      return {
        states: US_STATES.map((abbrev) => ({
          abbrev,
          name: STATE_NAMES[abbrev] ?? abbrev,
          eligible: eligible.has(abbrev),
          recordingTax: hasRecordingTax(abbrev),
        })),
      };
    },
  );

  app.get(
    HELOC_API_PATHS.zipEligibility,
    {
      schema: {
        tags: ['eligibility'],
        querystring: z
          .object({
            zip: z.string().regex(/^\d{5}$/, 'Please enter a valid zipcode'),
            orgCode: z.string().max(64).optional(),
          })
          .loose(),
        response: { 200: zipEligibilityResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { zip } = request.query;
      // Fetched by orgCode (spec section 7), else the brand of the header or host.
      const named = request.query.orgCode
        ? app.organizations.registry.byCode(request.query.orgCode)
        : undefined;
      const settings = (named ?? organizationOfExternalCall(request)).orgMetaData.products.heloc;
      // The lender's own excluded ZIPs (decision 0217). A declared disaster does not stop the application; it adds
      // the inspection warning.
      return {
        zip,
        eligible: !isExcludedZip(settings?.excludedZips, zip),
        disasterZip: app.pipeline.providers.propertyData.disasterFor(zip) !== null,
      };
    },
  );

  app.get(
    HELOC_API_PATHS.stateLicenses,
    {
      schema: {
        tags: ['eligibility'],
        summary: 'States the organization (header x-org) is licensed to lend in',
        response: {
          200: z.array(
            z.object({ abbrev: z.string().length(2), name: z.string(), nmls: z.string().nullable() }),
          ),
        },
      },
    },
    async (request) => {
      const org = organizationOfExternalCall(request);
      const nmls = org.orgMetaData.companyInfo.nmls ?? null;
      return [...eligibleStatesOf(org)].map((abbrev) => ({
        abbrev,
        name: STATE_NAMES[abbrev] ?? abbrev,
        nmls,
      }));
    },
  );

  app.get(
    HELOC_API_PATHS.abilityToStart,
    {
      preHandler: authenticate,
      schema: {
        tags: ['eligibility'],
        response: { 200: abilityToStartResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { message: _message, ...answer } = await abilityToStart(
        app.db,
        caller.identityUuid,
        caller.organizationCode,
        new Date(),
      );
      return answer;
    },
  );
};
