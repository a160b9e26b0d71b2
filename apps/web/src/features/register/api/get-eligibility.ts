import type { statesEligibilityResponseSchema, zipEligibilityResponseSchema } from '@hearth/domain/heloc-api';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import type { z } from 'zod';
import { httpClient } from '@/lib/http-client';
import { loadResponseSchemas } from '@/lib/load-response-schemas';

export type StateEligibility = z.output<typeof statesEligibilityResponseSchema>['states'][number];
export type ZipEligibility = z.output<typeof zipEligibilityResponseSchema>;

/** GET states-eligibility: which states the lender serves (fetched by orgCode, spec section 7). */
export async function getStatesEligibility(orgCode: string): Promise<StateEligibility[]> {
  const schemas = loadResponseSchemas();
  const data = await httpClient.get(HELOC_API_PATHS.statesEligibility, { query: { orgCode } });
  return (await schemas).statesEligibilityResponseSchema.parse(data).states;
}

/** GET zip-eligibility: excluded ZIPs and federally declared disaster areas. */
export async function getZipEligibility(zip: string, orgCode: string): Promise<ZipEligibility> {
  const schemas = loadResponseSchemas();
  const data = await httpClient.get(HELOC_API_PATHS.zipEligibility, { query: { zip, orgCode } });
  return (await schemas).zipEligibilityResponseSchema.parse(data);
}
