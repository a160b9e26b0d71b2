import { type Profile, profileSchema } from '@hearth/domain/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { takeEarlyRequest } from '@/lib/early-requests';
import { checkedByServer, httpClient } from '@/lib/http-client';
import { profileQueryKey } from '@/lib/profile-query-key';

export type { Profile };

/**
 * GET /service-profile/api/v1/profile, the domain's profile (spec section 3). Shared by every feature that needs
 * the borrower's profile (the step router reads it beside the application).
 */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const url = apiPaths.profile();
  const answer = await (takeEarlyRequest(url) ?? httpClient.get(url, signal ? { signal } : {}));
  return checkedByServer(import.meta.env.DEV && profileSchema, answer);
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
