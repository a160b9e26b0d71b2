import { useEffect } from 'react';
import { DashboardLink, SupportLine } from '@/components/layout/support-line';
import { TIMEOUT_TITLE } from '@/components/layout/timeout-page';
import { AdverseActionNoticeView } from '@/features/application/components/adverse-action-notice';
import { YourNotices } from '@/features/application/components/your-notices';
import { useLocation, useParams } from '@/lib/routing';

type Outcome = { title: string; body: string; notice?: boolean };

/** What each pre-qualification outcome page says (spec section 4, step router rows). */
export const OUTCOMES: Record<string, Outcome> = {
  'credit/error': {
    title: 'Your credit file is frozen',
    body: 'The credit bureau has a freeze or lock on your file, so we could not check your credit. Lift the freeze with the bureau, then contact us to continue your application.',
  },
  'review-app/no-credit': {
    title: 'We could not verify your credit',
    body: 'Even with your Social Security number we could not find a matching credit file. Our team will review your application and contact you.',
  },
  'review-app/property': {
    title: 'We need to confirm your property',
    body: 'We could not match the address you gave to a single property record. Our team will review the property details and contact you.',
  },
  'error/decline': {
    title: 'We are unable to offer you a line of credit',
    body: 'After reviewing your application we cannot approve a home equity line of credit at this time. The notice below explains why.',
    notice: true,
  },
  'error/timeout': {
    title: TIMEOUT_TITLE,
    body: 'We are still working on your application. Check back in a few minutes, or contact us and we will help.',
  },
  // The review and hold pages after the offer (issue 10 item 8, decision 0144): what is happening, what happens next.
  'error/credit': {
    title: 'We could not get your credit report',
    body: 'The credit bureau did not answer our request. Nothing is wrong with your application: our team will run the check again, usually within one business day, and email you when it is done.',
  },
  'review-app/uw': {
    title: 'An underwriter is reviewing your application',
    body: 'A person on our underwriting team is looking at your verified income and credit before we make your final offer. This usually takes one to two business days. Nothing more is needed from you right now: we will email you with your final offer or any question we have.',
  },
  'review-app/delinquency': {
    title: 'We are reviewing your credit report',
    body: 'Your full credit report shows a late payment that was not on the report we used for your first offer. A person on our team is reviewing it, usually within one to two business days, and will contact you if we need an explanation or a document.',
  },
  'review-app/incorrect-pin': {
    title: 'Your credit freeze is still on',
    body: 'The PIN we were given did not lift the freeze on your credit file. Lift the freeze temporarily with the credit bureau (online or by phone), then contact us and we will run the check again.',
  },
  'review-app/incorrect-ownership': {
    title: 'We need to confirm who owns the home',
    body: 'The owners on the title records do not match the people on your application. Our team will review the title and contact you within two business days; we may ask another owner to sign, or for a document such as a deed or trust certificate.',
  },
  'review-app/datatree': {
    title: TIMEOUT_TITLE,
    body: 'We are still getting your property records. Check back in a few minutes, or contact us and we will help.',
  },
  hold: {
    title: 'Your home appraisal is in progress',
    body: 'An appraiser needs to see your home to confirm its value. The appraiser will call you to set a time, usually within three business days; the report follows a few days after the visit, and we will email you as soon as it arrives.',
  },
};

/** One page for the pre-qualification outcomes that stop the online journey. */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const { pathname } = useLocation();
  const key =
    Object.keys(OUTCOMES).find((path) => pathname.replace(/\/+$/, '').endsWith(`/${path}`)) ??
    'error/timeout';
  const outcome = OUTCOMES[key] ?? { title: '', body: '' };

  useEffect(() => {
    document.title = outcome.title;
  }, [outcome.title]);

  return (
    <div className="app-page">
      <h1>{outcome.title}</h1>
      <p>{outcome.body}</p>
      {outcome.notice ? <AdverseActionNoticeView uuid={uuid} /> : null}
      <YourNotices uuid={uuid} />
      <SupportLine />
      <DashboardLink />
    </div>
  );
}
