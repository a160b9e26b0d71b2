import { apiErrorBodySchema } from '@hearth/domain/errors';

/** Response schemas for the error statuses a route can answer; every one is an `ApiErrorBody`. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof apiErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorBodySchema])) as Record<
    S,
    typeof apiErrorBodySchema
  >;
}
