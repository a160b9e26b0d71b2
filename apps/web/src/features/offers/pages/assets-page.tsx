import { useEffect } from 'react';
import { useBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';
import '@/features/offers/offers.css';

/** product/assets (ASSETS_PREQUAL): the offer depends on verifying assets before it can be shown. */
export function Component() {
  const brand = useBrand();
  useEffect(() => {
    document.title = 'We need to verify your assets';
  }, []);
  return (
    <div className="app-page">
      <h1>We need to verify your assets</h1>
      <p>
        Based on your income and debts, we can make you an offer if you show savings or investments that cover
        your payments. A specialist will contact you to link your accounts.
      </p>
      <p>
        To do it now, call <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a>.
      </p>
    </div>
  );
}
