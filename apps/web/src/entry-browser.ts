/**
 * The page's only script in index.html. The page the server rendered paints with the stylesheet alone; then this
 * fetches the app (`main.tsx` and the chunks it imports, listed in `data-app` by the build, all at once) and runs
 * it, which hydrates the page. Asked for before the paint, 140 KB of JavaScript would share a phone's connection
 * with the stylesheet and hold the paint back (decision 0198).
 */
import { holdEarlySubmits } from '@/lib/early-presses';

// A press before the app has hydrated the page is held and made again once it has (decision 0095).
const root = document.getElementById('root');
if (root) holdEarlySubmits(root);

let started = false;

function startApp(): void {
  if (started) return;
  started = true;
  if (import.meta.env.DEV) {
    void import('@/main');
    return;
  }
  const [app, ...imports] =
    document.querySelector<HTMLElement>('script[data-app]')?.dataset.app?.split(' ') ?? [];
  if (!app) return;
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void evaluateInTurn(imports).then(() => import(/* @vite-ignore */ app));
}

/**
 * The app's framework chunks (React, the router, the query cache) run one task each before the app's own: imported
 * by the app at once, they ran as one task of about 250 ms on a phone's CPU, which blocks a tap for that long.
 * Each chunk's modules run in their own order either way; only the tasks between them are new.
 */
async function evaluateInTurn(chunks: string[]): Promise<void> {
  for (const chunk of chunks) {
    try {
      await import(/* @vite-ignore */ chunk);
    } catch {
      // The app's own import reports a chunk that failed to load, and reloads the page (decision 0098).
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Starts the app once the browser reports the first contentful paint, or after a frame where it reports none. */
function startAfterFirstPaint(): void {
  const afterFrame = () => requestAnimationFrame(() => setTimeout(startApp, 0));
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // The frame's callbacks run before its paint; a task queued from one runs after it.
    afterFrame();
    return;
  }
  // The paint as the browser records it (presented, not only produced): the app's 150 KB then never share the
  // connection with what the first paint needs, which a frame callback alone did not always ensure.
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(startApp, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page with nothing contentful to paint reports no such entry.
  setTimeout(afterFrame, 300);
}

if (document.visibilityState === 'hidden') {
  // A hidden tab paints nothing to wait for.
  startApp();
} else {
  startAfterFirstPaint();
  // A paint that never comes (the tab hidden meanwhile) must not leave the page without its app.
  setTimeout(startApp, 1000);
}
