import { formatWeekdayDate, propertyDate } from '@hearth/domain/dates';
import { returnedDrawNotice } from '@hearth/domain/draw-returns';
import type { RescissionView } from '@hearth/domain/notary';
import { isClosing } from '@hearth/domain/status-machine';
import { useEffect } from 'react';
import { ErrorSummary } from '@/components/error-summary';
import { CollateralQueryState } from '@/components/layout/collateral-page';
import { PageEnding, SupportLine } from '@/components/layout/support-line';
import { CancelLineSection, RescissionDates, useCancelForm } from '@/components/signing/cancel-line';
import { FundedLine } from '@/features/signing/components/funded-line';
import { SignedDocuments } from '@/features/signing/components/signed-documents';
import { useFundedLine } from '@/features/signing/funding-api';
import { useCancelLine, useRescission } from '@/features/signing/notary-api';
import { useApplication } from '@/lib/get-application';
import { homeDateTime } from '@/lib/home-dates';
import { useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

/**
 * complete (RESCISSION and after, decision 0174): the deed is signed; the right to cancel runs until midnight of
 * the third business day, and the borrower can cancel here until then; funding follows when it ends.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const rescission = useRescission(uuid);
  const view = rescission.data;
  // Read by the application frame before this page: the home's state, whose clock the dates are on (decision 0272).
  const state = useApplication(uuid).data?.property.state ?? '';
  const closing = view ? isClosing(view.status) : false;
  const line = useFundedLine(uuid, closing);
  const returned = line.data?.funding?.next ? line.data.funding.returns : [];
  const lastReturn = returned.at(-1);
  const title = view?.canceledAt
    ? 'Your line of credit is canceled'
    : lastReturn
      ? returnedDrawNotice(lastReturn, returned.length).title
      : line.data
        ? line.data.stage === 'FUNDED'
          ? 'Your line of credit is open'
          : 'Your line of credit is closing'
        : 'Your documents are signed and notarized';
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (closing)
    return (
      <CollateralQueryState uuid={uuid} query={line}>
        {line.data ? <FundedLine uuid={uuid} view={line.data} /> : null}
      </CollateralQueryState>
    );
  return (
    <CollateralQueryState uuid={uuid} query={rescission}>
      {view ? <Complete uuid={uuid} view={view} title={title} state={state} /> : null}
    </CollateralQueryState>
  );
}

/**
 * The last day of the wait for a cancellation sent by mail (decision 0201): the closing steps start at the midnight
 * ending it on the home's clock, like the right to cancel's (decision 0272).
 */
function closingDay(view: RescissionView, state: string): string {
  return formatWeekdayDate(propertyDate(new Date(Date.parse(view.closingStepsFrom) - 1), state));
}

function Complete({
  uuid,
  view,
  title,
  state,
}: {
  uuid: string;
  view: RescissionView;
  title: string;
  state: string;
}) {
  const cancel = useCancelLine(uuid);
  const form = useCancelForm(cancel);
  if (view.canceledAt)
    return (
      <div className="app-page after-offer">
        <h1>{title}</h1>
        <p role="status">We recorded your cancellation on {homeDateTime(view.canceledAt, state)}.</p>
        <h2>What happens next</h2>
        <ul className="next-steps">
          <li>No money is sent and the line is closed. You owe nothing.</li>
          <li>
            Within 20 calendar days we release the deed of trust on your home and refund any fee you paid.
          </li>
        </ul>
        <PageEnding />
      </div>
    );
  return (
    <div className="app-page after-offer">
      <ErrorSummary errors={form.errors} attempt={form.attempt} />
      <h1>{title}</h1>
      <RescissionDates view={view} />
      <p>
        Your notice of the right to cancel, with these dates, is with your signed documents below. We also
        emailed it to you; keep a copy.
      </p>
      <h2>What happens next</h2>
      <p>
        {view.status === 'RESCISSION'
          ? `Federal law gives you three business days to change your mind. We then wait until ${closingDay(view, state)} for any cancellation sent by mail on the last day, record your deed of trust and send your initial draw to your account; we email you when the money is on its way.`
          : 'Your right to cancel has ended. We are recording your deed of trust with the county, then we send your initial draw to your account; we email you when the money is on its way.'}
      </p>
      <SignedDocuments uuid={uuid} />
      {view.canCancel ? <CancelLineSection cancel={cancel} form={form} /> : null}
      <SupportLine />
    </div>
  );
}
