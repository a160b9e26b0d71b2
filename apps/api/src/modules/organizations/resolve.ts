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

/**
 * The organisation of an external (unauthenticated) service call: the x-org header the web app sends (spec
 * section 7) when it names a known organisation, else the request's host or `org` parameter, else the main brand.
 */
export function organizationOfExternalCall(request: FastifyRequest): PrivateLabelData {
  const header = request.headers['x-org'];
  const code = typeof header === 'string' ? header.trim() : undefined;
  return (code && request.server.organizations.registry.byCode(code)) || organizationOf(request);
}
