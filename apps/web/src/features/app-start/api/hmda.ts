import { APP_START_API_PATHS } from '@hearth/domain/app-start';
import { type HmdaAnswers, type HmdaAnswersInput, hmdaAnswersSchema } from '@hearth/domain/hmda';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useStartAnswer } from '@/features/app-start/api/save-start-answer';
import { httpClient } from '@/lib/http-client';

const savedHmdaSchema = z.object({ answers: hmdaAnswersSchema.nullable() });

/** GET .../heloc/{uuid}/hmda: the answers given so far, null before any (they prefill the page on return). */
export async function getHmda(uuid: string, signal?: AbortSignal): Promise<HmdaAnswers | null> {
  const data = await httpClient.get(APP_START_API_PATHS.hmda(uuid), signal ? { signal } : {});
  return savedHmdaSchema.parse(data).answers;
}

export const hmdaQueryKey = (uuid: string) => ['application-hmda', uuid] as const;

export function hmdaQueryOptions(uuid: string) {
  return queryOptions({ queryKey: hmdaQueryKey(uuid), queryFn: ({ signal }) => getHmda(uuid, signal) });
}

export function useHmda(uuid: string) {
  return useQuery(hmdaQueryOptions(uuid));
}

/** PUT .../heloc/{uuid}/hmda: the Regulation C answers, kept for HMDA reporting only (decision 0122). */
export function useSaveHmda(uuid: string) {
  return useStartAnswer<HmdaAnswersInput>(uuid, APP_START_API_PATHS.hmda(uuid), hmdaQueryKey(uuid));
}
