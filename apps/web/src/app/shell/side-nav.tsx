import { NavLink } from 'react-router';
import { FeedbackLink } from '@/app/shell/shell-parts';
import { SupportLine } from '@/app/shell/support-line';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { useFeatureFlag } from '@/lib/feature-flags';

type NavItem = { to: string; label: string; end?: boolean };

const SIGNED_IN_ITEMS: NavItem[] = [
  { to: paths.dashboard.root.getHref(), label: 'Dashboard', end: true },
  { to: paths.heloc.registerV2.getHref(), label: 'Start an application' },
  { to: paths.pay.getHref(), label: 'Payments and draws' },
  { to: paths.dashboard.settings.getHref(), label: 'Settings' },
  { to: paths.contact.getHref(), label: 'Contact us' },
];

// The top bar already carries "Log in"; a second link with the same name would only repeat it.
const SIGNED_OUT_ITEMS: NavItem[] = [
  { to: paths.heloc.registerV2.getHref(), label: 'Start an application' },
  { to: paths.legal.privacy.getHref(), label: 'Privacy' },
  { to: paths.legal.licenses.getHref(), label: 'Licenses' },
];

export function SideNav({ id, open, signedIn }: { id: string; open: boolean; signedIn: boolean }) {
  const brand = useBrand();
  // The portfolio manager link shows only when its flag is on (spec section 6, decision 0222).
  const portfolio = useFeatureFlag('fe-heloc-portfolio-manager');
  const items = signedIn
    ? [...SIGNED_IN_ITEMS, ...(portfolio ? [{ to: paths.portfolio.getHref(), label: 'Portfolio' }] : [])]
    : SIGNED_OUT_ITEMS;
  return (
    <nav id={id} aria-label="Main" className={open ? 'side-nav side-nav--open' : 'side-nav'}>
      <ul className="side-nav__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end ?? false} className="side-nav__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="side-nav__support">
        <SupportLine />
        <p>
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
        </p>
        <FeedbackLink signedIn={signedIn} />
      </div>
    </nav>
  );
}
