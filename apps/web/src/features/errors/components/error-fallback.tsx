import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { paths } from '@/config/paths';
import { useOptionalBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';

type ErrorFallbackProps = {
  /** Renders its own <main> when shown outside the shell (the top-level boundary). */
  standalone?: boolean;
  onTryAgain?: () => void;
};

/**
 * Spec section 8 error page. "Try again" reloads by default: a failed page module or a broken render
 * only recovers with fresh code. "Go to dashboard" is a full navigation for the same reason.
 */
export function ErrorFallback({ standalone = false, onTryAgain }: ErrorFallbackProps) {
  const brand = useOptionalBrand();
  const content = (
    <div className="page page--narrow card" role="alert">
      <h1>{ERROR_MESSAGES.snag}</h1>
      <div className="button-row">
        <button type="button" className="button" onClick={onTryAgain ?? (() => globalThis.location.reload())}>
          {ERROR_MESSAGES.tryAgain}
        </button>
        <a className="button button--secondary" href={paths.dashboard.root.getHref()}>
          {ERROR_MESSAGES.goToDashboard}
        </a>
      </div>
      {brand ? (
        <p className="error-fallback__support">
          Need help? Call <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> or e-mail{' '}
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
        </p>
      ) : null}
    </div>
  );
  if (!standalone) return content;
  return (
    <main id="main-content" className="error-standalone">
      {content}
    </main>
  );
}
