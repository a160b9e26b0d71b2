import { BASE_PATH } from '@hearth/domain/auth';
import { roleForProfile, showsDashboardLink } from '@hearth/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { FeedbackLink } from '@/app/shell/shell-parts';
import { SupportLine } from '@/app/shell/support-line';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { useFeatureFlag } from '@/lib/feature-flags';
import { profileQueryKey } from '@/lib/profile-query-key';
import { NavLink } from '@/lib/routing';

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

const PIPELINE_ITEM: NavItem = { to: `${BASE_PATH}/broker`, label: 'Your pipeline' };

/**
 * The signed-in links for this profile (spec section 6): a signer sees Dashboard only when they are also a broker;
 * a broker or loan officer has their pipeline first. The profile's reader loads only for a signed-in visitor.
 */
function useSignedInItems(signedIn: boolean): NavItem[] {
  const profile = useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => import('@/lib/get-profile').then(({ getProfile }) => getProfile(signal)),
    enabled: signedIn,
    retry: false,
  });
  const isBroker = profile.data?.isBroker === true;
  const role = profile.data ? roleForProfile(profile.data) : 'BORROWER';
  const items = SIGNED_IN_ITEMS.filter(
    (item) => item.to !== paths.dashboard.root.getHref() || showsDashboardLink(role, isBroker),
  );
  return isBroker ? [PIPELINE_ITEM, ...items] : items;
}

export function SideNav({ id, open, signedIn }: { id: string; open: boolean; signedIn: boolean }) {
  const brand = useBrand();
  // The portfolio manager link shows only when its flag is on (spec section 6, decision 0222).
  const portfolio = useFeatureFlag('fe-heloc-portfolio-manager');
  const signedInItems = useSignedInItems(signedIn);
  const items = signedIn
    ? [...signedInItems, ...(portfolio ? [{ to: paths.portfolio.getHref(), label: 'Portfolio' }] : [])]
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
