import {
  type LineDrawRequest,
  type LinePaymentRequest,
  type LineServicingView,
  lineListSchema,
  LINE_SERVICING_API_PATHS as PATHS,
} from '@hearth/domain/line-servicing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';

const linesKey = ['open-lines'] as const;

/** GET .../heloc/lines: the borrower's open lines, each with its balance, next payment and accounts (decision 0223). */
export function useOpenLines() {
  return useQuery(
    queryOptions({
      queryKey: linesKey,
      refetchOnMount: 'always',
      queryFn: async (): Promise<LineServicingView[]> =>
        checkedByServer(import.meta.env.DEV && lineListSchema, await httpClient.get(PATHS.lines)).lines,
    }),
  );
}

/**
 * A payment or a draw: the answer is the line as it now stands, put in the list in place of the old one. The key is
 * the form's: a retried submission answers the first result instead of paying or drawing again.
 */
function useLineWrite<TBody>(uuid: string, path: (uuid: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: TBody; key: string }): Promise<LineServicingView> =>
      (await httpClient.post(path(uuid), body, { headers: { 'Idempotency-Key': key } })) as LineServicingView,
    onSuccess: (view) =>
      queryClient.setQueryData<LineServicingView[]>(linesKey, (lines) =>
        (lines ?? [view]).map((line) => (line.uuid === view.uuid ? view : line)),
      ),
  });
}

export const useLinePayment = (uuid: string) => useLineWrite<LinePaymentRequest>(uuid, PATHS.payments);
export const useLineDraw = (uuid: string) => useLineWrite<LineDrawRequest>(uuid, PATHS.draws);
