import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { Dialog } from '@/components/dialog';
import { Link } from '@/lib/routing';

/**
 * The geolocation explanation modal (spec sections 2 and 8, decision 0250): with fe-heloc-geolocation on, the
 * borrower's location is confirmed before electronic signing. The modal says why (the spec's alert), asks the
 * browser, and, when the browser refuses, says how to turn location services on and try again. It cannot be
 * closed into a signing without a location, but it is never a dead end: signing help and the dashboard are one
 * tap away.
 */
export function GeolocationModal({
  open,
  refused,
  onShare,
  supportHref,
}: {
  open: boolean;
  refused: boolean;
  onShare: () => void;
  supportHref: string;
}) {
  return (
    <Dialog
      open={open}
      title="Confirm your location"
      actions={
        <>
          <button type="button" className="button" onClick={onShare}>
            {refused ? 'Try again' : 'Share my location'}
          </button>
          <Link className="button button--secondary" to={supportHref}>
            Get help with signing
          </Link>
          <Link className="button button--secondary" to="/dashboard">
            Go to your dashboard
          </Link>
        </>
      }
    >
      <p>{ERROR_MESSAGES.geolocation}</p>
      {refused ? (
        <p role="alert" className="signing-location__alert">
          Your browser did not share your location. Turn on location services for this site in your browser's
          settings (and on your device), then choose Try again.
        </p>
      ) : (
        <p>Your browser asks once. We record the location with each signature and use it for nothing else.</p>
      )}
    </Dialog>
  );
}
