import { isIncomeLinkType } from '@hearth/domain/income-verification';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { SupportLine } from '@/components/layout/support-line';
import { useStartLink } from '@/features/income/api/start-link';
import { incomePage } from '@/features/income/income-copy';
import { userMessageFor } from '@/lib/http-client';
import { Link, Navigate, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

const COPY = {
  payroll: {
    title: 'Connect your payroll',
    what: 'your employer, your pay dates and your gross pay for the last 12 months',
  },
  bank: {
    title: 'Connect your bank',
    what: 'the deposits into your checking and savings accounts for the last 12 months',
  },
} as const;

/** Leaves Hearth for the vendor's page; a test can replace it. */
export const goTo = { assign: (url: string) => window.location.assign(url) };

/**
 * income/link/{type} (decision 0152): what connecting shares, then off to the vendor's hosted page, which brings
 * the borrower back to income/pointserv-callback. An unknown type goes back to income/review, as the spec says.
 */
export function Component() {
  const { uuid = '', type = '' } = useParams();
  const start = useStartLink(uuid);
  const [leaving, setLeaving] = useState(false);
  const copy = isIncomeLinkType(type) ? COPY[type] : null;
  useEffect(() => {
    if (copy) document.title = copy.title;
  }, [copy]);
  if (!isIncomeLinkType(type) || !copy) return <Navigate to={incomePage(uuid, 'income/review')} replace />;

  const connect = () => {
    start.mutate(type, {
      onSuccess: ({ redirectUrl }) => {
        setLeaving(true);
        goTo.assign(redirectUrl);
      },
    });
  };

  return (
    <div className="app-page after-offer">
      <Link className="back-link" to={incomePage(uuid, 'income/review')}>
        Back
      </Link>
      <h1>{copy.title}</h1>
      <p className="question__lead">
        We use Sandbox Income Connect, our verification partner, to read {copy.what}. It takes about a minute.
      </p>
      <h2>What happens next</h2>
      <ol className="next-steps">
        <li>You go to our partner’s secure page and sign in there. We never see your password.</li>
        <li>You agree to share your records once. The connection is read-only.</li>
        <li>You come back here and we verify your income, usually in less than a minute.</li>
      </ol>
      <FormAlert message={start.isError ? userMessageFor(start.error) : null} />
      <div className="button-row">
        <button type="button" className="button" onClick={connect} disabled={start.isPending || leaving}>
          {start.isPending || leaving ? 'Opening our partner’s page…' : 'Continue to connect'}
        </button>
        <Link className="button button--secondary" to={incomePage(uuid, 'income/review')}>
          Choose another way
        </Link>
      </div>
      <SupportLine />
    </div>
  );
}
