import { useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SideNav } from '@/app/shell/side-nav';
import { SiteFooter } from '@/app/shell/site-footer';
import { TopNav } from '@/app/shell/top-nav';
import { useIsSignedIn } from '@/lib/use-session';

export const MAIN_CONTENT_ID = 'main-content';

/** Skip link, top bar, side nav (a menu below 1024 px), main region and footer around every page. */
export function AppShell() {
  const signedIn = useIsSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // A navigation closes the small-screen menu so the new page is what the visitor sees.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  return (
    <div className="shell">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <TopNav
        signedIn={signedIn}
        menuOpen={menuOpen}
        menuId={menuId}
        onToggleMenu={() => setMenuOpen((o) => !o)}
      />
      <div className="shell__body">
        <SideNav id={menuId} open={menuOpen} signedIn={signedIn} />
        <main id={MAIN_CONTENT_ID} className="shell__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
