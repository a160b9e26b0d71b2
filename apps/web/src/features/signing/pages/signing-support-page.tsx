import { useEffect } from 'react';
import { PageEnding } from '@/components/layout/support-line';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';
import { Link, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

const TITLE = 'Help with signing your documents';

/**
 * signing/support (spec section 2): what a borrower needs to sign, the usual snags and how to get past them, and a
 * person to call, with the way back to the documents. Nothing is lost by coming here: what is signed stays signed.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const brand = useBrand();
  useEffect(() => {
    document.title = TITLE;
  }, []);
  return (
    <div className="app-page">
      <h1>{TITLE}</h1>
      <p>
        Everything you have signed so far is saved. You can leave and come back at any time; you pick up at
        the next document.
      </p>
      <h2>What you need</h2>
      <ul>
        <li>A phone or computer with an up-to-date browser.</li>
        <li>A few minutes to read each document to the end: the button to sign appears once you have.</li>
        <li>
          For the notary afterwards: your photo ID, and your location turned on in the browser when asked.
        </li>
      </ul>
      <h2>If something does not work</h2>
      <ul>
        <li>
          <strong>A document does not open.</strong> Reload the page. If it still does not open, download the
          PDF from the document's page and read it there, then come back to sign.
        </li>
        <li>
          <strong>The sign button stays off.</strong> Scroll to the very end of the document; on a phone,
          scroll inside the document itself.
        </li>
        <li>
          <strong>A name or an amount looks wrong.</strong> Do not sign. Call us and we correct the document
          first.
        </li>
      </ul>
      <h2>Talk to a person</h2>
      <p>
        Call <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> or email{' '}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>. Have your application open so we
        can look at the same document with you.
      </p>
      <PageEnding>
        <Link className="button" to={paths.heloc.applicationPage.getHref(uuid, 'signing/sign')}>
          Back to your documents
        </Link>
      </PageEnding>
    </div>
  );
}
