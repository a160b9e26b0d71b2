import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { apiPaths } from '@/config/paths';
import { httpClient } from '@/lib/http-client';
import { getToken } from '@/lib/session';

/**
 * The signed-in dashboard's two reads, started as the page's script starts instead of after the router, the page
 * chunk and hydration (decision 0098): on a phone's network that is most of the wait for the list. Each answer is
 * handed once to the query that asks for it; any later read goes to the network as usual.
 */
const early = new Map<string, Promise<unknown>>();

const EARLY_READS: Record<string, () => string[]> = {
  '/dashboard': () => [apiPaths.profile(), HELOC_API_PATHS.allApplications],
};

export function startEarlyRequests(pathname: string): void {
  const reads = EARLY_READS[pathname.replace(/\/+$/, '') || '/'];
  if (!reads || !getToken()) return;
  for (const url of reads()) {
    const answer = httpClient.get(url);
    // A failure is the query's to report when it takes the answer; unhandled here it would only be noise.
    answer.catch(() => undefined);
    early.set(url, answer);
  }
}

/** The early answer to `url`, once; undefined when none was started or it was already taken. */
export function takeEarlyRequest(url: string): Promise<unknown> | undefined {
  const answer = early.get(url);
  early.delete(url);
  return answer;
}
