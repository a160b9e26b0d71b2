/**
 * The server renders a page's markup into `#root` and marks it with the path and query it rendered (decision
 * 0095); the browser hydrates that markup only when its router arrives at the same place.
 */
export const RENDERED_PATH_ATTRIBUTE = 'data-rendered-path';
