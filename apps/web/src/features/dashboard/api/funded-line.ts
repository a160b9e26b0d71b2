import { FUNDING_API_PATHS, type FundedLineView, fundedLineViewSchema } from '@hearth/domain/funding';
import { useQuery } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** The open line's figures for a completed application's card: read once, the line page follows the closing. */
export function useFundedLineSummary(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard-line', uuid] as const,
    enabled,
    queryFn: async ({ signal }): Promise<FundedLineView> =>
      checkedByServer(
        import.meta.env.DEV && fundedLineViewSchema,
        await httpClient.get(FUNDING_API_PATHS.line(uuid), { signal }),
      ),
  });
}
