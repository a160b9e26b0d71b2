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
  void import(/* @vite-ignore */ app);
}

if (document.visibilityState === 'hidden') {
  // A hidden tab paints nothing to wait for.
  startApp();
} else {
  // The frame's callbacks run before its paint; a task queued from one runs after it.
  requestAnimationFrame(() => setTimeout(startApp, 0));
  // A frame that never comes (the tab hidden meanwhile) must not leave the page without its app.
  setTimeout(startApp, 1000);
}
