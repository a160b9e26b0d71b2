import {
  CONDITIONS_API_PATHS,
  DOCUMENT_API_PATHS,
  FUNDING_API_PATHS,
  LINE_CHANGE_API_PATHS,
} from '@hearth/domain/after-offer-api-paths';
import { BASE_PATH } from '@hearth/domain/auth';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { apiPaths } from '@/config/paths';
import { isApplicationId } from '@/lib/application-id';
import { httpClient } from '@/lib/http-client';
import { getToken } from '@/lib/session';

/**
 * A signed-in page's first reads, started as the app's script starts instead of after the router, the page's chunks
 * and hydration (decisions 0098, 0265): on a phone's network that is most of the wait for what the page shows. Each
 * answer is handed once to the query that asks for it; any later read goes to the network as usual.
 */
const early = new Map<string, { answer: Promise<unknown>; startedAt: number }>();

/**
 * An early answer not taken by then is dropped: it was read for a page the borrower did not get to see (a status
 * that sent them elsewhere), and a query asking for it later must see the data as it is then.
 */
export const EARLY_ANSWER_LIFETIME_MS = 15_000;

/**
 * What an application page (/account/heloc/{uuid}/{page}) reads before it shows anything: the frame's application,
 * task list and profile (application-layout.tsx), and the page's own first reads. `complete` reads the line and its
 * standing only once the closing runs (line-page.tsx): they are asked for at once too, as that is where a borrower
 * comes back to for the life of the line; before the closing their answers go unused.
 */
const APPLICATION_PAGE_READS: Record<string, (uuid: string) => string[]> = {
  'product/select': (uuid) => [HELOC_API_PATHS.offers(uuid)],
  'document/disclosures': (uuid) => [DOCUMENT_API_PATHS.documents(uuid)],
  complete: (uuid) => [
    DOCUMENT_API_PATHS.documents(uuid),
    FUNDING_API_PATHS.line(uuid),
    LINE_CHANGE_API_PATHS.standing(uuid),
  ],
};

const PAGE_READS: Record<string, () => string[]> = {
  '/dashboard': () => [apiPaths.profile(), HELOC_API_PATHS.allApplications],
};

const APPLICATION_PREFIX = `${BASE_PATH}/`;

/** The reads to start for a page's address; none for a page that has none listed. */
export function earlyReadsFor(pathname: string): string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const reads = PAGE_READS[path];
  if (reads) return reads();
  if (!path.startsWith(APPLICATION_PREFIX)) return [];
  const [uuid = '', ...rest] = path.slice(APPLICATION_PREFIX.length).split('/');
  const pageReads = APPLICATION_PAGE_READS[rest.join('/')];
  if (!pageReads || !isApplicationId(uuid)) return [];
  return [
    HELOC_API_PATHS.application(uuid),
    CONDITIONS_API_PATHS.externalApplicants(uuid),
    apiPaths.profile(),
    ...pageReads(uuid),
  ];
}

export function startEarlyRequests(pathname: string, now: () => number = Date.now): void {
  if (!getToken()) return;
  for (const url of earlyReadsFor(pathname)) {
    const answer = httpClient.get(url);
    // A failure is the query's to report when it takes the answer; unhandled here it would only be noise.
    answer.catch(() => undefined);
    early.set(url, { answer, startedAt: now() });
  }
}

/** The early answer to `url`, once; undefined when none was started, it was already taken or it is too old. */
export function takeEarlyRequest(url: string, now: () => number = Date.now): Promise<unknown> | undefined {
  const entry = early.get(url);
  early.delete(url);
  if (!entry || now() - entry.startedAt > EARLY_ANSWER_LIFETIME_MS) return undefined;
  return entry.answer;
}
