import {
  CONDITIONS_API_PATHS,
  DOCUMENT_API_PATHS,
  FUNDING_API_PATHS,
  LINE_CHANGE_API_PATHS,
} from '@hearth/domain/after-offer-api-paths';
import { isApplicationId } from '@hearth/domain/application-id';
import { BASE_PATH } from '@hearth/domain/auth';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { apiPaths } from '@/config/paths';
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

/**
 * A read that needs an earlier answer: document/disclosures shows the first document's words at once (the shared
 * viewer opens on the first one), so they are asked for as soon as the list names it.
 */
const APPLICATION_PAGE_FOLLOW_UPS: Record<
  string,
  (uuid: string) => { after: string; reads: (answer: unknown) => string[] }
> = {
  'document/disclosures': (uuid) => ({
    after: DOCUMENT_API_PATHS.documents(uuid),
    reads: (answer) => {
      const first = (answer as { documents?: { id?: unknown }[] } | null)?.documents?.[0]?.id;
      return typeof first === 'string' ? [DOCUMENT_API_PATHS.document(uuid, first)] : [];
    },
  }),
};

const PAGE_READS: Record<string, () => string[]> = {
  '/dashboard': () => [apiPaths.profile(), HELOC_API_PATHS.allApplications],
};

const APPLICATION_PREFIX = `${BASE_PATH}/`;

/** An application page's id and page name, or null for another address. */
function applicationPageOf(path: string): { uuid: string; page: string } | null {
  if (!path.startsWith(APPLICATION_PREFIX)) return null;
  const [uuid = '', ...rest] = path.slice(APPLICATION_PREFIX.length).split('/');
  return isApplicationId(uuid) ? { uuid, page: rest.join('/') } : null;
}

const normalized = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The reads to start for a page's address; none for a page that has none listed. */
export function earlyReadsFor(pathname: string): string[] {
  const path = normalized(pathname);
  const reads = PAGE_READS[path];
  if (reads) return reads();
  const application = applicationPageOf(path);
  const pageReads = application && APPLICATION_PAGE_READS[application.page];
  if (!application || !pageReads) return [];
  const { uuid } = application;
  return [
    HELOC_API_PATHS.application(uuid),
    CONDITIONS_API_PATHS.externalApplicants(uuid),
    apiPaths.profile(),
    ...pageReads(uuid),
  ];
}

function start(url: string, now: () => number): Promise<unknown> {
  const answer = httpClient.get(url);
  // A failure is the query's to report when it takes the answer; unhandled here it would only be noise.
  answer.catch(() => undefined);
  early.set(url, { answer, startedAt: now() });
  return answer;
}

export function startEarlyRequests(pathname: string, now: () => number = Date.now): void {
  if (!getToken()) return;
  const answers = new Map(earlyReadsFor(pathname).map((url) => [url, start(url, now)]));
  const application = applicationPageOf(normalized(pathname));
  const followUp = application && APPLICATION_PAGE_FOLLOW_UPS[application.page]?.(application.uuid);
  const after = followUp && answers.get(followUp.after);
  if (!followUp || !after) return;
  // Registered before any query takes the answer, so the next read is under way before the page renders.
  after.then(
    (answer) => {
      for (const url of followUp.reads(answer)) start(url, now);
    },
    () => undefined,
  );
}

/** The early answer to `url`, once; undefined when none was started, it was already taken or it is too old. */
export function takeEarlyRequest(url: string, now: () => number = Date.now): Promise<unknown> | undefined {
  const entry = early.get(url);
  early.delete(url);
  if (!entry || now() - entry.startedAt > EARLY_ANSWER_LIFETIME_MS) return undefined;
  return entry.answer;
}

/** Drops every early answer not yet taken (the unit tests' shared window: one test's reads are not another's). */
export function forgetEarlyRequests(): void {
  early.clear();
}
