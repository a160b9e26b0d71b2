import { closingCostSharesOfView } from '@hearth/domain/fees';
import type { FinalDecisionView } from '@hearth/domain/final-decision';
import { formatMoney, formatPercent } from '@hearth/domain/money';
import { formatOfferFigures, OFFER_FIGURE_LABELS, offerFigures } from '@hearth/domain/offer-figures';
import { allows } from '@hearth/domain/status-actions';
import { useEffect } from 'react';
import { ClosingCosts } from '@/components/closing-costs';
import { FormAlert } from '@/components/form-alert';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { PageEnding, SupportLine } from '@/components/layout/support-line';
import { OfferChanges } from '@/components/offer-changes';
import { paths } from '@/config/paths';
import { useAcceptFinalOffer } from '@/features/final-offer/api/accept-final-offer';
import { useApplication } from '@/lib/get-application';
import { useFinalDecision } from '@/lib/get-final-decision';
import { homeDay } from '@/lib/home-dates';
import { userMessageFor } from '@/lib/http-client';
import { Link, Navigate, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

const TITLE = 'Your final offer';

/**
 * signing/intro in status FINAL_OFFER (decision 0154): the line we can open after verifying income, identity and
 * credit, what changed if anything, what happens after accepting, and the acceptance itself. In any other status
 * the step router decides (the note-signing part of this page comes with the closing issue).
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const decision = useFinalDecision(uuid);
  // Read by the application frame before this page: the home's state, on whose calendar the dates are (0272).
  const state = useApplication(uuid).data?.property.state ?? '';
  useEffect(() => {
    document.title = TITLE;
  }, []);
  if (decision.isError) return <StartLoadError uuid={uuid} error={decision.error} />;
  if (decision.isPending || (decision.isFetching && !allows(decision.data?.status, 'acceptFinalOffer')))
    return <StartLoading />;
  const view = decision.data;
  if (view?.status === 'NOTE_SIGNING') return <DocumentsReady uuid={uuid} />;
  if (view?.acceptedAt) return <Accepted uuid={uuid} acceptedAt={view.acceptedAt} state={state} />;
  if (!view?.offer || !allows(view.status, 'acceptFinalOffer'))
    return <Navigate to={paths.heloc.applicationPage.getHref(uuid, '')} replace />;
  return <FinalOffer uuid={uuid} view={view} />;
}

function FinalOffer({ uuid, view }: { uuid: string; view: FinalDecisionView }) {
  const accept = useAcceptFinalOffer(uuid);
  const offer = view.offer;
  if (!offer) return null;
  const costs = view.closingCosts;
  // The balance and payment carry the origination fee owed once a Texas line's lender credit is off it (0181).
  const figures = offerFigures(
    {
      rate: offer.rate,
      discountList: view.autopay === false ? [] : offer.discountList,
      termYears: offer.term,
      originationFeePercent: offer.originationFee,
    },
    Math.round((view.drawAmount ?? 0) * 100),
    undefined,
    costs ? closingCostSharesOfView(costs).originationFeeCents : undefined,
  );
  const shown = formatOfferFigures(figures);
  // The offers page's labels and figures (decision 0101), plus the line and the fee the final offer fixes.
  const rows: [string, string][] = [
    ['Credit line', formatMoney(offer.max * 100, 0)],
    [OFFER_FIGURE_LABELS.initialDraw, shown.initialDraw],
    [OFFER_FIGURE_LABELS.apr, shown.apr],
    ...(shown.autopayApr ? ([[OFFER_FIGURE_LABELS.autopayApr, shown.autopayApr]] as [string, string][]) : []),
    [OFFER_FIGURE_LABELS.term, `${shown.term}, ${offer.type === 'VARIABLE' ? 'variable' : 'fixed'} rate`],
    [OFFER_FIGURE_LABELS.monthlyPayment, shown.monthlyPayment ?? 'Shown on your documents'],
    // Without the cost picture (an older answer), the fee alone; with it, every cost below (decision 0207).
    ...(costs
      ? []
      : ([
          [
            'Origination fee',
            `${formatMoney(figures.feeCents)} (${formatPercent(offer.originationFee, 2)} of the draw)`,
          ],
        ] as [string, string][])),
  ];
  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <p className="question__lead">
        We verified your income
        {view.incomeVerified ? ` (${formatMoney(view.verifiedIncome * 100, 0)} a year)` : ''}, your identity
        and your full credit report. This is the line of credit we can open for you.
      </p>
      <OfferChanges changes={view.changes} title="What changed from your first offer" />
      <dl className="facts" aria-label="Your final offer">
        {rows.map(([label, value]) => (
          <div className="facts__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {costs ? (
        <>
          <h2>Your closing costs</h2>
          <p>You pay nothing today. These are the costs on your closing documents, and how each is paid.</p>
          <ClosingCosts costs={costs} label="Your closing costs" />
        </>
      ) : null}
      <h2>What happens after you accept</h2>
      <ol className="next-steps">
        <li>We confirm the liens on your home and its value.</li>
        <li>You link the bank accounts for your draw and your payments.</li>
        <li>You sign your documents with a notary, online or in person.</li>
        <li>You have three business days to change your mind, then we send your initial draw.</li>
      </ol>
      <p>
        Accepting is not yet a loan: nothing is final until you sign your documents, and you can still cancel
        after signing.
      </p>
      <FormAlert message={accept.isError ? userMessageFor(accept.error) : null} />
      <div className="button-row">
        <button type="button" className="button" onClick={() => accept.mutate()} disabled={accept.isPending}>
          {accept.isPending ? 'Accepting…' : 'Accept your final offer'}
        </button>
      </div>
      <SupportLine />
    </div>
  );
}

function Accepted({ uuid, acceptedAt, state }: { uuid: string; acceptedAt: string; state: string }) {
  useEffect(() => {
    document.title = 'You accepted your final offer';
  }, []);
  return (
    <div className="app-page after-offer">
      <h1>You accepted your final offer</h1>
      <p role="status">Thank you. We recorded your acceptance on {homeDay(acceptedAt, state)}.</p>
      <h2>What happens next</h2>
      <ol className="next-steps">
        <li>You confirm the loans on your home, and we confirm its value and title.</li>
        <li>
          You send us your insurance documents and add the bank accounts for your draw and your payments.
        </li>
        <li>You sign your documents with a notary, then we send your initial draw.</li>
      </ol>
      <PageEnding>
        <Link className="button" to={paths.heloc.applicationPage.getHref(uuid, '')}>
          Continue
        </Link>
      </PageEnding>
    </div>
  );
}

/** signing/intro in NOTE_SIGNING (decision 0171): the documents are generated; the borrower reads them next. */
function DocumentsReady({ uuid }: { uuid: string }) {
  useEffect(() => {
    document.title = 'Your documents are ready';
  }, []);
  return (
    <div className="app-page after-offer">
      <h1>Your documents are ready</h1>
      <p>
        We prepared your loan documents from your final offer, your home's title and your accounts. Read them
        before you sign: each one opens on the page, and you can download a PDF copy to keep.
      </p>
      <h2>What happens next</h2>
      <ol className="next-steps">
        <li>You read each document to the end.</li>
        <li>You sign them, then meet a notary online or in person.</li>
        <li>Your right to cancel runs for three business days, then we send your initial draw.</li>
      </ol>
      <div className="button-row">
        <Link className="button" to={paths.heloc.applicationPage.getHref(uuid, 'document/disclosures')}>
          Read your documents
        </Link>
      </div>
      <SupportLine />
    </div>
  );
}
