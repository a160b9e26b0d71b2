import {
  INCOME_VERIFICATION_API_PATHS,
  type IncomeVerificationView,
  incomeVerificationViewSchema,
} from '@hearth/domain/income-verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** GET .../income-verification: the stated income, the ways to verify it, the latest attempt (decision 0151). */
export async function getIncome(uuid: string): Promise<IncomeVerificationView> {
  return checkedByServer(
    import.meta.env.DEV && incomeVerificationViewSchema,
    await httpClient.get(INCOME_VERIFICATION_API_PATHS.verification(uuid)),
  );
}

export const incomeQueryKey = (uuid: string) => ['income-verification', uuid] as const;

export function useIncome(uuid: string) {
  return useQuery(queryOptions({ queryKey: incomeQueryKey(uuid), queryFn: () => getIncome(uuid) }));
}
