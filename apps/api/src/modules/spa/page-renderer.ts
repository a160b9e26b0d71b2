import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrivateLabelData } from '@hearth/domain/brands';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderedPage } from './render-index';

/** `renderPage` of the web app's server entry (apps/web/src/entry-server.tsx). */
export type PageRenderer = (
  url: string,
  data: PrivateLabelData,
  /** `token` and `fetch`: the page is rendered with its borrower's data, read through `fetch` (decision 0268). */
  options: { signedIn: boolean; token?: string; fetch?: typeof fetch },
) => Promise<RenderedPage | null>;

/** Where `npm run build` writes the server entry: beside the browser build, never served (routes.ts). */
export const SERVER_ENTRY_FOLDER = 'server';
export const SERVER_ENTRY_FILE = 'entry-server.js';

/**
 * The web app's server renderer from a build, or undefined when the build has none (an older build, the API
 * tests' fixture): the pages are then rendered in the browser alone, as before decision 0095.
 */
export async function loadPageRenderer(
  webDistDir: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<PageRenderer | undefined> {
  const file = join(webDistDir, SERVER_ENTRY_FOLDER, SERVER_ENTRY_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const entry = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
    if (typeof entry.renderPage === 'function') return entry.renderPage as PageRenderer;
    log.error({ file }, 'the server entry exports no renderPage; the browser renders every page');
  } catch (error) {
    // A broken server entry must not keep the API from starting: the pages still work, rendered in the browser.
    log.error({ err: error, file }, 'the server entry failed to load; the browser renders every page');
  }
  return undefined;
}
