import { SANDBOX_INVITATION_PATH, SIGNER_API_PATHS } from '@hearth/domain/additional-signers';
import { BANK_ACCOUNT_API_PATHS } from '@hearth/domain/bank-accounts';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import { CONDITIONS_API_PATHS } from '@hearth/domain/identity-verification';
import { SIGNING_API_PATHS, type SigningSession } from '@hearth/domain/signing';
import type { Page, Route } from '@playwright/test';
import type { JourneyHttp } from '../../apps/api/src/test/journey/http';
import {
  bearerOf,
  demonstrateJourneyESign,
  type JourneyApplication,
  type JourneyPersona,
  journeyClock,
  journeyEmail,
  linkJourneyAccount,
  registerJourneyBorrower,
  waitForStatus,
} from '../../apps/api/src/test/journey/steps';
import { STRONG_PASSWORD } from './hearth';
import { http } from './seed';

// What the pages review (tests/pages.spec.ts) needs beyond `seed`: an application that stops at a pre-qualification
// outcome, the co-owner invited and joined over HTTP (as apps/api/src/modules/signers/test-helpers.ts does through
// `inject`), a lender's task, and a page held on a status a vendor leaves within seconds.

export type Persona = JourneyPersona;

/** An application a review opens: seeded to a stage (`seed`), or stopped at an outcome (`applyAs`). */
export type ReviewedApplication = JourneyApplication & { status: string; brandKey: string | null };

