import { describe, expect, expectTypeOf, it } from 'vitest';
import { APPLICATION_STATUSES } from './enums';
import { ERROR_MESSAGES } from './errors';
import {
  APPLICATION_PAGES,
  type ApplicationPageHref,
  applicationPath,
  isApplicationPage,
  isCurrentStepPath,
  type RoutableApplication,
  routeForApplication,
  UNKNOWN_STATUS_MESSAGE,
} from './step-router';

const uuid = '3f1c1f9e-7a47-4a5b-9c1e-0a2b3c4d5e6f';
const profile = { uuid: 'p1' };

function app(
  status: string,
  extra: Partial<RoutableApplication['status']> = {},
  rest: Partial<RoutableApplication> = {},
) {
  return { uuid, status: { checklistStatus: status, ...extra }, ...rest } satisfies RoutableApplication;
}

describe('step router: one row per table line', () => {
  it.each([
    ['default start', app('START'), 'start/profile'],
    ['no credit match', app('CREDIT_NO_MATCH'), 'credit/social'],
    ['no match on SSN', app('CREDIT_NO_MATCH_SSN'), 'review-app/no-credit'],
    ['hard credit frozen', app('HARD_CREDIT_LOCKED_OR_FROZEN'), 'credit/error'],
    ['soft credit frozen', app('SOFT_CREDIT_LOCKED_OR_FROZEN'), 'credit/error'],
    ['no property', app('NO_PROPERTY_FOUND'), 'review-app/property'],
    ['multiple properties', app('MULTIPLE_PROPERTIES'), 'review-app/property'],
    ['declined', app('DECLINED'), 'error/decline'],
    ['collect additional info', app('COLLECT_ADDITIONAL_INFO'), 'start/contact'],
    ['hmda', app('HMDA'), 'start/hmda'],
    // No row in the spec; the status machine reaches it, so it gets the insurance page (decision 0120).
    ['trust and insurance', app('TRUST_AND_INSURANCE'), 'insurance/requirements'],
    ['delinquency review', app('DELINQUENCY_REVIEW'), 'review-app/delinquency'],
    ['closing disclosure', app('GEN_CLOSING_DISCLOSURE'), 'review-app/signdocs'],
    [
      'closing disclosure, flood cert',
      app('GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: true }),
      'error/flood-cert',
    ],
    ['note signing', app('NOTE_SIGNING'), 'signing/intro'],
    ['final offer', app('FINAL_OFFER'), 'signing/intro'],
    ['generate note signing', app('GEN_NOTE_SIGNING'), 'review-app/signdocs'],
    ['revised offer selection', app('REVISED_OFFER_SELECTION'), 'product/select'],
    ['offer selection', app('OFFER_SELECTION', { uwSubDecision: 'UNVERIFIED_OFFER' }), 'product/select'],
    ['app submission', app('APP_SUBMISSION'), 'start/app-summary'],
    ['summary disclosure', app('SUMMARY_DISCLOSURE'), 'start/app-summary'],
    ['income verification', app('INCOME_VERIFICATION'), 'income/review'],
    ['employment verification', app('EMPLOYMENT_VERIFICATION'), 'income/employer-verification'],
    ['identity verification', app('IDENTITY_VERIFICATION'), 'identity'],
    ['assets prequal', app('ASSETS_PREQUAL'), 'product/assets'],
    ['lien requalify', app('LIEN_REQUALIFY'), 'product/prequal-winback'],
    ['disbursement account', app('DISBURSEMENT_ACCOUNT'), 'bank/disburse'],
    [
      'autopay, no routing number, not crypto',
      app('AUTOPAY', {}, { disburseAccount: { routingNumber: null } }),
      'bank/disburse',
    ],
    [
      'autopay, blank routing number',
      app('AUTOPAY', {}, { disburseAccount: { routingNumber: '  ' } }),
      'bank/disburse',
    ],
    ['autopay, no account at all', app('AUTOPAY'), 'bank/disburse'],
    [
      'autopay, routing number on file',
      app('AUTOPAY', {}, { disburseAccount: { routingNumber: '021000021' } }),
      'bank/autopay',
    ],
    ['autopay, crypto', app('AUTOPAY', {}, { isCrypto: true }), 'bank/autopay'],
    ['verified autopay: confirm both accounts (decision 0161)', app('VERIFIED_AUTOPAY'), 'bank/confirm'],
    ['missing property value', app('MISSING_PROPERTY_VALUE'), 'bpo/estimate-value'],
    ['estimated property value', app('ESTIMATED_PROPERTY_VALUE'), 'bpo/estimate-value'],
    ['payoff request pending', app('PAYOFF_REQUEST_PENDING'), 'payoff/hold'],
    [
      'BPO order, required, TX',
      app('NAV_BPO_ORDER_REQUEST', { bpo: 'REQUIRED' }, { property: { state: 'TX' } }),
      'bpo/condition',
    ],
    [
      'BPO order, required, tx lower case',
      app('NAV_BPO_ORDER_REQUEST', { bpo: 'REQUIRED' }, { property: { state: 'tx' } }),
      'bpo/condition',
    ],
    [
      'BPO order, required, CA',
      app('NAV_BPO_ORDER_REQUEST', { bpo: 'REQUIRED' }, { property: { state: 'CA' } }),
      'bpo/order-bpo',
    ],
    ['BPO order, required, no state', app('NAV_BPO_ORDER_REQUEST', { bpo: 'REQUIRED' }), 'bpo/order-bpo'],
    [
      'BPO order, not required, TX',
      app('NAV_BPO_ORDER_REQUEST', { bpo: 'NOT_REQUIRED' }, { property: { state: 'TX' } }),
      'bpo/hold',
    ],
    ['BPO order, processing', app('NAV_BPO_ORDER_REQUEST', { bpo: 'PROCESSING' }), 'bpo/hold'],
    ['resi eval order, required', app('NAV_RESI_EVAL_ORDER_REQUEST', { bpo: 'REQUIRED' }), 'bpo/order-bpo'],
    ['BPO processing', app('NAV_BPO_PROCESSING'), 'bpo/hold'],
    ['resi eval processing', app('NAV_RESI_EVAL_PROCESSING'), 'bpo/hold'],
    ['final title processing', app('FINAL_TITLE_PROCESSING'), 'bpo/hold'],
    ['final title complete', app('FINAL_TITLE_COMPLETE'), 'bpo/hold'],
    ['rescission', app('RESCISSION'), 'complete'],
    ['recording', app('RECORDING'), 'complete'],
    ['fundable', app('FUNDABLE'), 'complete'],
    ['direct debt payoff', app('DIRECT_DEBT_PAYOFF'), 'complete'],
    ['funding decision', app('FUNDING_DECISION'), 'complete'],
    [
      'deed signing, primary accepted',
      app('DEED_SIGNING', { primaryParticipantAcceptComplete: true }),
      'complete',
    ],
    [
      'deed signing, not accepted',
      app('DEED_SIGNING', { primaryParticipantAcceptComplete: false }),
      'notary/intro',
    ],
    ['appraisal review', app('APPRAISAL_REVIEW'), 'error/timeout'],
    ['credit error', app('CREDIT_ERROR'), 'error/timeout'],
    ['credit minor', app('CREDIT_MINOR'), 'error/timeout'],
    ['FACTA review', app('FACTA_REVIEW'), 'error/timeout'],
    ['hold for appraisal', app('HOLD_FOR_APPRAISAL'), 'error/timeout'],
    ['order title', app('ORDER_FULL_TITLE'), 'error/timeout'],
    ['stewart payoffs', app('STEWART_PAYOFFS'), 'error/timeout'],
    ['unknown status value', app('UNKNOWN'), 'error/timeout'],
    ['lien verification', app('LIEN_VERIFICATION'), 'liens'],
    ['co-deed request', app('CO_DEED_REQUEST'), 'signing/additional'],
    ['notary disclosure', app('NOTARY_DISCLOSURE'), 'notary/intro'],
    ['attorney review', app('ATTORNEY_REVIEW'), 'notary/intro'],
    ['notary waiting', app('NOTARY_WAITING_PERIOD'), 'notary/intro'],
    ['manual deed signing', app('MANUAL_DEED_SIGNING'), 'notary/reserve-manual'],
    ['onsite appraisal request', app('ONSITE_APPRAISAL_REQUEST'), 'hold'],
    ['onsite appraisal scheduled', app('ONSITE_APPRAISAL_SCHEDULED'), 'hold'],
    ['onsite appraisal review', app('ONSITE_APPRAISAL_REVIEW'), 'hold'],
  ])('%s -> %s', (_row, application, page) => {
    const route = routeForApplication(application, profile);
    expect(route).toMatchObject({ kind: 'application', page, path: `/${uuid}/${page}` });
    expect(route.unknown).toBeUndefined();
    expect(route.state).toBeUndefined();
  });

  it('offer selection carries state from signing/intro and the decision when VERIFIED_OFFER', () => {
    const route = routeForApplication(
      app('OFFER_SELECTION', { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'APPROVED' }),
      profile,
    );
    expect(route).toEqual({
      kind: 'application',
      page: 'product/select',
      path: `/${uuid}/product/select`,
      state: { from: 'signing/intro', decision: 'APPROVED' },
    });
  });

  it.each(['COMPLETE', 'CANCELLED'])('%s goes to the site root', (status) => {
    expect(routeForApplication(app(status), profile)).toEqual({ path: '/', kind: 'root' });
  });

  it.each([
    [null, profile],
    [app('START'), null],
    [undefined, undefined],
  ])('missing profile or application goes to the dashboard (%#)', (a, p) => {
    expect(routeForApplication(a, p)).toEqual({ path: '/dashboard', kind: 'dashboard' });
  });

  it.each(['SOMETHING_NEW', ''])('%j is unknown and goes to error/timeout', (status) => {
    const route = routeForApplication(app(status), profile);
    expect(route).toEqual({
      kind: 'application',
      page: 'error/timeout',
      path: `/${uuid}/error/timeout`,
      unknown: true,
    });
    expect(UNKNOWN_STATUS_MESSAGE).toBe(ERROR_MESSAGES.unknownHelocStatus);
  });

  it.each([
    'WAITING_FOR_SOFT_CREDIT',
    'WAITING_FOR_INITIAL_OFFERS',
    'WAITING_FOR_SOMETHING_ELSE',
    'HARD_CREDIT_PULL',
    'IN_PROGRESS',
    'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  ])('waiting status %s is pending, not unknown', (status) => {
    const route = routeForApplication(app(status), profile);
    expect(route.pending).toBe(true);
    expect(route.unknown).toBeUndefined();
    expect(route.page).toBe('error/timeout');
  });

  it('gives the part-2 waits a page of their own (decision 0160), still pending', () => {
    expect(routeForApplication(app('PREQUAL_TITLE'), profile)).toMatchObject({
      page: 'bpo/hold',
      pending: true,
    });
    const flood = {
      ...app('PREQUAL_TITLE'),
      status: { checklistStatus: 'PREQUAL_TITLE', waitingOnFloodCert: true },
    };
    expect(routeForApplication(flood, profile)).toMatchObject({ page: 'error/flood-cert', pending: true });
    expect(routeForApplication(app('GEN_APP_DISCLOSURES'), profile)).toMatchObject({
      page: 'review-app/signdocs',
      pending: true,
    });
    expect(routeForApplication(app('OWNERSHIP_REVIEW'), profile).page).toBe('review-app/incorrect-ownership');
  });

  it('marks waiting statuses that have a row as pending too', () => {
    expect(routeForApplication(app('GEN_NOTE_SIGNING'), profile)).toMatchObject({
      page: 'review-app/signdocs',
      pending: true,
    });
    expect(routeForApplication(app('ONSITE_APPRAISAL_REQUEST'), profile)).toMatchObject({
      page: 'hold',
      pending: true,
    });
  });

  it('gives every known status a destination (no status throws)', () => {
    for (const status of APPLICATION_STATUSES) {
      const route = routeForApplication(app(status), profile);
      expect(route.path.length).toBeGreaterThan(0);
    }
  });

  it('sends every status to a named application page, each named once', () => {
    expect(new Set(APPLICATION_PAGES).size).toBe(APPLICATION_PAGES.length);
    const pages: readonly string[] = APPLICATION_PAGES;
    for (const status of APPLICATION_STATUSES) {
      const route = routeForApplication(app(status), profile);
      if (route.kind === 'application') expect(pages, status).toContain(route.page);
    }
  });

  it('matches the current step path', () => {
    const route = routeForApplication(app('IDENTITY_VERIFICATION'), profile);
    expect(isCurrentStepPath(route, `/${uuid}/identity/`)).toBe(true);
    expect(isCurrentStepPath(route, `/${uuid}/liens`)).toBe(false);
    expect(isCurrentStepPath({ path: '/', kind: 'root' }, '/')).toBe(true);
  });
});

describe('page addresses are typed by the page table (issue 18 item 11)', () => {
  it('knows its own pages and nothing else', () => {
    expect(isApplicationPage('conditions/upload-document')).toBe(true);
    expect(isApplicationPage('income/link/:type')).toBe(true);
    expect(isApplicationPage('conditions/identity')).toBe(false);
    expect(isApplicationPage('')).toBe(false);
  });

  it('fills a page parameter and refuses a page that is not in the table', () => {
    expectTypeOf<'income/link/payroll'>().toExtend<ApplicationPageHref>();
    expectTypeOf<''>().toExtend<ApplicationPageHref>();
    expectTypeOf<'income/review'>().toExtend<ApplicationPageHref>();
    expectTypeOf<'income/reveiw'>().not.toExtend<ApplicationPageHref>();
    expect(applicationPath('u-1', 'income/link/payroll')).toBe('/u-1/income/link/payroll');
  });
});
