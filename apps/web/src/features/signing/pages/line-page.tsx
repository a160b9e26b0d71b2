import { isClosing } from '@hearth/domain/status-machine';
import { Suspense, useEffect } from 'react';
import { CollateralQueryState } from '@/components/layout/collateral-page';
import { PageLoading } from '@/components/page-loading';
import { FundedLine, fundedLineTitle } from '@/features/signing/components/funded-line';
import { useFundedLine, useLineStanding } from '@/features/signing/funding-api';
import { useSignedDocuments } from '@/features/signing/signed-documents-api';
import { useApplication } from '@/lib/get-application';
import { lazyPart } from '@/lib/lazy-part';
import { useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

/**
 * The page while the right to cancel runs (the dates, the cancel form, `complete-page.tsx`): fetched only then, so
 * a closing or open line does not download the cancel form and the notary's calls (decision 0198).
 */
const RescissionPage = lazyPart(() =>
  import('@/features/signing/pages/complete-page').then((module) => module.Component),
);

/**
 * complete (RESCISSION and after): the application's status, which the application frame has already read,
 * picks the page. Once the closing runs, the line is read at once, without waiting on the right to cancel's
 * view; before, the right to cancel's page reads that view, which moves the closing on when it is over.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const application = useApplication(uuid);
  const status = application.data?.status.checklistStatus;
  // From the end of the right to cancel on, the page shows recording, funding and the open line (decision 0178).
  const closing = status !== undefined && isClosing(status);
  const line = useFundedLine(uuid, closing);
  // Once the line is open, whether it is suspended or reduced (decision 0212): read beside it, shown with it.
  const funded = line.data?.stage === 'FUNDED';
  const standing = useLineStanding(uuid, funded);
  // Read beside the line, not after it: the page shows once both are in, so the signed documents' list does not
  // push down what follows it (decision 0198).
  const signed = useSignedDocuments(uuid);
  const title = line.data ? fundedLineTitle(line.data) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (!closing)
    return (
      <CollateralQueryState uuid={uuid} query={application}>
        {status ? (
          <Suspense fallback={<PageLoading />}>
            <RescissionPage />
          </Suspense>
        ) : null}
      </CollateralQueryState>
    );
  return (
    // Once the documents have answered (or failed) once: a read again must not take the page away.
    <CollateralQueryState
      uuid={uuid}
      query={{ ...line, isPending: line.isPending || !signed.isFetched || (funded && !standing.isFetched) }}
    >
      {line.data ? <FundedLine uuid={uuid} view={line.data} standing={standing.data ?? null} /> : null}
    </CollateralQueryState>
  );
}
