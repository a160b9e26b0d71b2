import { fundedLineViewSchema, FUNDING_API_PATHS as PATHS } from '@hearth/domain/funding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '@/lib/http-client';

/** While the deed is recorded and the money sent, the page asks again every few seconds (decision 0178). */
const CLOSING_POLL_MS = 3000;

export function useFundedLine(uuid: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['funded-line', uuid],
      enabled,
      refetchOnMount: 'always',
      queryFn: async () => fundedLineViewSchema.parse(await httpClient.get(PATHS.line(uuid))),
      refetchInterval: (query) => (query.state.data?.stage === 'FUNDED' ? false : CLOSING_POLL_MS),
    }),
  );
}
