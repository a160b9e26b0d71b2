import { SIGNING_API_PATHS as PATHS, signingSessionSchema } from '@hearth/domain/signing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationQueryOptions } from '@/features/application/api/get-application';
import { httpClient } from '@/lib/http-client';

/** The signing ceremony's calls (decision 0172). */
const key = (uuid: string) => ['signing', uuid] as const;

export function useSigningSession(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: key(uuid),
      refetchOnMount: 'always',
      queryFn: async () => signingSessionSchema.parse(await httpClient.get(PATHS.session(uuid))),
    }),
  );
}

function useSigningCall<T>(uuid: string, call: (input: T) => Promise<unknown>, moves = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => signingSessionSchema.parse(await call(input)),
    onSuccess: async (session) => {
      queryClient.setQueryData(key(uuid), session);
      if (moves) await queryClient.invalidateQueries({ queryKey: applicationQueryOptions(uuid).queryKey });
    },
  });
}

export const useAdoptSignature = (uuid: string) =>
  useSigningCall(uuid, (body: { fullName: string; style: 'SCRIPT' | 'PRINT'; agree: true }) =>
    httpClient.post(PATHS.adopt(uuid), body),
  );

export type SignLocation = { latitude: number; longitude: number; accuracyMeters: number } | null;

export const useSignDocument = (uuid: string) =>
  useSigningCall(uuid, (body: { documentId: string; sha256: string; location: SignLocation }) =>
    httpClient.post(PATHS.acts(uuid), body),
  );

export const useFinishSigning = (uuid: string) =>
  useSigningCall(uuid, () => httpClient.post(PATHS.finish(uuid)), true);
