import { DEFAULT_ORG_CODE } from '@hearth/domain/brands';
import { type MaintenanceWindow, maintenanceFor, maintenanceWindowsOf } from '@hearth/domain/shell-entry';
import { Suspense, useState } from 'react';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { useFeatureFlagValue } from '@/lib/feature-flags';
import { lazyPart } from '@/lib/lazy-part';
import { useHydrated } from '@/lib/use-browser-value';

// The shell's parts that only some visits need, each a chunk of its own (issue 22, decision 0218): nothing of them
// is on an entry page's first load unless the lender turned maintenance on for it.
const SiteBanners = lazyPart(() =>
  import('@/features/banners/components/site-banners').then((m) => m.SiteBanners),
);
const MaintenancePage = lazyPart(() =>
  import('@/features/maintenance/components/maintenance-page').then((m) => m.MaintenancePage),
);
const FeedbackDialog = lazyPart(() =>
  import('@/features/feedback/components/feedback-dialog').then((m) => m.FeedbackDialog),
);

/** Pages a lender's maintenance never replaces: the developer tools, where it is lifted. */
const NEVER_IN_MAINTENANCE = [paths.devTools.path];

/** The maintenance window over this path, when the maintenance flag is on; no routes chosen means every page. */
export function useMaintenanceWindow(pathname: string): MaintenanceWindow | undefined {
  const flag = useFeatureFlagValue('fe-heloc-maintenance');
  if (!flag.enabled || NEVER_IN_MAINTENANCE.some((p) => pathname.startsWith(p))) return undefined;
  const windows = maintenanceWindowsOf(flag.variables);
  // The page fills in the default title and message (spec section 2).
  if (windows.length === 0) return { route: '/', title: '', message: '', showDashboardLink: false };
  return maintenanceFor(pathname, windows);
}

export function MaintenanceInPlace({ window }: { window: MaintenanceWindow }) {
  return (
    <Suspense fallback={null}>
      <MaintenancePage window={window} />
    </Suspense>
  );
}

/**
 * Entry pages (register, register-v2 and login) show no banners: their first load stays as light as it was
 * (decision 0218). Every other page reads the banner file once it has hydrated.
 */
function showsBanners(pathname: string): boolean {
  return !pathname.startsWith('/account/heloc/register') && !pathname.startsWith(paths.auth.login.path);
}

export function BannersSlot({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  if (!hydrated || !showsBanners(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <SiteBanners />
    </Suspense>
  );
}

/** The feedback link and modal (spec section 6): the main brand only, signed in only. */
export function FeedbackLink({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const brand = useBrand();
  if (!signedIn || !hydrated || brand.orgCode !== DEFAULT_ORG_CODE) return null;
  return (
    <>
      <button
        type="button"
        className="side-nav__feedback"
        onPointerEnter={() => void FeedbackDialog.preload()}
        onClick={() => setOpen(true)}
      >
        Send feedback
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
