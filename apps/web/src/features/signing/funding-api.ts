import { LINE_CHANGE_API_PATHS, lineStandingViewSchema } from '@hearth/domain/borrower-notices';
import type { ResendDraw } from '@hearth/domain/draw-returns';
import { fundedLineViewSchema, FUNDING_API_PATHS as PATHS } from '@hearth/domain/funding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeEarlyRequest } from '@/lib/early-requests';
import { checkedByServer, httpClient } from '@/lib/http-client';
import { useStepMutation } from '@/lib/use-step-mutation';

/** While the deed is recorded and the money sent, the page asks again every few seconds (decision 0178). */
const CLOSING_POLL_MS = 3000;
const lineKey = (uuid: string) => ['funded-line', uuid] as const;

export function useFundedLine(uuid: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: lineKey(uuid),
      enabled,
      refetchOnMount: 'always',
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && fundedLineViewSchema,
          await (takeEarlyRequest(PATHS.line(uuid)) ?? httpClient.get(PATHS.line(uuid))),
        ),
      refetchInterval: (query) => (query.state.data?.stage === 'FUNDED' ? false : CLOSING_POLL_MS),
    }),
  );
}

/**
 * GET .../line/standing (decision 0212): whether the open line is suspended or reduced, why and since when. Read
 * beside the line itself, so the page shows a suspension from its first paint.
 */
export function useLineStanding(uuid: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['line-standing', uuid] as const,
      enabled,
      refetchOnMount: 'always',
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && lineStandingViewSchema,
          await (takeEarlyRequest(LINE_CHANGE_API_PATHS.standing(uuid)) ??
            httpClient.get(LINE_CHANGE_API_PATHS.standing(uuid))),
        ),
    }),
  );
}

/**
 * POST .../line/resend-draw (decision 0182): a returned draw sent again to the account chosen; the answer is the
 * line. The key makes a retried submission answer the first re-send instead of asking for another.
 */
export const useResendDraw = (uuid: string) =>
  useStepMutation(uuid, lineKey(uuid), async ({ body, key }: { body: ResendDraw; key: string }) =>
    checkedByServer(
      import.meta.env.DEV && fundedLineViewSchema,
      await httpClient.post(PATHS.resendDraw(uuid), body, { headers: { 'Idempotency-Key': key } }),
    ),
  );
