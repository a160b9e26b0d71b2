import { TIMINGS } from '@hearth/domain/timing';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts, type Toast } from '@/components/toast/toast-store';
import '@/components/toast/toast.css';

const NO_TOASTS: readonly Toast[] = [];

/**
 * The toasts (spec section 9: at most 5 visible), bottom right on a desktop and across the bottom on a phone, each
 * with a close button. Screen readers hear each new toast once through a polite live region that is emptied
 * 300 ms after each announcement (the spec's live-region timing), so the same words said again are announced
 * again. A page that shows toasts renders this region; it lives in the page's chunk, never the entry pages'.
 */
export function ToastRegion() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, () => NO_TOASTS);
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(0);

  useEffect(() => {
    const newest = toasts.at(-1);
    if (!newest || newest.id <= announced.current) return;
    announced.current = newest.id;
    setAnnouncement(newest.message);
    const clear = setTimeout(() => setAnnouncement(''), TIMINGS.liveRegionClearMs);
    return () => clearTimeout(clear);
  }, [toasts]);

  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {toasts.length > 0 ? (
        <section className="toasts" aria-label="Notifications">
          <ul className="toasts__list">
            {toasts.map((toast) => (
              <li key={toast.id} className={`toast toast--${toast.variant}`}>
                <p className="toast__message">{toast.message}</p>
                <button
                  type="button"
                  className="toast__close"
                  aria-label={`Dismiss: ${toast.message}`}
                  onClick={() => dismissToast(toast.id)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
