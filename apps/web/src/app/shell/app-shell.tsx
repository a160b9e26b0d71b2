import { useEffect, useId, useState } from 'react';
import { ChatLauncher } from '@/app/shell/chat-launcher';
import { isFocusedPath } from '@/app/shell/focused-path';
import { BannersSlot, MaintenanceInPlace, useMaintenanceWindow } from '@/app/shell/shell-parts';
import { SideNav } from '@/app/shell/side-nav';
import { SiteFooter } from '@/app/shell/site-footer';
import { TopNav } from '@/app/shell/top-nav';
import { Outlet, useLocation } from '@/lib/routing';
import { useIsSignedIn } from '@/lib/use-session';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Skip link, header, main region and footer around every page. Account pages get the top bar and the side
 * nav (a menu below 1024 px); the borrower's journey gets the focused layout: a one-row header and one
 * centred column (decision 0110).
 */
export function AppShell() {
  const signedIn = useIsSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const focused = isFocusedPath(location.pathname);
  const maintenance = useMaintenanceWindow(location.pathname);

  // A navigation closes the small-screen menu so the new page is what the visitor sees.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  return (
    <div className={focused ? 'shell shell--focused' : 'shell'}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <TopNav
        signedIn={signedIn}
        focused={focused}
        menuOpen={menuOpen}
        menuId={menuId}
        onToggleMenu={() => setMenuOpen((o) => !o)}
      />
      <div className="shell__body">
        {focused ? null : <SideNav id={menuId} open={menuOpen} signedIn={signedIn} />}
        <main id={MAIN_CONTENT_ID} className="shell__main" tabIndex={-1}>
          <BannersSlot pathname={location.pathname} />
          {maintenance ? <MaintenanceInPlace window={maintenance} /> : <Outlet />}
        </main>
      </div>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}
