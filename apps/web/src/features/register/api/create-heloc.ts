import type { HelocApplication } from '@hearth/domain/entities';
import {
  applicationResponseSchema,
  type CreateHelocRequest,
  createHelocRequestSchema,
  HELOC_API_PATHS,
} from '@hearth/domain/heloc-api';
import { httpClient, IDEMPOTENCY_KEY_HEADER } from '@/lib/http-client';

/**
 * POST /service-application/api/v3/application/helocs with the property state as query. The Idempotency-Key
 * lets a retried submit return the first application instead of creating a second.
 */
export async function createHeloc(
  body: CreateHelocRequest,
  idempotencyKey: string,
): Promise<HelocApplication> {
  const parsed = createHelocRequestSchema.parse(body);
  const data = await httpClient.post(HELOC_API_PATHS.createHeloc, parsed, {
    query: { state: parsed.propertyRequest.state },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return applicationResponseSchema.parse(data);
}
