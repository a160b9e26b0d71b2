import {
  type BookManualNotary,
  notaryViewSchema,
  NOTARY_API_PATHS as PATHS,
  rescissionViewSchema,
} from '@hearth/domain/notary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';
import { useStepMutation } from '@/lib/use-step-mutation';

/** The eNotary and the right to cancel (decision 0174). */
const keys = {
  notary: (uuid: string) => ['notary', uuid] as const,
  rescission: (uuid: string) => ['rescission', uuid] as const,
};

/** `pollMs`: while a vendor's answer is awaited (a visit on the clock), read again every so often. */
export function useNotary(uuid: string, pollMs?: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.notary(uuid),
      refetchOnMount: 'always',
      ...(pollMs ? { refetchInterval: pollMs } : {}),
      queryFn: async () =>
        checkedByServer(import.meta.env.DEV && notaryViewSchema, await httpClient.get(PATHS.notary(uuid))),
    }),
  );
}

export function useRescission(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: keys.rescission(uuid),
      refetchOnMount: 'always',
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && rescissionViewSchema,
          await httpClient.get(PATHS.rescission(uuid)),
        ),
    }),
  );
}

export const useBookNotary = (uuid: string) =>
  useStepMutation(uuid, keys.notary(uuid), async (startsAt: string) =>
    checkedByServer(
      import.meta.env.DEV && notaryViewSchema,
      await httpClient.post(PATHS.book(uuid), { startsAt }),
    ),
  );

export const useBookManualNotary = (uuid: string) =>
  useStepMutation(uuid, keys.notary(uuid), async (booking: BookManualNotary) =>
    checkedByServer(
      import.meta.env.DEV && notaryViewSchema,
      await httpClient.post(PATHS.manualBooking(uuid), booking),
    ),
  );

export const useSignDeed = (uuid: string) =>
  useStepMutation(uuid, keys.notary(uuid), async () =>
    checkedByServer(import.meta.env.DEV && notaryViewSchema, await httpClient.post(PATHS.signDeed(uuid))),
  );

export const useCancelLine = (uuid: string) =>
  useStepMutation(uuid, keys.rescission(uuid), async () =>
    checkedByServer(
      import.meta.env.DEV && rescissionViewSchema,
      await httpClient.post(PATHS.cancel(uuid), { confirm: true }),
    ),
  );

/** Give up the booked session or visit to choose another time (decision 0186); the answer is the choosing view. */
export const useChangeNotaryBooking = (uuid: string) =>
  useStepMutation(uuid, keys.notary(uuid), async () =>
    checkedByServer(
      import.meta.env.DEV && notaryViewSchema,
      await httpClient.post(PATHS.changeBooking(uuid)),
    ),
  );
