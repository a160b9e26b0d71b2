import {
  type AbilityToStartResponse,
  abilityToStartResponseSchema,
  HELOC_API_PATHS,
} from '@hearth/domain/heloc-api';
import { httpClient } from '@/lib/http-client';

/** GET verify-ability-to-start-application: the 45-day rule and active applications per organisation. */
export async function verifyAbilityToStart(): Promise<AbilityToStartResponse> {
  return abilityToStartResponseSchema.parse(await httpClient.get(HELOC_API_PATHS.abilityToStart));
}
