import { useEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, useNavigationType } from '@/lib/routing';

/** How long a new page may take to show its heading (its data may still be loading) before we give up. */
const HEADING_WAIT_MS = 5000;

const FIELD_SELECTOR = 'input, select, textarea, [contenteditable="true"]';

/**
 * How the visitor last acted: a key, or a pointer (mouse, finger, pen). The browser's own guess of whether a focus
 * moved by script shows a ring differs from page to page (what held focus before, whether it was removed), so the
 * heading says it itself (decision 0209).
 */
let lastInput: 'keyboard' | 'pointer' = 'pointer';
let listening = false;
function listenForInput() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('keydown', () => (lastInput = 'keyboard'), true);
  document.addEventListener('pointerdown', () => (lastInput = 'pointer'), true);
}

/**
 * Focuses the page's h1 so a screen reader announces the new page; without scrolling, which is not ours. The
 * heading is marked with how the navigation came: global.css rings it after a key, never after a click or a tap.
 */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.dataset.navigationFocus = lastInput;
  heading.focus({ preventScroll: true });
}

/** Waits for the main h1 (a page may show a loader first), unless the visitor has started typing meanwhile. */
function focusHeadingWhenShown(): () => void {
  const find = () => document.querySelector<HTMLElement>('main h1');
  const typing = () => document.activeElement?.matches(FIELD_SELECTOR) ?? false;
  const now = find();
  if (now) {
    focusHeading(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    stop();
    if (!typing()) focusHeading(heading);
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * One mechanism for every navigation (decision 0103): React Router's scroll restoration starts a new page at
 * the top and gives back and forward their old position; then focus moves to the new page's h1. Not on the
 * first load (the browser starts there anyway), nor when a page only rewrites its own query in place
 * (a replace on the same path, such as the offer page's draw and term, which also keeps its scroll).
 */
export function NavigationFocus() {
  const { pathname, search, key } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  const previousKey = useRef<string | null>(null);
  useEffect(listenForInput, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per committed location on purpose
  useEffect(() => {
    const last = previous.current;
    previous.current = pathname;
    // StrictMode runs the effect twice for one location; the second run is no navigation (and would touch a
    // server-rendered heading still waiting to hydrate).
    const sameLocation = previousKey.current === key;
    previousKey.current = key;
    if (last === null || sameLocation) return;
    if (navigationType === 'REPLACE' && last === pathname) return;
    return focusHeadingWhenShown();
  }, [pathname, search]);

  return <ScrollRestoration />;
}
