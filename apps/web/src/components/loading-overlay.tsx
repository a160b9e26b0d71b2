import { TIMINGS } from '@hearth/domain/timing';
import { type ReactNode, useEffect, useState } from 'react';
import '@/components/loading-overlay.css';

/** True while `active`, and for `lingerMs` after it ends, so a quick answer does not flash the overlay away. */
export function useLingering(active: boolean, lingerMs: number = TIMINGS.loadingOverlayDelayMs): boolean {
  const [shown, setShown] = useState(active);
  useEffect(() => {
    if (active) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(false), lingerMs);
    return () => clearTimeout(timer);
  }, [active, lingerMs]);
  return active || shown;
}

/**
 * The loading overlay (spec sections 2 and 4): over its content while fetching, and 300 ms after the fetch ends.
 * The content stays in place (and out of reach) underneath; the status is announced once.
 */
export function LoadingOverlay({ fetching, children }: { fetching: boolean; children: ReactNode }) {
  const shown = useLingering(fetching);
  return (
    <div className="loading-overlay" aria-busy={shown}>
      {children}
      {shown ? (
        <div className="loading-overlay__cover" role="status">
          <span className="page-loading__spinner" aria-hidden="true" />
          <span className="visually-hidden">Loading</span>
        </div>
      ) : null}
    </div>
  );
}
