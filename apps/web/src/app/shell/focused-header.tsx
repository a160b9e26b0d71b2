import { Link } from 'react-router';
import { LogOutButton } from '@/app/shell/log-out-button';
import { paths } from '@/config/paths';
import { useBrand } from '@/features/brand/brand-context';
import { telHref } from '@/features/brand/private-label-data';

/**
 * The header of the focused journey pages (register, offers, the application): the brand's logo, the
 * support line and the account action in one row, no navigation to leave the journey by (decision 0110).
 * On a phone the support line is a "Call" button that still names the number to assistive technology.
 */
export function FocusedHeader({ signedIn }: { signedIn: boolean }) {
  const brand = useBrand();
  const home = signedIn ? paths.dashboard.root.getHref() : paths.auth.login.getHref();
  return (
    <header className="focused-header">
      <div className="focused-header__inner">
        <Link to={home} className="focused-header__brand">
          <img className="focused-header__logo" src={brand.logoUrl} alt={`${brand.companyName} home`} />
        </Link>
        <p className="focused-header__support">
          <span className="focused-header__support-label">Questions? Call </span>
          <a className="focused-header__phone" href={telHref(brand.supportPhone)}>
            <svg
              className="focused-header__phone-icon"
              viewBox="0 0 20 20"
              aria-hidden="true"
              focusable="false"
            >
              <path
                fill="currentColor"
                d="M6.6 2.2 4.3 2a1.6 1.6 0 0 0-1.7 1.3C2 7 4 11.3 7.4 14.6s7.6 5.3 11.3 4.8a1.6 1.6 0 0 0 1.3-1.7l-.2-2.3a1.6 1.6 0 0 0-1.2-1.4l-2.8-.7a1.6 1.6 0 0 0-1.6.5l-1 1.1a11 11 0 0 1-5.3-5.3l1.1-1a1.6 1.6 0 0 0 .5-1.6l-.7-2.8a1.6 1.6 0 0 0-1.4-1.2Z"
              />
            </svg>
            <span className="focused-header__call">Call</span>
            <span className="focused-header__number">{brand.supportPhone}</span>
          </a>
        </p>
        {signedIn ? (
          <LogOutButton className="button button--ghost focused-header__account" />
        ) : (
          <Link to={paths.auth.login.getHref()} className="button button--ghost focused-header__account">
            Log in
          </Link>
        )}
      </div>
    </header>
  );
}
