import {
  INCOME_VERIFICATION_API_PATHS,
  type IncomeVerificationView,
  incomeVerificationViewSchema,
} from '@hearth/domain/income-verification';
import { useMutation } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST .../income-verification/retry: back to income/review to verify another way. */
export async function retryIncome(uuid: string): Promise<IncomeVerificationView> {
  return checkedByServer(
    import.meta.env.DEV && incomeVerificationViewSchema,
    await httpClient.post(INCOME_VERIFICATION_API_PATHS.retry(uuid)),
  );
}

export function useRetryIncome(uuid: string) {
  return useMutation({ mutationFn: () => retryIncome(uuid) });
}
