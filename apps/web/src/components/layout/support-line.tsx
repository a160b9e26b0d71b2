import type { ReactNode } from 'react';
import { useBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';
import { Link } from '@/lib/routing';

/** Every start page ends with a way to reach a person: nothing here is a dead end. */
export function SupportLine() {
  const brand = useBrand();
  return (
    <p className="app-page__support">
      Questions? Call <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> or email{' '}
      <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
    </p>
  );
}

/** The way back to the dashboard, as the last button of a page: secondary unless it is the page's only step. */
export function DashboardLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link className={primary ? 'button' : 'button button--secondary'} to="/dashboard">
      Go to your dashboard
    </Link>
  );
}

/**
 * How a page after the offer ends: its own buttons, if any, then the way to the dashboard, then a person to
 * call. Nothing ends in a dead end.
 */
export function PageEnding({ children, primary = false }: { children?: ReactNode; primary?: boolean }) {
  return (
    <>
      <div className="button-row">
        {children}
        <DashboardLink primary={primary} />
      </div>
      <SupportLine />
    </>
  );
}
