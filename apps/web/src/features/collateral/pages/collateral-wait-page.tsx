import { useEffect } from 'react';
import { nextStepHref } from '@/components/layout/collateral-page';
import { StartLoading } from '@/components/layout/start-page-state';
import { VendorWait } from '@/components/vendor-wait';
import { useApplication } from '@/lib/get-application';
import { Navigate, useLocation, useParams } from '@/lib/routing';

type Words = { title: string; now: string; next: string[] };

const VALUATION: Words = {
  title: 'A broker is valuing your home',
  now: 'We ordered your broker price opinion. The broker usually returns it within two business days.',
  next: [
    'We email you as soon as the valuation arrives, with your free copy.',
    'If the value supports your line, we order the title search and your application continues on its own.',
    'If the value is lower, we show you what we can offer and why.',
  ],
};
const TITLE: Words = {
  title: "We are checking your home's title",
  now: 'A title company is confirming who owns your home and the loans recorded against it, and whether it is in a flood zone. This usually takes a few minutes.',
  next: [
    'We tell you which insurance documents we need.',
    'Then you add the bank accounts for your draw and your payments.',
  ],
};

const DOCUMENTS: Words = {
  title: 'We are preparing your documents',
  now: 'Everything we need for your line is in. We are preparing your loan documents from your final offer, your title and your accounts; this usually takes less than a minute.',
  next: ['You read each document, then sign them with a notary.'],
};

/** What each waiting status of part 2 (and the documents of part 3) is waiting for (decisions 0160, 0171). */
const WORDS: Record<string, Words> = {
  NAV_BPO_PROCESSING: VALUATION,
  NAV_RESI_EVAL_PROCESSING: VALUATION,
  PREQUAL_TITLE: TITLE,
  ORDER_FULL_TITLE: { ...TITLE, title: 'We are completing your title search' },
  FINAL_TITLE_PROCESSING: {
    title: 'We are completing your title search',
    now: 'Your insurance is verified. The title company is completing the full title search for your closing. This usually takes a few minutes.',
    next: ['Then you add the bank accounts for your draw and your payments.'],
  },
  FINAL_TITLE_COMPLETE: {
    title: 'We are completing your title search',
    now: 'The title search is back and we are checking your line one last time.',
    next: ['Then you add the bank accounts for your draw and your payments.'],
  },
  GEN_APP_DISCLOSURES: DOCUMENTS,
  GEN_CLOSING_DISCLOSURE: DOCUMENTS,
  GEN_NOTE_SIGNING: DOCUMENTS,
  PAYOFF_REQUEST_PENDING: {
    title: 'We are asking for your payoff statement',
    now: 'The lender of the loan your draw pays off is telling us the exact amount to close it. This usually takes less than one business day.',
    next: [
      'Your initial draw covers the payoff; we send the money to that lender at closing.',
      "Then we confirm your home's value and order the title search.",
    ],
  },
};

const FLOOD: Words = {
  title: "We are checking your home's flood zone",
  now: "We ordered your home's flood certificate, which tells us whether federal law requires flood insurance on your line. This usually takes a few minutes.",
  next: [
    "If your home is in a flood hazard area, we ask for your flood insurance with your homeowner's insurance.",
  ],
};

/**
 * bpo/waiting, bpo/hold, payoff/hold, error/flood-cert and review-app/signdocs (decisions 0160, 0171): a vendor or
 * a job is working for the borrower. review-app/signdocs shows the timeout page once its wait outlasts the polling
 * (spec section 2, decision 0248).
 * The page says what, waits for the answer to move the application, and goes where the step router says.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const { pathname } = useLocation();
  const application = useApplication(uuid);
  const status = application.data?.status.checklistStatus ?? '';
  const words =
    pathname.endsWith('/error/flood-cert') && application.data?.status.waitingOnFloodCert
      ? FLOOD
      : WORDS[status];
  useEffect(() => {
    if (words) document.title = words.title;
  }, [words]);
  if (application.isPending) return <StartLoading />;
  if (!words) return <Navigate to={nextStepHref(uuid)} replace />;
  return (
    <VendorWait
      uuid={uuid}
      from={status}
      title={words.title}
      next={
        <ul className="next-steps">
          {words.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
      timeoutWords={
        pathname.endsWith('/review-app/signdocs') ? (
          <>
            <p>
              We are still preparing your loan documents. Everything you gave us is saved and nothing more is
              needed from you right now.
            </p>
            <h2>What happens next</h2>
            <p>
              We email you as soon as your documents are ready to read and sign, usually within the hour. You
              can also check again in a few minutes.
            </p>
          </>
        ) : undefined
      }
    >
      {words.now}
    </VendorWait>
  );
}
