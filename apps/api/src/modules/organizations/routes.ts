import { createHash } from 'node:crypto';
import { privateLabelDataSchema } from '@hearth/domain/brands';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFoundError } from '../../http/errors';
import { logoSvg } from './logo';
import { organizationOf } from './resolve';

const LOGO_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Logos are generated once per brand at boot; the ETag lets browsers revalidate for free.
  const logos = new Map(
    app.organizations.all().map((org) => {
      const svg = logoSvg(org);
      return [
        org.orgBrand,
        { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"` },
      ];
    }),
  );

  app.get(
    '/cdn/brands/:brandKey/logo.svg',
    {
      schema: {
        tags: ['organizations'],
        summary: "A brand's logo (generated SVG wordmark)",
        params: z.object({ brandKey: z.string().regex(/^[a-z0-9-]+$/) }),
      },
    },
    async (request, reply) => {
      const logo = logos.get(request.params.brandKey);
      if (!logo) throw notFoundError();
      reply.header('cache-control', LOGO_CACHE_CONTROL).header('etag', logo.etag);
      if (request.headers['if-none-match'] === logo.etag) return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(logo.svg);
    },
  );

  app.get(
    '/service-organization/api/v1/private-label-data',
    {
      schema: {
        tags: ['organizations'],
        summary:
          'The organization resolved for this request (host, then `org` parameter, else the main brand)',
        querystring: z.object({ org: z.string().optional() }),
        response: { 200: privateLabelDataSchema },
      },
    },
    async (request) => organizationOf(request),
  );
};
