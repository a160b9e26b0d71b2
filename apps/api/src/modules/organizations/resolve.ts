import { type PrivateLabelData, resolveOrganizationWithSource } from '@hearth/domain/brands';
import type { FastifyRequest } from 'fastify';

/** The organisation of a request: its host, then an `org` query parameter, else the main brand. */
export function organizationOf(request: FastifyRequest): PrivateLabelData {
  const query = request.query as Record<string, unknown> | undefined;
  const orgParam = typeof query?.org === 'string' ? query.org : undefined;
  return resolveOrganizationWithSource(
    { host: request.headers.host, orgParam },
    request.server.organizations.registry,
  ).org;
}
