import {
  SIGNING_API_PATHS as PATHS,
  type SignatureStyle,
  signingSessionSchema,
} from '@hearth/domain/signing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';
import { useStepMutation } from '@/lib/use-step-mutation';

/** The signing ceremony's calls (decision 0172). */
const key = (uuid: string) => ['signing', uuid] as const;

export function useSigningSession(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: key(uuid),
      refetchOnMount: 'always',
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && signingSessionSchema,
          await httpClient.get(PATHS.session(uuid)),
        ),
    }),
  );
}

/** A signing call: its answer is the session, parsed; only finishing moves the application. */
const useSigningCall = <T>(uuid: string, call: (input: T) => Promise<unknown>, moves = false) =>
  useStepMutation(
    uuid,
    key(uuid),
    async (input: T) => checkedByServer(import.meta.env.DEV && signingSessionSchema, await call(input)),
    {
      moves,
    },
  );

export const useAdoptSignature = (uuid: string) =>
  useSigningCall(
    uuid,
    (body: {
      fullName: string;
      style: SignatureStyle;
      initials: string;
      drawing: string | null;
      agree: true;
    }) => httpClient.post(PATHS.adopt(uuid), body),
  );

export type SignLocation = { latitude: number; longitude: number; accuracyMeters: number } | null;

export const useSignDocument = (uuid: string) =>
  useSigningCall(uuid, (body: { documentId: string; sha256: string; location: SignLocation }) =>
    httpClient.post(PATHS.acts(uuid), body),
  );

export const useFinishSigning = (uuid: string) =>
  useSigningCall(uuid, () => httpClient.post(PATHS.finish(uuid)), true);
