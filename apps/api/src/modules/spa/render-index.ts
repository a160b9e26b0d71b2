import type { PrivateLabelData } from '@hearth/domain/brands';
import { QUERY_STATE_BLOCK_ID, RENDERED_PATH_ATTRIBUTE } from '@hearth/domain/server-render';

export const DATA_BLOCK_ID = 'private-label-data';

const DATA_BLOCK_PATTERN = new RegExp(
  `<script\\b[^>]*\\bid=["']${DATA_BLOCK_ID}["'][^>]*>[\\s\\S]*?</script>`,
  'i',
);

/**
 * JSON that is safe inside a <script> element: no "<" (so no "</script>" or "<!--"), no ">" or "&",
 * and no line separators that old parsers treat as newlines.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const ROOT_PATTERN = /<div id="root"><\/div>/i;

/**
 * A page the web app's server entry rendered: `#root`'s markup, the path and query it shows, and for a page rendered
 * with its borrower's data the answers it was rendered with (decision 0268).
 */
export type RenderedPage = { html: string; path: string; queryState?: unknown };

/**
 * The built index.html with the resolved brand's data block, its company name as title, lang="en", and, when
 * the page was rendered on the server, its markup inside `#root` marked with the rendered path (decision 0095).
 */
export function renderIndex(template: string, org: PrivateLabelData, page?: RenderedPage | null): string {
  const block = `<script id="${DATA_BLOCK_ID}" type="application/json">${scriptSafeJson(org)}</script>`;
  let html = DATA_BLOCK_PATTERN.test(template)
    ? template.replace(DATA_BLOCK_PATTERN, () => block)
    : template.replace(/<\/head>/i, () => `${block}</head>`);
  const title = `<title>${escapeHtml(org.orgMetaData.companyInfo.companyName)}</title>`;
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}</head>`);
  if (page && ROOT_PATTERN.test(html)) {
    // The answers after the markup: the page paints before the browser reads them (`main.tsx` does, to hydrate).
    const answers =
      page.queryState === undefined
        ? ''
        : `<script id="${QUERY_STATE_BLOCK_ID}" type="application/json">${scriptSafeJson(page.queryState)}</script>`;
    const root = `<div id="root" ${RENDERED_PATH_ATTRIBUTE}="${escapeHtml(page.path)}">${page.html}</div>${answers}`;
    html = html.replace(ROOT_PATTERN, () => root);
  }
  return html.replace(/<html\b[^>]*>/i, '<html lang="en">');
}
