import {
  HELOC_API_PATHS,
  statesEligibilityResponseSchema,
  zipEligibilityResponseSchema,
} from '@hearth/domain/heloc-api';
import type { z } from 'zod';
import { httpClient } from '@/lib/http-client';

export type StateEligibility = z.output<typeof statesEligibilityResponseSchema>['states'][number];
export type ZipEligibility = z.output<typeof zipEligibilityResponseSchema>;

/** GET states-eligibility: which states the lender serves (fetched by orgCode, spec section 7). */
export async function getStatesEligibility(orgCode: string): Promise<StateEligibility[]> {
  const data = await httpClient.get(HELOC_API_PATHS.statesEligibility, { query: { orgCode } });
  return statesEligibilityResponseSchema.parse(data).states;
}

/** GET zip-eligibility: excluded ZIPs and federally declared disaster areas. */
export async function getZipEligibility(zip: string, orgCode: string): Promise<ZipEligibility> {
  const data = await httpClient.get(HELOC_API_PATHS.zipEligibility, { query: { zip, orgCode } });
  return zipEligibilityResponseSchema.parse(data);
}
