import {
  type EmployerVerification,
  INCOME_VERIFICATION_API_PATHS,
  type IncomeVerificationView,
  incomeVerificationViewSchema,
} from '@hearth/domain/income-verification';
import { useMutation } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST .../income-verification/employer-verification: ask the employer's HR or payroll team. */
export async function verifyEmployer(
  uuid: string,
  body: EmployerVerification,
): Promise<IncomeVerificationView> {
  return checkedByServer(
    import.meta.env.DEV && incomeVerificationViewSchema,
    await httpClient.post(INCOME_VERIFICATION_API_PATHS.employer(uuid), body),
  );
}

export function useVerifyEmployer(uuid: string) {
  return useMutation({ mutationFn: (body: EmployerVerification) => verifyEmployer(uuid, body) });
}
