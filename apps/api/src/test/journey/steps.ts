import { randomUUID } from 'node:crypto';
import { APP_START_API_PATHS, type ApplicationSummary } from '@hearth/domain/app-start';
import { isTerminalOrBlockedStatus } from '@hearth/domain/application-status';
import { BANK_ACCOUNT_API_PATHS, type BankLinkStarted } from '@hearth/domain/bank-accounts';
import {
  COLLATERAL_API_PATHS,
  INSURANCE_UPLOAD_PURPOSE,
  type InsuranceKind,
  type LiensView,
} from '@hearth/domain/collateral';
import { E_SIGN_API_PATHS, type ESignConsentView } from '@hearth/domain/e-sign';
import {
  REGISTRATION_CONSENT_PATH,
  type RegistrationConsent,
  registrationSampleUrl,
} from '@hearth/domain/electronic-consent';
import type { OfferSet } from '@hearth/domain/entities';
import { FINAL_DECISION_API_PATHS } from '@hearth/domain/final-decision';
import { HELOC_API_PATHS } from '@hearth/domain/heloc-api-paths';
import {
  IDENTITY_VERIFICATION_API_PATHS,
  type IdentityVerificationView,
  UPLOAD_API_PATHS,
} from '@hearth/domain/identity-verification';
import { INCOME_VERIFICATION_API_PATHS, type IncomeLinkStarted } from '@hearth/domain/income-verification';
import { NOTARY_API_PATHS, type NotaryView, type RescissionView } from '@hearth/domain/notary';
import { SIGNING_API_PATHS, type SigningSession } from '@hearth/domain/signing';
import { SANDBOX_CLOCK_PATHS } from '@hearth/domain/vendors';
import { sandboxRightAnswers } from '../../providers/identity-verification/sandbox-identity-verification';
import { sampleCodeOf } from './e-sign-sample';
import type { JourneyHttp, JourneyResponse } from './http';

/**
 * The borrower's journey as service calls, one step per page a borrower passes (issue 18 item 1). The API suite's
 * helpers and the e2e seeding both take these steps, so an application reaches a stage the same way whatever
 * drives it; a step fails with the call that went wrong, never with a later symptom.
 */

export const JOURNEY_PASSWORD = 'Hearth!Secure2026';

/** A sandbox persona's answers (docs/sandbox-personas.md): the names pick the credit, identity and title files. */
export interface JourneyPersona {
  firstName?: string;
  lastName?: string;
  address?: { street1: string; city: string; state: string; zip: string };
  income?: number;
  dob?: string;
  /** The referring broker's or loan officer's id (issue 23), as their referral link carries it. */
  referrerId?: string;
  /** The referral link's own id (issue 23), which the link carries beside the referrer's. */
  referralId?: string;
}

export interface JourneyBorrower {
  email: string;
  password: string;
  jwt: string;
  identityUuid: string;
  headers: Record<string, string>;
}

export interface JourneyApplication extends JourneyBorrower {
  uuid: string;
}

