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
  takeRenderedQueryState,
} from '@/lib/server-rendered';
import { syncSessionCookie } from '@/lib/session';
import '@/styles/global.css';
import '@/styles/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** Calls `onCommit` once its children are on the page (for hydration: once the markup is React's). */
function AfterCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}

/** Lets the browser handle input and paint between two long pieces of the app's start. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement): Promise<void> {
  // The app's modules ran in this task; the router (matching every route, starting the page's chunks) runs in the
  // next, so neither holds a tap for the two together.
  await yieldToBrowser();
  syncSessionCookie();
  const rendered = renderedPathOf(root);
  // A page rendered with its data has its answers already (decision 0268); another reads at once (decision 0265).
  const queryState = rendered === null ? undefined : takeRenderedQueryState();
  if (!queryState) startEarlyRequests(window.location.pathname);
  const brand = toBrand(readPrivateLabelData());
  applyBrandToPage(brand);
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App brand={brand} router={router} queryState={queryState} />
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
    // In one go, not as a transition: a transition yields between pieces of the page, and a box ticked in such a gap
    // was set back by React before the early-input replay could pass it on (an e2e run, decision 0268).
    hydrateRoot(root, <AfterCommit onCommit={onHydrated}>{app}</AfterCommit>);
  } else {
    // The browser knows better than the server (no token on a private page): the server's markup is replaced, and
    // the answers it was rendered with are not used.
    root.removeAttribute(RENDERED_PATH_ATTRIBUTE);
    createRoot(root).render(
      <StrictMode>
        <App brand={brand} router={router} />
      </StrictMode>,
    );
  }
}

start(container).catch((error: unknown) => {
  // Without brand data there is no support line to show; the error page still renders.
  console.error(error);
  createRoot(container).render(<ErrorFallback standalone />);
});
