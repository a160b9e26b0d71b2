import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { AdverseActionNoticeView } from '@/features/application/components/adverse-action-notice';
import { useBrand } from '@/features/brand/brand-context';
import { telHref } from '@/features/brand/private-label-data';

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
    title: 'This is taking longer than usual',
    body: 'We are still working on your application. Check back in a few minutes, or contact us and we will help.',
  },
};

/** One page for the pre-qualification outcomes that stop the online journey. */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const { pathname } = useLocation();
  const brand = useBrand();
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
      <p className="app-page__support">
        Questions? Call <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> or email{' '}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
      <Link className="button button--secondary" to="/dashboard">
        Go to your dashboard
      </Link>
    </div>
  );
}
