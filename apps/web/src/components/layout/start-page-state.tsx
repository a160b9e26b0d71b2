import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { userMessageFor } from '@/lib/http-client';
import { Link } from '@/lib/routing';

/** A start page whose saved answers could not be read: say so and offer the way back, never a blank page. */
export function StartLoadError({
  uuid,
  error,
  back,
}: {
  uuid: string;
  error: unknown;
  /** Where the way back goes; the application summary by default. */
  back?: { href: string; label: string };
}) {
  return (
    <div className="app-page">
      <h1>We could not load this page</h1>
      <p role="alert">{userMessageFor(error)}</p>
      <Link
        className="button button--secondary"
        to={back?.href ?? paths.heloc.appStart.summary.getHref(uuid)}
      >
        {back?.label ?? 'Go to your application summary'}
      </Link>
    </div>
  );
}

export function StartLoading() {
  return <PageLoading />;
}
