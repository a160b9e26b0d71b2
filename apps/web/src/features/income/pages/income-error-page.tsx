import { useEffect } from 'react';
import { FormAlert } from '@/components/form-alert';
import { PageEnding } from '@/components/layout/support-line';
import { useRetryIncome } from '@/features/income/api/retry-income';
import { incomePage } from '@/features/income/income-copy';
import { userMessageFor } from '@/lib/http-client';
import { useNavigate, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

const TITLE = 'We could not verify your income';

/**
 * error/income (status INCOME_NOT_VERIFIED, decision 0152): neither the payroll network nor the employer could
 * confirm the income. The borrower can try another way, or call us; the application is kept.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const navigate = useNavigate();
  const retry = useRetryIncome(uuid);
  useEffect(() => {
    document.title = TITLE;
  }, []);
  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <p>
        We could not confirm your income with the information we have. Your application is saved, and there
        are still ways to finish it.
      </p>
      <h2>What you can do</h2>
      <ul className="next-steps">
        <li>Connect your bank account instead, so we can see your deposits.</li>
        <li>Upload pay stubs, a W-2 or tax returns for a person on our team to review.</li>
        <li>Call us and we will help you find the way that works for you.</li>
      </ul>
      <FormAlert message={retry.isError ? userMessageFor(retry.error) : null} />
      <PageEnding>
        <button
          type="button"
          className="button"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(undefined, { onSuccess: () => navigate(incomePage(uuid, 'income/review')) })
          }
        >
          Try another way
        </button>
      </PageEnding>
    </div>
  );
}
