import { isApplicationId } from './application-id';

/**
 * The server renders a page's markup into `#root` and marks it with the path and query it rendered (decision
 * 0095); the browser hydrates that markup only when its router arrives at the same place.
 */
export const RENDERED_PATH_ATTRIBUTE = 'data-rendered-path';

/**
 * The cookie that lets the server render a borrower's page with their data (decision 0268): the browser keeps its
 * bearer token in local storage (spec section 6) and mirrors it here, scoped to the pages rendered with data. The
 * server only ever reads it to answer a page request through the API's own routes and access rules; no API route
 * accepts it in place of the Authorization header.
 */
export const PAGE_SESSION_COOKIE = 'hearth_page_session';
/** The paths the cookie is set for, one cookie each: never an API path or an asset. */
export const PAGE_SESSION_COOKIE_PATHS = ['/account/heloc/', '/dashboard'] as const;

const APPLICATION_PAGE_PREFIX = '/account/heloc/';

/**
 * The pages rendered with their borrower's data: the dashboard and a page of one application
 * (`/account/heloc/{id}/…`), not the register pages, the broker's pages or a co-owner's area under the same prefix.
 */
export function rendersWithData(pathname: string): boolean {
  if (pathname === '/dashboard' || pathname === '/dashboard/') return true;
  if (!pathname.startsWith(APPLICATION_PAGE_PREFIX)) return false;
  const [id = ''] = pathname.slice(APPLICATION_PAGE_PREFIX.length).split('/');
  return isApplicationId(id);
}

/** The JSON block that carries the answers a server-rendered page was rendered with, for the browser's cache. */
export const QUERY_STATE_BLOCK_ID = 'query-state';
