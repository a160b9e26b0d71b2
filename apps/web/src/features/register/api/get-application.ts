import type { HelocApplication } from '@hearth/domain/entities';
import { applicationResponseSchema, HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { httpClient } from '@/lib/http-client';

/** GET one application: polled after create until the pre-qualification leaves its waiting statuses. */
export async function getApplication(uuid: string, signal?: AbortSignal): Promise<HelocApplication> {
  return applicationResponseSchema.parse(
    await httpClient.get(HELOC_API_PATHS.application(uuid), signal ? { signal } : {}),
  );
}
