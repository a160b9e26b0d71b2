import { ACCOUNT_API_PATHS, type PropertyDetails, propertyDetailsSchema } from '@hearth/domain/account';
import { useQuery } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** GET property-details (decision 0215): the property card of one application. */
export function usePropertyDetails(uuid: string | undefined) {
  return useQuery({
    queryKey: ['property-details', uuid] as const,
    enabled: Boolean(uuid),
    queryFn: async ({ signal }): Promise<PropertyDetails> =>
      checkedByServer(
        import.meta.env.DEV && propertyDetailsSchema,
        await httpClient.get(ACCOUNT_API_PATHS.propertyDetails(uuid ?? ''), { signal }),
      ),
  });
}
