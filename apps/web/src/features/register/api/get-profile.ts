import { type Profile, profileSchema } from '@hearth/domain/entities';
import { httpClient } from '@/lib/http-client';

export const PROFILE_PATH = '/service-profile/api/v1/profile';

/** GET profile: the step router needs the profile beside the application (spec section 4). */
export async function getProfile(): Promise<Profile> {
  return profileSchema.parse(await httpClient.get(PROFILE_PATH));
}
