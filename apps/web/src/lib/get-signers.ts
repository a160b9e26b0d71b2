import { SIGNER_API_PATHS, signersViewSchema } from '@hearth/domain/additional-signers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';

export const signersQueryKey = (uuid: string) => ['signers', uuid] as const;

/**
 * The borrower's view of the other owners (decision 0177), on the additional signers page and the signing page;
 * polled while an owner has been invited and has not joined, so joining shows at once.
 */
export function useSigners(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: signersQueryKey(uuid),
      refetchOnMount: 'always',
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && signersViewSchema,
          await httpClient.get(SIGNER_API_PATHS.signers(uuid)),
        ),
      refetchInterval: (query) =>
        query.state.data?.owners.some((o) => o.state === 'INVITED' || o.state === 'JOINED') ? 5_000 : false,
    }),
  );
}
