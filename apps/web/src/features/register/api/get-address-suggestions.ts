import type { typeaheadResponseSchema } from '@hearth/domain/heloc-api';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { LIMITS } from '@hearth/domain/validation-rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { httpClient } from '@/lib/http-client';
import { loadResponseSchemas } from '@/lib/load-response-schemas';

export type AddressSuggestion = z.output<typeof typeaheadResponseSchema>['results'][number];

/** GET typeahead?text= (decision 0004): addresses matching what the borrower typed. */
export async function getAddressSuggestions(
  text: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  const schemas = loadResponseSchemas();
  const data = await httpClient.get(HELOC_API_PATHS.addressTypeahead, {
    query: { text },
    ...(signal ? { signal } : {}),
  });
  return (await schemas).typeaheadResponseSchema.parse(data).results;
}

export function useAddressSuggestions(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: ['address-typeahead', trimmed],
    queryFn: ({ signal }) => getAddressSuggestions(trimmed, signal),
    enabled: trimmed.length >= LIMITS.typeaheadMinLength,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
