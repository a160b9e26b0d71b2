import { useEffect } from 'react';
import { useBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';
import '@/features/offers/offers.css';

/** product/prequal-winback (LIEN_REQUALIFY): a lien changed what we can offer; the borrower can requalify. */
export function Component() {
  const brand = useBrand();
  useEffect(() => {
    document.title = 'Your offer needs another look';
  }, []);
  return (
    <div className="app-page">
      <h1>Your offer needs another look</h1>
      <p>
        We found a lien on your property that changes the amount we can offer. You may still qualify for a
        line of credit once we review the lien with you.
      </p>
      <p>
        Call <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> or email{' '}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> to requalify.
      </p>
    </div>
  );
}
