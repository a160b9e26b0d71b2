import { type Profile, profileSchema } from '@hearth/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '@/lib/http-client';

export const PROFILE_PATH = '/service-profile/api/v1/profile';

/** GET profile: the step router reads it beside the application. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return profileSchema.parse(await httpClient.get(PROFILE_PATH, signal ? { signal } : {}));
}

export function useProfile() {
  return useQuery({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal) });
}
