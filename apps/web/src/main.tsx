import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { ErrorFallback } from '@/features/errors/components/error-fallback';
import { applyBrandToPage } from '@/lib/brand/apply-brand';
import { readPrivateLabelData, toBrand } from '@/lib/brand/private-label-data';
import { startEarlyRequests } from '@/lib/early-requests';
import {
  RENDERED_PATH_ATTRIBUTE,
  renderedPathOf,
  replayEarlyInput,
  routerReady,
  shouldHydrate,
} from '@/lib/server-rendered';
import '@/styles/global.css';
import '@/styles/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** Calls `onCommit` once its children are on the page (for hydration: once the markup is React's). */
function AfterCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}

async function start(root: HTMLElement): Promise<void> {
  startEarlyRequests(window.location.pathname);
  const brand = toBrand(readPrivateLabelData());
  applyBrandToPage(brand);
  const router = createAppRouter();
  const rendered = renderedPathOf(root);
  const app = (
    <StrictMode>
      <App brand={brand} router={router} />
    </StrictMode>
  );
  if (rendered === null) {
    // No server-rendered page (vite dev, or the server fell back): render at once, the router shows its loading.
    createRoot(root).render(app);
    return;
  }
  // Hydration needs the first render to be the page the server rendered, not the router's loading state.
  await routerReady(router);
  if (shouldHydrate(rendered, router.state.location)) {
    let replayed = false;
    const onHydrated = () => {
      if (replayed) return;
      replayed = true;
      replayEarlyInput(root);
    };
    hydrateRoot(root, <AfterCommit onCommit={onHydrated}>{app}</AfterCommit>);
  } else {
    // The browser knows better than the server (no token on a private page): the server's markup is replaced.
    root.removeAttribute(RENDERED_PATH_ATTRIBUTE);
    createRoot(root).render(app);
  }
}

start(container).catch((error: unknown) => {
  // Without brand data there is no support line to show; the error page still renders.
  console.error(error);
  createRoot(container).render(<ErrorFallback standalone />);
});