async function call(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
) {
  const res = await http().request(method, path, options);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text.slice(0, 500)}`);
  return res;
}

/** Moves an application on with one step and waits until it is in one of `statuses`. */
export async function stepTo(
  app: ReviewedApplication,
  step: (http: JourneyHttp, app: ReviewedApplication) => Promise<unknown>,
  statuses: string | readonly string[],
  timeoutMs?: number,
): Promise<void> {
  await step(http(), app);
  app.status = await waitForStatus(http(), app, statuses, timeoutMs);
}

/** A signed-in borrower with no application yet. */
export async function newBorrower(): Promise<{ email: string; jwt: string }> {
  return registerJourneyBorrower(http());
}

/** The draw's account linked at the sandbox bank (the checking account unless named): AUTOPAY, or a mismatch. */
export async function linkFundsAccount(app: JourneyApplication, accountName?: string): Promise<string> {
  const res = await call('POST', BANK_ACCOUNT_API_PATHS.exchange(app.uuid), {
    headers: app.headers,
    body: await linkJourneyAccount(http(), app, 'DISBURSEMENT', accountName),
  });
  return res.json<{ added?: { id: string } }>().added?.id ?? '';
}

/** bank/autopay: the draw's account used for the payments too: VERIFIED_AUTOPAY. */
export async function useForAutopay(app: JourneyApplication, accountId: string): Promise<void> {
  await call('POST', BANK_ACCOUNT_API_PATHS.autopay(app.uuid), { headers: app.headers, body: { accountId } });
}

/** The borrower's documents signed and acknowledged, without finishing (an owner who must sign first waits). */
export async function signWithoutFinishing(app: JourneyApplication, fullName: string): Promise<void> {
  await call('POST', SIGNING_API_PATHS.adopt(app.uuid), {
    headers: app.headers,
    body: { fullName, style: 'SCRIPT', agree: true },
  });
  const session = (
    await call('GET', SIGNING_API_PATHS.session(app.uuid), { headers: app.headers })
  ).json<SigningSession>();
  // A Texas line's closing documents are signed at the title office, not here (decision 0201).
  for (const doc of session.documents.filter((d) => d.action !== 'AT_CLOSING'))
    await call('POST', SIGNING_API_PATHS.acts(app.uuid), {
      headers: app.headers,
      body: { documentId: doc.documentId, sha256: doc.sha256, location: null },
    });
}

/** The sandbox co-owner of the `Coowner` persona: the name on title. */
export const CO_OWNER = { title: 'SAM PRIME', firstName: 'Sam', lastName: 'Prime', fullName: 'Sam Prime' };

export interface CoOwner {
  email: string;
  /** The invitation link, as the sandbox mailed it (the token in its fragment). */
  link: string;
}

/** signing/additional: the borrower invites SAM PRIME by e-mail; the sandbox outbox holds the link. */
export async function inviteCoOwner(app: JourneyApplication): Promise<CoOwner> {
  const email = journeyEmail('sam');
  await call('POST', SIGNER_API_PATHS.invite(app.uuid), {
    headers: app.headers,
    body: { ownerName: CO_OWNER.title, email },
  });
  return { email, link: await invitationLink(email) };
}

/** The link of the last invitation mailed to `email` (outside production only). */
export async function invitationLink(email: string): Promise<string> {
  const res = await call('GET', `${SANDBOX_INVITATION_PATH}?email=${encodeURIComponent(email)}`);
  return res.json<{ link: string }>().link;
}

/** The co-owner accepts the invitation (a password of their own) and joins: the application goes on. */
export async function coOwnerJoins(app: JourneyApplication, owner: CoOwner): Promise<{ jwt: string }> {
  const token = owner.link.split('#invitation=')[1];
  if (!token) throw new Error(`no token in ${owner.link}`);
  const accepted = (
    await call('POST', SIGNER_API_PATHS.accept, {
      body: { token, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
    })
  ).json<{ jwt: string }>();
  // The E-SIGN consent's sample opened and its code typed back before the join (decision 0202).
  await demonstrateJourneyESign(http(), bearerOf(accepted.jwt), app.uuid, 'OWNER');
  await call('POST', SIGNER_API_PATHS.join(app.uuid), {
    headers: bearerOf(accepted.jwt),
    body: {
      firstName: CO_OWNER.firstName,
      lastName: CO_OWNER.lastName,
      dob: '1982-03-04',
      eSignConsent: true,
      lienConsent: true,
    },
  });
  return { jwt: accepted.jwt };
}

/** The invitation id of the one owner on title, from the borrower's signers call. */
export async function coOwnerInvitationId(app: JourneyApplication): Promise<string> {
  const view = (await call('GET', SIGNER_API_PATHS.signers(app.uuid), { headers: app.headers })).json<{
    owners: { invitationId: string | null }[];
  }>();
  const id = view.owners[0]?.invitationId;
  if (!id) throw new Error(`no invitation on ${app.uuid}`);
  return id;
}

/** The lender opens a task on the application (the sandbox's copy of the staff call). Returns its id. */
export async function lenderOpensTask(
  app: JourneyApplication,
  body: Record<string, unknown>,
): Promise<string> {
  const res = await call('POST', CONDITIONS_API_PATHS.sandboxOpen(app.uuid), { body });
  return res.json<{ id: string }>().id;
}

/** The application's sandbox clock. */
export const clockOf = (app: JourneyApplication) => journeyClock(http(), app);

export interface Hold {
  /** Reads the server now, over HTTP, and keeps the answer if it is the one to hold (the page may read late). */
  capture(): Promise<void>;
  /** Whether an answer is held. */
  holding(): boolean;
  /** The page reads the server again. */
  release(): Promise<void>;
}

/**
 * Holds what the page reads from the server at `path` once an answer passes `held`, so a page a vendor leaves within
 * seconds (the broker's valuation, the county's recording, the hard pull) stays on screen while it is reviewed: the
 * borrower saw exactly that answer. The answer may come from the page's own read, from the answer to a request to
 * `alsoFrom` (a POST that returns the same view), or from `capture`.
 */
export async function holdView(
  page: Page,
  app: JourneyApplication,
  path: string,
  held: (body: unknown) => boolean,
  options: { alsoFrom?: string } = {},
): Promise<Hold> {
  let kept: { status: number; body: string } | null = null;
  const keep = (status: number, body: string) => {
    if (kept || status >= 300) return;
    if (held(JSON.parse(body))) kept = { status, body };
  };
  const fulfill = (route: Route, status: number, body: string) =>
    route.fulfill({ status, contentType: 'application/json', body });
  const matches = (url: URL) => url.pathname === path;
  await page.route(matches, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    if (kept) return fulfill(route, kept.status, kept.body);
    const response = await route.fetch();
    const body = await response.text();
    keep(response.status(), body);
    return fulfill(route, response.status(), body);
  });
  const from = (url: URL) => url.pathname === options.alsoFrom;
  if (options.alsoFrom)
    await page.route(from, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      keep(response.status(), body);
      return route.fulfill({ response, body });
    });
  return {
    capture: async () => {
      const res = await http().request('GET', path, { headers: app.headers });
      keep(res.status, res.text);
    },
    holding: () => kept !== null,
    release: async () => {
      await page.unroute(matches);
      if (options.alsoFrom) await page.unroute(from);
    },
  };
}

/** Holds the application as the page reads it once its status is `status`. */
export function holdApplication(page: Page, app: JourneyApplication, status: string, alsoFrom?: string) {
  return holdView(
    page,
    app,
    HELOC_API_PATHS.application(app.uuid),
    (body) => (body as { status?: { checklistStatus?: string } }).status?.checklistStatus === status,
    alsoFrom ? { alsoFrom } : {},
  );
}
