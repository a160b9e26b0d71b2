import { Link } from 'react-router';
import { LogOutButton } from '@/app/shell/log-out-button';
import { SupportLine } from '@/app/shell/support-line';
import { paths } from '@/config/paths';
import { useBrand } from '@/features/brand/brand-context';

type TopNavProps = {
  signedIn: boolean;
  menuOpen: boolean;
  menuId: string;
  onToggleMenu: () => void;
};

export function TopNav({ signedIn, menuOpen, menuId, onToggleMenu }: TopNavProps) {
  const brand = useBrand();
  const home = signedIn ? paths.dashboard.root.getHref() : paths.auth.login.getHref();
  return (
    <header className="top-nav">
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
      <Link to={home} className="top-nav__brand">
        <img className="top-nav__logo" src={brand.logoUrl} alt={`${brand.companyName} home`} />
      </Link>
      <span className="top-nav__spacer" />
      <SupportLine className="top-nav__phone" />
      {signedIn ? (
        <LogOutButton className="button button--secondary" />
      ) : (
        <Link to={paths.auth.login.getHref()} className="button button--secondary">
          Log in
        </Link>
      )}
    </header>
  );
}
