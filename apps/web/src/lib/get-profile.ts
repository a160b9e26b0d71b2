import type { Profile } from '@hearth/domain/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { takeEarlyRequest } from '@/lib/early-requests';
import { httpClient } from '@/lib/http-client';
import { loadResponseSchemas } from '@/lib/load-response-schemas';
import { profileQueryKey } from '@/lib/profile-query-key';

export type { Profile };

/**
 * GET /service-profile/api/v1/profile, parsed with the domain's profile schema (spec section 3). Shared by
 * every feature that needs the borrower's profile (the step router reads it beside the application).
 */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const schemas = loadResponseSchemas();
  const url = apiPaths.profile();
  const answer = await (takeEarlyRequest(url) ?? httpClient.get(url, signal ? { signal } : {}));
  return (await schemas).profileSchema.parse(answer);
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
