import { HELOC_API_PATHS, typeaheadResponseSchema } from '@hearth/domain/heloc-api';
import { LIMITS } from '@hearth/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi';

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HELOC_API_PATHS.addressTypeahead,
    {
      schema: {
        tags: ['address'],
        summary: 'Property address suggestions (sandbox property data)',
        querystring: z
          .object({
            text: z
              .string()
              .trim()
              .min(LIMITS.typeaheadMinLength, `Enter at least ${LIMITS.typeaheadMinLength} characters`)
              .max(200),
          })
          .loose(),
        response: { 200: typeaheadResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ results: app.pipeline.providers.propertyData.search(request.query.text) }),
  );
};
