import {
  INCOME_VERIFICATION_API_PATHS,
  type IncomeVerificationView,
  incomeVerificationViewSchema,
} from '@hearth/domain/income-verification';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST .../income-verification/link/complete: back from the vendor's page with its code, or having left it. */
export async function completeLink(
  uuid: string,
  body: { linkId: string; status: 'success' | 'exit'; code?: string },
): Promise<IncomeVerificationView> {
  return checkedByServer(
    import.meta.env.DEV && incomeVerificationViewSchema,
    await httpClient.post(INCOME_VERIFICATION_API_PATHS.linkComplete(uuid), body),
  );
}
