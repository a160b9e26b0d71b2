import { PAGE_SESSION_COOKIE, PAGE_SESSION_COOKIE_PATHS } from '@hearth/domain/server-render';
import { expect, type Page, type Response } from '@playwright/test';
import { fetchHttp } from '../../apps/api/src/test/journey/http';
import { type SeededJourney, type SeedOptions, seedJourney } from '../../apps/api/src/test/journey/stages';
import {
  type JourneyApplication,
  moveJourneyClock,
  moveJourneyClockTo,
} from '../../apps/api/src/test/journey/steps';
import { brandUrl, port } from './hearth';

// Every e2e test but the few full journeys starts its application at its own stage (issue 18 item 1): the API
// suite's journey steps take it there over HTTP in well under a second a step, and the browser is signed in with
// the borrower's stored session. The journeys in journeys.spec.ts drive the same steps by labels from the first page.

export type { SeededJourney } from '../../apps/api/src/test/journey/stages';
export { JOURNEY_STAGES, type JourneyStage } from '../../apps/api/src/test/journey/stages';

/** The server over HTTP: Node resolves no brand's host, so a brand is named by its code (`?organization=`). */
export const http = () => fetchHttp(`http://127.0.0.1:${port()}`);

/** The org code of a brand key (`bluemesacu` is `BLUEMESACU`, `summit-cu` is `SUMMIT_CU`). */
export const orgCodeOf = (brandKey: string) => brandKey.toUpperCase().replace(/-/g, '_');

type Application = Pick<JourneyApplication, 'uuid'>;

export interface Seeded extends SeededJourney {
  brandKey: string | null;
}

/** A new borrower's application at `stage`, on the brand `brandKey` (the main brand when omitted). */
export async function seed(
  options: Omit<SeedOptions, 'organization'> & { brandKey?: string },
): Promise<Seeded> {
  const { brandKey, ...rest } = options;
  const seeded = await seedJourney(http(), {
    ...rest,
    ...(brandKey ? { organization: orgCodeOf(brandKey) } : {}),
  });
  return { ...seeded, brandKey: brandKey ?? null };
}

/**
 * Signs this page's browser in as the borrower (the token the login page would store) for its first page load only:
 * a test that signs out stays signed out after a reload.
 */
export async function signIn(page: Page, jwt: string): Promise<void> {
  signIns += 1;
  // Each sign-in has its own mark, so the latest one wins on the next page load and none comes back after it.
  await page.addInitScript(
    ({ token, mark }) => {
      if (sessionStorage.getItem(mark)) return;
      localStorage.setItem('jwt', token);
      sessionStorage.setItem(mark, '1');
    },
    { token: jwt, mark: `hearth-e2e-signed-in-${signIns}` },
  );
}
let signIns = 0;

/**
 * Signed in as the seeded borrower, on the application's page `path` (`income/review`; '' for the step router). The
 * browser holds the session as the app keeps it (lib/session.ts): the token in local storage and in the page-session
 * cookie, so the page arrives rendered on the server with its data (decision 0268), as a borrower's reload does.
 */
export async function openApplication(page: Page, seeded: Seeded, path = ''): Promise<Response | null> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, seeded.jwt);
  await page.context().addCookies(
    PAGE_SESSION_COOKIE_PATHS.map((path) => ({
      name: PAGE_SESSION_COOKIE,
      value: seeded.jwt,
      url: brandUrl(seeded.brandKey, path),
    })),
  );
  return page.goto(brandUrl(seeded.brandKey, `/account/heloc/${seeded.uuid}${path ? `/${path}` : ''}`));
}

/** Moves one application's sandbox clock by whole days (decision 0188); no other application's time moves. */
export async function moveApplicationClock(app: Application, days: number): Promise<void> {
  await moveJourneyClock(http(), app, days * 24 * 60);
}

/** Moves one application's sandbox clock to the minute after `iso`. */
export async function moveApplicationClockTo(app: Application, iso: string): Promise<void> {
  await moveJourneyClockTo(http(), app, iso);
}

/** The application id in the page's address. */
export function applicationOf(page: Page): Application {
  const uuid = /\/account\/heloc\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(uuid, `no application in ${page.url()}`).toBeTruthy();
  return { uuid: uuid ?? '' };
}
