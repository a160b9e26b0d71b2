import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { StartLoading } from '@/components/layout/start-page-state';
import { SupportLine } from '@/components/layout/support-line';
import { VendorWait } from '@/components/vendor-wait';
import { completeLink } from '@/features/income/api/complete-link';
import { incomePage } from '@/features/income/income-copy';
import { IncomeNext } from '@/features/income/pages/income-review-page';
import { userMessageFor } from '@/lib/http-client';
import { Link, useParams, useSearchParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

/**
 * income/pointserv-callback (decision 0152): where the vendor's page sends the borrower back. Completes the link
 * with the vendor's code once, then waits for the vendor's report; a borrower who left the vendor's page is told
 * nothing was shared and offered the other ways.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const [query] = useSearchParams();
  const linkId = query.get('linkId') ?? '';
  const status = query.get('status') === 'success' ? 'success' : 'exit';
  const code = query.get('code') ?? undefined;
  const complete = useMutation({
    mutationFn: () => completeLink(uuid, { linkId, status, ...(code ? { code } : {}) }),
  });
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is completed once per visit
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    complete.mutate();
  }, []);

  if (complete.isError || (!linkId && complete.isIdle)) {
    return (
      <Outcome uuid={uuid} title="We could not finish connecting">
        {complete.isError ? userMessageFor(complete.error) : 'The connection did not say which link it was.'}{' '}
        Your application is saved: start again from the income page.
      </Outcome>
    );
  }
  if (!complete.isSuccess) return <StartLoading />;
  if (status === 'exit') {
    return (
      <Outcome uuid={uuid} title="You left before connecting">
        Nothing was shared with us. You can connect again, or choose another way to verify your income.
      </Outcome>
    );
  }
  return (
    <VendorWait
      uuid={uuid}
      from="INCOME_VERIFICATION"
      title="We are verifying your income"
      next={<IncomeNext />}
    >
      Thank you for connecting. We are reading your records; this usually takes less than a minute.
    </VendorWait>
  );
}

function Outcome({ uuid, title, children }: { uuid: string; title: string; children: React.ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="app-page after-offer">
      <h1>{title}</h1>
      <p>{children}</p>
      <div className="button-row">
        <Link className="button" to={incomePage(uuid, 'income/review')}>
          See the ways to verify your income
        </Link>
      </div>
      <SupportLine />
    </div>
  );
}
