import './site-banner.css';

/**
 * One site-wide banner as a borrower sees it (spec section 5): the shell's banners and the lender console's preview
 * draw it alike, so the preview is the real thing.
 */
export function SiteBanner({
  message,
  variant,
  dismissable,
  onDismiss,
}: {
  message: string;
  variant: 'info' | 'warn';
  dismissable: boolean;
  onDismiss: () => void;
}) {
  return (
    <div className={`site-banner site-banner--${variant}`}>
      <p className="site-banner__message">
        <span className="visually-hidden">{variant === 'warn' ? 'Important: ' : 'Note: '}</span>
        {message}
      </p>
      {dismissable ? (
        <button type="button" className="site-banner__dismiss" onClick={onDismiss}>
          Dismiss<span className="visually-hidden"> this announcement</span>
        </button>
      ) : null}
    </div>
  );
}
