import { MAINTENANCE_DEFAULTS, type MaintenanceWindow } from '@hearth/domain/shell-rules';
import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';
import { Link } from '@/lib/routing';

/**
 * The maintenance page (spec section 2): it stands in for the routes the lender took down, with their title
 * (Scheduled Maintenance by default), message and, when chosen, a link to the dashboard. Nothing on the page the
 * borrower was on is lost; the route comes back when the lender lifts maintenance.
 */
export function MaintenancePage({ window: chosen }: { window: MaintenanceWindow }) {
  const brand = useBrand();
  const w = {
    ...chosen,
    title: chosen.title || MAINTENANCE_DEFAULTS.title,
    message: chosen.message || MAINTENANCE_DEFAULTS.message,
  };
  useEffect(() => {
    document.title = `${w.title} | ${brand.companyName}`;
  }, [w.title, brand.companyName]);
  return (
    <div className="page page--narrow">
      <h1>{w.title}</h1>
      <p>{w.message}</p>
      <p>
        Need help now? Call <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> or write to{' '}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
      {w.showDashboardLink ? (
        <p>
          <Link className="button" to={paths.dashboard.root.getHref()}>
            Go to dashboard
          </Link>
        </p>
      ) : null}
    </div>
  );
}
