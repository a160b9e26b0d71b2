import { LogOutButton } from '@/app/shell/log-out-button';
import { SupportLine } from '@/app/shell/support-line';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';
import { Link } from '@/lib/routing';

type TopNavProps = {
  signedIn: boolean;
  /**
   * The borrower's journey (decision 0110): no menu (there is no side nav), one row at every width, and on a
   * phone the support line is a "Call" button whose accessible name still carries the number.
   */
  focused?: boolean;
  menuOpen: boolean;
  menuId: string;
  onToggleMenu: () => void;
};

export function TopNav({ signedIn, focused = false, menuOpen, menuId, onToggleMenu }: TopNavProps) {
  const brand = useBrand();
  const home = signedIn ? paths.dashboard.root.getHref() : paths.auth.login.getHref();
  const account = focused ? 'button button--ghost' : 'button button--secondary';
  return (
    <header className={focused ? 'top-nav top-nav--focused' : 'top-nav'}>
      {focused ? null : (
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onToggleMenu}
        >
          <span className="menu-button__bars" aria-hidden="true" />
          Menu
        </button>
      )}
      <Link to={home} className="top-nav__brand">
        <img className="top-nav__logo" src={brand.logoUrl} alt={`${brand.companyName} home`} />
      </Link>
      <span className="top-nav__spacer" />
      {focused ? (
        <p className="top-nav__support">
          <span className="top-nav__number">Questions? Call </span>
          <a className="top-nav__call" href={telHref(brand.supportPhone)}>
            <span className="top-nav__call-word">Call</span>
            <span className="top-nav__number">{brand.supportPhone}</span>
          </a>
        </p>
      ) : (
        <SupportLine className="top-nav__phone" />
      )}
      {signedIn ? (
        <LogOutButton className={account} />
      ) : (
        <Link to={paths.auth.login.getHref()} className={account}>
          Log in
        </Link>
      )}
    </header>
  );
}
