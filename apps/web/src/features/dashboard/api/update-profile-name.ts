import { profileSchema } from '@hearth/domain/entities';
import type { ProfileNameRequest } from '@hearth/domain/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { httpClient } from '@/lib/http-client';
import { profileQueryKey } from '@/lib/profile-query-key';

export async function updateProfileName(body: ProfileNameRequest) {
  const answer = await httpClient.put(apiPaths.profileName(), body);
  // The server may answer with the updated profile or with no body; only a profile is cached.
  const parsed = profileSchema.safeParse(answer);
  return parsed.success ? parsed.data : undefined;
}

export function useUpdateProfileName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileName,
    onSuccess: async (profile) => {
      if (profile) queryClient.setQueryData(profileQueryKey, profile);
      else await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
