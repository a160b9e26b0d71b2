import { TIMINGS } from '@hearth/domain/timing';
import { useEffect, useState } from 'react';
import { useLingering } from '@/components/loading-overlay';
import { useRotatingMessage } from '@/components/processing-modal';
import '@/components/full-screen-loader.css';

/**
 * True while `active`, for the loading overlay's 300 ms after it ends, and for at least `minMs` from the moment it
 * showed (spec section 9: loader minimum display 1000 ms), so a quick answer never flashes the loader.
 */
export function useShownAtLeast(active: boolean, minMs: number = TIMINGS.loaderMinDisplayMs): boolean {
  const lingering = useLingering(active);
  const [held, setHeld] = useState(active);
  useEffect(() => {
    if (active) setHeld(true);
  }, [active]);
  // Counted from the showing, and not cut short when the work ends first.
  useEffect(() => {
    if (!held) return;
    const timer = setTimeout(() => setHeld(false), minMs);
    return () => clearTimeout(timer);
  }, [held, minMs]);
  return lingering || held;
}

/**
 * The full-screen loader with rotating messages (spec section 2): covers the page while the system works for the
 * borrower, says in turn what it is doing in a polite live region, and shows a bar that fills over the spec's
 * 67 s animation. It stays at least 1000 ms and 300 ms past the end of the work.
 */
export function FullScreenLoader({
  active,
  title,
  messages,
}: {
  active: boolean;
  title: string;
  messages: readonly string[];
}) {
  const shown = useShownAtLeast(active);
  const message = useRotatingMessage(shown, messages);
  if (!shown) return null;
  return (
    <section className="full-screen-loader" aria-labelledby="full-screen-loader-title" aria-busy="true">
      <div className="full-screen-loader__panel">
        <span className="page-loading__spinner" aria-hidden="true" />
        <h2 id="full-screen-loader-title" className="full-screen-loader__title">
          {title}
        </h2>
        <p role="status" aria-live="polite" className="full-screen-loader__message">
          {message}
        </p>
        {/* Fills over TIMINGS.loaderAnimationMs (67 s, in the stylesheet: the CSP allows no inline style). */}
        <span className="full-screen-loader__track" aria-hidden="true">
          <span className="full-screen-loader__fill" />
        </span>
      </div>
    </section>
  );
}
