import type { Page } from '@playwright/test';
import {
  type JourneyApplication,
  type JourneyPersona,
  registerJourneyBorrower,
  submitJourneyApplication,
  waitForStatus,
} from '../../apps/api/src/test/journey/steps';
import { brandUrl } from './hearth';
import { http, orgCodeOf, signIn } from './seed';

/** An application that stopped where its persona's file leads (a status `seed` refuses to wait in). */
export interface Stopped extends JourneyApplication {
  status: string;
  brandKey: string | null;
}

/**
 * A new borrower's application with `persona`'s answers, sent over HTTP as register-v2's submit sends it, and
 * waited on until it stands in `status`: the outcomes that stop before the offers (a decline, a frozen file, no
 * credit match, no property record), which `seed` fails fast on.
 */
export async function applyAs(
  persona: JourneyPersona,
  status: string,
  options: { brandKey?: string } = {},
): Promise<Stopped> {
  const borrower = await registerJourneyBorrower(
    http(),
    options.brandKey ? { organization: orgCodeOf(options.brandKey) } : {},
  );
  const app = await submitJourneyApplication(http(), borrower, persona);
  return { ...app, status: await waitForStatus(http(), app, status), brandKey: options.brandKey ?? null };
}

/** Signed in as the stopped application's borrower, on its page `path` ('' for the step router). */
export async function openStopped(page: Page, app: Stopped, path = ''): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, app.jwt);
  await page.goto(brandUrl(app.brandKey, `/account/heloc/${app.uuid}${path ? `/${path}` : ''}`));
}