let counter = 0;
/** An address no other journey of this process or another uses. */
export function journeyEmail(label = 'borrower'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${process.pid.toString(36)}${counter}@example.com`;
}

async function ok(res: Promise<JourneyResponse>, what: string, expected?: number): Promise<JourneyResponse> {
  const done = await res;
  const good = expected === undefined ? done.status < 300 : done.status === expected;
  if (!good) throw new Error(`${what}: ${done.status} ${done.text.slice(0, 500)}`);
  return done;
}

export const bearerOf = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/**
 * The consent to electronic communications as the register page gives it (decisions 0200, 0210): the consent
 * served, its sample opened with a fresh nonce and the code read from the PDF, as a person reads it.
 */
export async function journeyRegistrationConsent(http: JourneyHttp, organization = 'HEARTH') {
  const consent = (
    await ok(
      http.request('GET', `${REGISTRATION_CONSENT_PATH}?organization=${encodeURIComponent(organization)}`),
      'registration consent',
    )
  ).json<RegistrationConsent>();
  const nonce = randomUUID();
  const sample = await ok(
    http.request('GET', registrationSampleUrl(nonce, organization)),
    'registration sample',
  );
  const code = sampleCodeOf(sample.bytes);
  return { version: consent.version, sha256: consent.sha256, demonstration: { nonce, code } };
}

/**
 * A new account, as the register pages make it; `organization` is the brand's code (its host in a browser). With
 * `eSignConsent`, the consent to electronic communications and its demonstration go with it, as the page sends them
 * when the borrower typed the sample's code (then notices are emailed, not mailed).
 */
export async function registerJourneyBorrower(
  http: JourneyHttp,
  options: { email?: string; organization?: string; eSignConsent?: boolean } = {},
): Promise<JourneyBorrower> {
  const email = options.email ?? journeyEmail();
  const query = options.organization ? `?organization=${encodeURIComponent(options.organization)}` : '';
  const eSignConsent = options.eSignConsent
    ? await journeyRegistrationConsent(http, options.organization)
    : undefined;
  const res = await ok(
    http.request('POST', `/identity/api/v1/registration/register${query}`, {
      body: {
        email,
        password: JOURNEY_PASSWORD,
        phoneNumber: '(415) 555-0134',
        ...(eSignConsent ? { eSignConsent } : {}),
      },
    }),
    'register',
    200,
  );
  const { jwt, identityUuid } = res.json<{ jwt: string; identityUuid: string }>();
  return { email, password: JOURNEY_PASSWORD, jwt, identityUuid, headers: bearerOf(jwt) };
}

/** The application's status as the pages read it. */
export async function journeyStatus(http: JourneyHttp, app: JourneyApplication): Promise<string> {
  const res = await ok(
    http.request('GET', HELOC_API_PATHS.application(app.uuid), { headers: app.headers }),
    'read',
  );
  return res.json<{ status: { checklistStatus: string } }>().status.checklistStatus;
}

/**
 * Polls (every 25 ms, `timeoutMs` at most) until the status is one of `expected`; returns it. A status the borrower
 * cannot move on from fails at once.
 */
export async function waitForStatus(
  http: JourneyHttp,
  app: JourneyApplication,
  expected: string | readonly string[],
  timeoutMs = 30_000,
): Promise<string> {
  const wanted = typeof expected === 'string' ? [expected] : expected;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await journeyStatus(http, app);
    if (wanted.includes(status)) return status;
    if (isTerminalOrBlockedStatus(status) || Date.now() > deadline)
      throw new Error(`${app.uuid} is in ${status} after ${timeoutMs} ms, not ${wanted.join(' or ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** register-v2's "Submit application": the soft pull runs; the application waits on its offers. */
export async function submitJourneyApplication(
  http: JourneyHttp,
  borrower: JourneyBorrower,
  persona: JourneyPersona = {},
): Promise<JourneyApplication> {
  const address = persona.address ?? {
    street1: '1400 Happy Path Ln',
    city: 'Sacramento',
    state: 'CA',
    zip: '95814',
  };
  const body = {
    consentRequests: [{ type: 'SOFT_CREDIT', version: await softCreditConsentVersion() }],
    income: { incomePrimary: persona.income ?? 150_000 },
    profileRequest: {
      firstName: persona.firstName ?? 'Alex',
      lastName: persona.lastName ?? 'Prime',
      dob: persona.dob ?? '1980-04-12',
      email: borrower.email,
      phoneNumber: '(415) 555-0134',
    },
    propertyListedForSale: false,
    propertyRequest: { ...address, occupancyType: 'HOME' },
    employmentType: 'FULL_TIME',
    ...(persona.referrerId ? { referrerId: persona.referrerId } : {}),
    ...(persona.referralId ? { referralId: persona.referralId } : {}),
  };
  const res = await ok(
    http.request('POST', `${HELOC_API_PATHS.createHeloc}?state=${address.state}`, {
      headers: borrower.headers,
      body,
    }),
    'create',
  );
  return { ...borrower, uuid: res.json<{ uuid: string }>().uuid };
}

/** Kept out of the module's imports: heloc-api loads zod schemas the e2e has no use for at load time. */
async function softCreditConsentVersion(): Promise<string> {
  return (await import('@hearth/domain/heloc-api')).SOFT_CREDIT_CONSENT_VERSION;
}

/** product/select: the first offer at its minimum draw, with autopay. */
export async function selectJourneyOffer(http: JourneyHttp, app: JourneyApplication): Promise<void> {
  const set = (
    await ok(http.request('GET', HELOC_API_PATHS.offers(app.uuid), { headers: app.headers }), 'offers')
  ).json<OfferSet>();
  const offer = set.offers[0];
  if (!offer) throw new Error(`no offer for ${app.uuid}`);
  await ok(
    http.request('POST', HELOC_API_PATHS.selectOffer(app.uuid), {
      headers: app.headers,
      body: { type: offer.type, term: offer.term, drawAmount: offer.minDraw, autopay: true },
    }),
    'select',
  );
}

/**
 * The E-SIGN consent's reasonable demonstration (decision 0202), as a person makes it before agreeing: the sample PDF
 * opened and the code printed in it typed back, for the text shown. The borrower's (start/app-summary) or an owner's
 * on title (before they join).
 */
export async function demonstrateJourneyESign(
  http: JourneyHttp,
  headers: Record<string, string>,
  uuid: string,
  who: 'BORROWER' | 'OWNER',
): Promise<ESignConsentView> {
  const paths =
    who === 'BORROWER'
      ? {
          consent: E_SIGN_API_PATHS.consent(uuid),
          sample: E_SIGN_API_PATHS.sample(uuid),
          demonstration: E_SIGN_API_PATHS.demonstration(uuid),
        }
      : {
          consent: E_SIGN_API_PATHS.signerConsent(uuid),
          sample: E_SIGN_API_PATHS.signerSample(uuid),
          demonstration: E_SIGN_API_PATHS.signerDemonstration(uuid),
        };
  const consent = (
    await ok(http.request('GET', paths.consent, { headers }), 'e-sign consent')
  ).json<ESignConsentView>();
  const sample = await ok(http.request('GET', paths.sample, { headers }), 'e-sign sample');
  const body = { code: sampleCodeOf(sample.bytes), version: consent.version, sha256: consent.sha256 };
  return (
    await ok(http.request('POST', paths.demonstration, { headers, body }), 'e-sign demonstration')
  ).json<ESignConsentView>();
}

/** The demographic questions declined, then the summary's disclosures accepted: the hard pull is queued. */
export async function acceptJourneyDisclosures(http: JourneyHttp, app: JourneyApplication): Promise<void> {
  const declined = { declined: true };
  await ok(
    http.request('PUT', APP_START_API_PATHS.hmda(app.uuid), {
      headers: app.headers,
      body: { ethnicity: declined, race: declined, sex: declined },
    }),
    'hmda',
  );
  const summary = (
    await ok(http.request('GET', APP_START_API_PATHS.summary(app.uuid), { headers: app.headers }), 'summary')
  ).json<ApplicationSummary>();
  await demonstrateJourneyESign(http, app.headers, app.uuid, 'BORROWER');
  await ok(
    http.request('POST', APP_START_API_PATHS.acceptDisclosures(app.uuid), {
      headers: app.headers,
      body: { accepted: summary.disclosures.map(({ type, version, sha256 }) => ({ type, version, sha256 })) },
    }),
    'accept disclosures',
  );
}

/** income/review: payroll connected on the sandbox vendor's page. */
export async function connectJourneyPayroll(http: JourneyHttp, app: JourneyApplication): Promise<void> {
  const started = (
    await ok(
      http.request('POST', INCOME_VERIFICATION_API_PATHS.link(app.uuid), {
        headers: app.headers,
        body: { type: 'payroll' },
      }),
      'income link',
    )
  ).json<IncomeLinkStarted>();
  const page = await ok(http.request('GET', started.redirectUrl), 'income vendor page');
  const code = /code=([^"&]+)/.exec(page.text)?.[1];
  await ok(
    http.request('POST', INCOME_VERIFICATION_API_PATHS.linkComplete(app.uuid), {
      headers: app.headers,
      body: { linkId: started.linkId, status: 'success', code },
    }),
    'income link complete',
    202,
  );
}

/** identity: the three knowledge questions, each answered with its "Sandbox" choice. */
export async function answerJourneyIdentity(http: JourneyHttp, app: JourneyApplication): Promise<void> {
  const view = (
    await ok(
      http.request('POST', IDENTITY_VERIFICATION_API_PATHS.verification(app.uuid), {
        headers: app.headers,
        body: { method: 'KBA' },
      }),
      'identity questions',
    )
  ).json<IdentityVerificationView>();
  await ok(
    http.request('POST', IDENTITY_VERIFICATION_API_PATHS.answers(app.uuid), {
      headers: app.headers,
      body: { answers: sandboxRightAnswers(view.questions ?? []) },
    }),
    'identity answers',
    202,
  );
}

export async function acceptJourneyFinalOffer(http: JourneyHttp, app: JourneyApplication): Promise<void> {
  await ok(
    http.request('POST', FINAL_DECISION_API_PATHS.acceptFinalOffer(app.uuid), {
      headers: app.headers,
      body: {},
    }),
    'accept final offer',
  );
}

/** liens: confirmed as the record shows them. */
export async function confirmJourneyLiens(http: JourneyHttp, app: JourneyApplication): Promise<void> {
  const view = (
    await ok(http.request('GET', COLLATERAL_API_PATHS.liens(app.uuid), { headers: app.headers }), 'liens')
  ).json<LiensView>();
  await ok(
    http.request('POST', COLLATERAL_API_PATHS.confirmLiens(app.uuid), {
      headers: app.headers,
      body: {
        liens: view.liens.map(({ id, balance, monthlyPayment }) => ({
          id,
          balance,
          monthlyPayment,
          state: 'OPEN',
        })),
      },
    }),
    'confirm liens',
  );
}

/** A small file whose first bytes are a PDF's signature: stands for any document a borrower sends. */
export const JOURNEY_PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

/** One file as a multipart body, as the upload pages send it. */
export function multipartFile(file: Buffer, filename = 'scan.pdf', contentType = 'application/pdf') {
  const boundary = `----hearth${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** insurance/upload: a declarations page uploaded and sent for one requirement. */
export async function sendJourneyInsurance(
  http: JourneyHttp,
  app: JourneyApplication,
  kind: InsuranceKind = 'HAZARD',
): Promise<void> {
  const { body, headers } = multipartFile(JOURNEY_PDF, 'declarations.pdf');
  const upload = await ok(
    http.request('POST', `${UPLOAD_API_PATHS.uploads(app.uuid)}?purpose=${INSURANCE_UPLOAD_PURPOSE[kind]}`, {
      headers: { ...app.headers, ...headers },
      body,
    }),
    'upload',
    201,
  );
  await ok(
    http.request('POST', COLLATERAL_API_PATHS.submitInsurance(app.uuid), {
      headers: app.headers,
      body: { kind, uploadId: upload.json<{ id: string }>().id },
    }),
    'send insurance',
  );
}

/**
 * The sandbox bank's page: the borrower shares the account named and comes back with a public token. Returns the
 * exchange body.
 */
export async function linkJourneyAccount(
  http: JourneyHttp,
  app: JourneyApplication,
  purpose: 'DISBURSEMENT' | 'AUTOPAY',
  accountName = 'Sandbox Everyday Checking',
): Promise<{ linkId: string; publicToken: string; status: 'success' }> {
  const { linkId, redirectUrl } = (
    await ok(
      http.request('POST', BANK_ACCOUNT_API_PATHS.linkToken(app.uuid), {
        headers: app.headers,
        body: { purpose },
      }),
      'link token',
      201,
    )
  ).json<BankLinkStarted>();
  const page = await ok(http.request('GET', redirectUrl), 'bank page');
  const link = new RegExp(`href="([^"]*)">Share ${accountName} ending in \\d{4}<`).exec(page.text)?.[1];
  if (!link) throw new Error(`the sandbox bank's page offers no ${accountName}`);
  const back = new URL(link.replaceAll('&#38;', '&'), 'http://sandbox.invalid');
  return { linkId, publicToken: back.searchParams.get('public_token') ?? '', status: 'success' };
}

/**
 * How the draw's account is added: typed in by hand (4417123456789) with autopay declined, or the sandbox bank's
 * checking linked, with autopay declined or taken on the same account (as the e2e borrower does).
 */
export type JourneyFunds = 'typed' | 'linked-checking' | 'linked-checking-autopay';

/** bank/disburse, bank/autopay and bank/confirm: the documents are generated next. */
export async function addJourneyAccounts(
  http: JourneyHttp,
  app: JourneyApplication,
  funds: JourneyFunds = 'typed',
): Promise<void> {
  const headers = app.headers;
  const added =
    funds === 'typed'
      ? await ok(
          http.request('POST', BANK_ACCOUNT_API_PATHS.manual(app.uuid), {
            headers,
            body: {
              accountType: 'CHECKING',
              routingNumber: '021000021',
              accountNumber: '4417123456789',
              accountNumberConfirm: '4417123456789',
            },
          }),
          'manual account',
        )
      : await ok(
          http.request('POST', BANK_ACCOUNT_API_PATHS.exchange(app.uuid), {
            headers,
            body: await linkJourneyAccount(http, app, 'DISBURSEMENT'),
          }),
          'exchange',
        );
  if (funds === 'linked-checking-autopay') {
    const accountId = added.json<{ added?: { id: string } }>().added?.id;
    await ok(
      http.request('POST', BANK_ACCOUNT_API_PATHS.autopay(app.uuid), { headers, body: { accountId } }),
      'autopay',
    );
    await ok(http.request('POST', BANK_ACCOUNT_API_PATHS.confirm(app.uuid), { headers }), 'confirm accounts');
  } else {
    await ok(
      http.request('POST', BANK_ACCOUNT_API_PATHS.declineAutopay(app.uuid), { headers }),
      'decline autopay',
    );
  }
}

/** signing/sign: a typed signature adopted, every document signed or acknowledged, signing finished. */
export async function signJourneyDocuments(
  http: JourneyHttp,
  app: JourneyApplication,
  fullName: string,
): Promise<void> {
  const headers = app.headers;
  await ok(
    http.request('POST', SIGNING_API_PATHS.adopt(app.uuid), {
      headers,
      body: { fullName, style: 'SCRIPT', agree: true },
    }),
    'adopt signature',
  );
  const session = (
    await ok(http.request('GET', SIGNING_API_PATHS.session(app.uuid), { headers }), 'signing session')
  ).json<SigningSession>();
  // A Texas line's closing documents are signed at the title office, not here (decision 0201).
  for (const doc of session.documents.filter((d) => d.action !== 'AT_CLOSING'))
    await ok(
      http.request('POST', SIGNING_API_PATHS.acts(app.uuid), {
        headers,
        body: { documentId: doc.documentId, sha256: doc.sha256, location: null },
      }),
      `sign ${doc.documentId}`,
    );
  await ok(http.request('POST', SIGNING_API_PATHS.finish(app.uuid), { headers, body: {} }), 'finish signing');
}

/** notary/intro: the first online slot booked. Returns its start. */
export async function bookJourneyNotary(http: JourneyHttp, app: JourneyApplication): Promise<string> {
  const view = (
    await ok(http.request('GET', NOTARY_API_PATHS.notary(app.uuid), { headers: app.headers }), 'notary')
  ).json<NotaryView>();
  const slot = view.slots[0];
  if (!slot) throw new Error(`no notary slot for ${app.uuid}`);
  await ok(
    http.request('POST', NOTARY_API_PATHS.book(app.uuid), { headers: app.headers, body: { startsAt: slot } }),
    'book notary',
  );
  return slot;
}

/** The application's sandbox clock (decision 0188): its now, and moved forward by minutes. */
export async function journeyClock(http: JourneyHttp, app: { uuid: string }): Promise<Date> {
  const res = await ok(
    http.request('GET', `${SANDBOX_CLOCK_PATHS.clock}?applicationUuid=${app.uuid}`),
    'sandbox clock',
  );
  return new Date(res.json<{ now: string }>().now);
}

export async function moveJourneyClock(
  http: JourneyHttp,
  app: { uuid: string },
  minutes: number,
): Promise<void> {
  await ok(
    http.request('POST', SANDBOX_CLOCK_PATHS.advance, { body: { minutes, applicationUuid: app.uuid } }),
    'move the sandbox clock',
  );
}

/** Moves the application's clock to the minute after `iso` (never back). */
export async function moveJourneyClockTo(
  http: JourneyHttp,
  app: { uuid: string },
  iso: string,
): Promise<void> {
  const now = await journeyClock(http, app);
  const minutes = Math.max(0, Math.ceil((Date.parse(iso) - now.getTime()) / 60_000) + 1);
  if (minutes > 0) await moveJourneyClock(http, app, minutes);
}

/** notary/session: the clock moved to the booked slot, the deed signed before the online notary. */
export async function signJourneyDeed(
  http: JourneyHttp,
  app: JourneyApplication,
  slot: string,
): Promise<void> {
  await moveJourneyClockTo(http, app, slot);
  await ok(http.request('POST', NOTARY_API_PATHS.signDeed(app.uuid), { headers: app.headers }), 'sign deed');
}

/**
 * The right to cancel runs out, and the allowance for a cancellation mailed on its last day (decision 0201): the
 * clock moved past both and `days` more (the draw settles a banking day on).
 */
export async function endJourneyRescission(
  http: JourneyHttp,
  app: JourneyApplication,
  days = 0,
): Promise<void> {
  const view = (
    await ok(
      http.request('GET', NOTARY_API_PATHS.rescission(app.uuid), { headers: app.headers }),
      'rescission',
    )
  ).json<RescissionView>();
  const after = new Date(
    Date.parse(view.closingStepsFrom) + 60 * 60_000 + days * 24 * 60 * 60_000,
  ).toISOString();
  await moveJourneyClockTo(http, app, after);
  // The read that finds the right to cancel over takes the closing forward.
  await ok(
    http.request('GET', NOTARY_API_PATHS.rescission(app.uuid), { headers: app.headers }),
    'rescission',
  );
}
