import { type ActiveApplicationModal, activeApplicationModal } from '@hearth/domain/active-application';
import { E_SIGN_MESSAGES, normalizeSampleCode } from '@hearth/domain/e-sign';
import { REGISTRATION_CONSENT_MESSAGES } from '@hearth/domain/electronic-consent';
import { toApplicationEmploymentType } from '@hearth/domain/employment';
import type { HelocApplication, LoanOriginator } from '@hearth/domain/entities';
import { ERROR_MESSAGES, registerErrorOutcome } from '@hearth/domain/errors';
import { type CreateHelocRequest, SOFT_CREDIT_CONSENT_VERSION } from '@hearth/domain/heloc-api';
import { type RegionalBlock, sendsSoftCreditConsent } from '@hearth/domain/regional';
import { type RegistrationSubmitStep, registrationSubmitPlan } from '@hearth/domain/register-progress';
import { routeForApplication, type StepRoute } from '@hearth/domain/step-router';
import { createHeloc } from '@/features/register/api/create-heloc';
import { getApplication } from '@/features/register/api/get-application';
import { getStatesEligibility, getZipEligibility } from '@/features/register/api/get-eligibility';
import { getRegistrationConsent } from '@/features/register/api/get-registration-consent';
import { joinWaitlist } from '@/features/register/api/join-waitlist';
import { registerIdentity } from '@/features/register/api/register-identity';
import { savePhoneAlias } from '@/features/register/api/save-phone-alias';
import { saveSmsConsents } from '@/features/register/api/save-sms-consents';
import { sendStartedEvent } from '@/features/register/api/send-started-event';
import { verifyAbilityToStart } from '@/features/register/api/verify-ability-to-start';
import { type RegisterAnswers, saveAnswers } from '@/features/register/register-answers';
import { dobIso, parseMoneyAnswer } from '@/features/register/register-validation';
import {
  clearSubmissionIdempotencyKey,
  submissionIdempotencyKey,
} from '@/features/register/submit/idempotency-key';
import { checkProperty } from '@/features/register/submit/property-checks';
import { clearRegistrationSampleNonce, openedSampleNonce } from '@/features/register/submit/sample-nonce';
import { getProfile } from '@/lib/get-profile';
import { FetchError } from '@/lib/http-client';
import { followStepRoute } from '@/lib/step-route';
import { waitForDecision } from '@/lib/wait-for-decision';

export type SubmitOutcome =
  | { kind: 'routed'; href: string; route: StepRoute }
  | { kind: 'stay'; message: string }
  | { kind: 'account-exists' }
  | { kind: 'active-application'; modal: ActiveApplicationModal }
  | { kind: 'blocked'; block: RegionalBlock }
  | { kind: 'ny-mismatch'; propertyInNewYork: boolean }
  | { kind: 'not-accepting-apps' }
  | { kind: 'dashboard' };

export type SubmitContext = {
  answers: RegisterAnswers;
  password: string;
  orgCode: string;
  loggedIn: boolean;
  flags: { regulatorReview: boolean; nyModal: boolean; nyFcra: boolean; smsTransactional: boolean };
  settings: {
    eligibleStates?: readonly string[] | undefined;
    referrerRequired: boolean;
    siteIsNewYork: boolean;
  };
  loanOriginator?: LoanOriginator | null | undefined;
  now: () => Date;
  /** Told when each spec step starts, so the page can show where the submit is. */
  onStep?: (step: RegistrationSubmitStep) => void;
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The server's own sentence: its message field, else its errors list. */
function serverMessage(error: unknown): string {
  if (!(error instanceof FetchError)) return '';
  const data = error.data as { message?: unknown; errors?: unknown } | undefined;
  if (typeof data?.message === 'string' && data.message) return data.message;
  if (Array.isArray(data?.errors)) return data.errors.filter((e) => typeof e === 'string').join(' ');
  return '';
}

function errorOutcome(error: unknown): SubmitOutcome {
  const message = serverMessage(error);
  const status = error instanceof FetchError ? error.status : 0;
  switch (registerErrorOutcome(status, message)) {
    case 'account-exists-modal':
      return { kind: 'account-exists' };
    case 'stay-on-page':
      return { kind: 'stay', message };
    case 'not-accepting-apps':
      return { kind: 'not-accepting-apps' };
    case 'dashboard':
      return { kind: 'dashboard' };
  }
}

/** The sample's nonce and the code typed (spaces and dashes dropped), when the borrower entered one. */
export function sampleDemonstration(a: RegisterAnswers): { nonce: string; code: string } | null {
  const code = normalizeSampleCode(a.eSignSampleCode.trim());
  const nonce = openedSampleNonce();
  return a.communicationConsent && nonce && code ? { nonce, code } : null;
}

/**
 * The register call refused the sample's code (decision 0210): the borrower stays, told what to do. A nonce another
 * account used is dropped, so the set-password page opens a new sample with a new code.
 */
function sampleRefusal(error: unknown): SubmitOutcome | null {
  const message = serverMessage(error);
  if (message === REGISTRATION_CONSENT_MESSAGES.sampleUsed) {
    clearRegistrationSampleNonce();
    saveAnswers({ eSignSampleCode: '' });
    return { kind: 'stay', message };
  }
  const refusals: string[] = [
    E_SIGN_MESSAGES.codeWrong,
    E_SIGN_MESSAGES.codeFormat,
    REGISTRATION_CONSENT_MESSAGES.changed,
  ];
  return refusals.some((refusal) => message.includes(refusal)) ? { kind: 'stay', message } : null;
}

export function createHelocBody(ctx: SubmitContext): CreateHelocRequest {
  const a = ctx.answers;
  const address = { ...a.property, state: a.property.state.toUpperCase() };
  const home = a.homeSameAsProperty === 'NO' ? { ...a.home, state: a.home.state.toUpperCase() } : address;
  return {
    consentRequests: sendsSoftCreditConsent(address.state, ctx.flags.nyFcra)
      ? [{ type: 'SOFT_CREDIT', version: SOFT_CREDIT_CONSENT_VERSION }]
      : [],
    consentListRequest: [
      ...(a.termPrivacyConsent ? ['TERMS_PRIVACY'] : []),
      ...(a.communicationConsent ? ['COMMUNICATION'] : []),
    ],
    income: {
      incomePrimary: parseMoneyAnswer(a.income),
      incomeOther: parseMoneyAnswer(a.otherIncome),
      incomeCoDeeders: 0,
    },
    profileRequest: {
      firstName: a.firstName.trim(),
      ...(a.middleName.trim() ? { middleName: a.middleName.trim() } : {}),
      lastName: a.lastName.trim(),
      suffix: a.suffix,
      dob: dobIso(a),
      email: a.email.trim(),
      phoneNumber: a.phoneNumber,
      homeAddress: home,
    },
    propertyListedForSale: a.isListedForSale === 'YES',
    propertyRequest: { ...address, occupancyType: a.occupancyType === '' ? 'HOME' : a.occupancyType },
    publish: true,
    utmParameters: a.entry.utm,
    employmentType: toApplicationEmploymentType(a.employmentType),
    // An affiliate link that prefilled the answers marks the application as the affiliate's (spec section 7).
    ...(a.entry.affiliate
      ? {
          affiliateAppIndicator: true,
          ...(a.entry.affiliate.abVersion ? { affiliateAbVersion: a.entry.affiliate.abVersion } : {}),
        }
      : {}),
    ...(a.entry.offerCode ? { offerCode: a.entry.offerCode } : {}),
    ...(a.entry.referrerId ? { referrerId: a.entry.referrerId } : {}),
    ...(a.entry.referralId ? { referralId: a.entry.referralId } : {}),
  };
}

/**
 * The registration submit in the order of spec section 4: waitlist check, register identity (unless logged
 * in), save phone, check ability to start, create HELOC, save SMS consents, send started events, route.
 * Every stop is an outcome for the page to show; nothing here navigates.
 */
export async function submitRegistration(ctx: SubmitContext): Promise<SubmitOutcome> {
  const a = ctx.answers;
  const sleep = ctx.sleep ?? realSleep;
  const state = a.property.state.toUpperCase();

  const check = checkProperty({
    propertyState: state,
    regulatorReview: ctx.flags.regulatorReview,
    nyModal: ctx.flags.nyModal,
    siteIsNewYork: ctx.settings.siteIsNewYork,
    referrerRequired: ctx.settings.referrerRequired,
    referrerId: a.entry.referrerId,
    loanOriginator: ctx.loanOriginator,
  });
  if (check.kind !== 'ok') return check;

  let application: HelocApplication | null = null;
  try {
    for (const step of registrationSubmitPlan({ loggedIn: ctx.loggedIn })) {
      ctx.onStep?.(step);
      switch (step) {
        case 'waitlist-check': {
          const [states, zip] = await Promise.all([
            getStatesEligibility(ctx.orgCode),
            getZipEligibility(a.property.zip.trim(), ctx.orgCode),
          ]);
          const entry = states.find((s) => s.abbrev.toUpperCase() === state);
          const servedByLender = !ctx.settings.eligibleStates || ctx.settings.eligibleStates.includes(state);
          if (!entry?.eligible || !zip.eligible || !servedByLender) {
            await joinWaitlist({
              firstName: a.firstName.trim(),
              lastName: a.lastName.trim(),
              dob: dobIso(a),
              email: a.email.trim(),
              income: parseMoneyAnswer(a.income),
              street1: a.property.street1,
              street2: a.property.street2,
              city: a.property.city,
              state,
              zip: a.property.zip.trim(),
              consent: a.communicationConsent,
            });
            return { kind: 'stay', message: ERROR_MESSAGES.notOfferingLoansIn(entry?.name ?? state) };
          }
          break;
        }
        case 'register-identity': {
          if (!a.email || !a.phoneNumber || !ctx.password) {
            return { kind: 'stay', message: ERROR_MESSAGES.registerMissingFields };
          }
          // The consent to electronic communications is stored with its version and text hash (decision 0200),
          // with the sample's nonce and code when the borrower entered one (decision 0210).
          const consent = a.communicationConsent ? await getRegistrationConsent(ctx.orgCode) : null;
          const demonstration = sampleDemonstration(a);
          try {
            await registerIdentity(ctx.orgCode, {
              email: a.email.trim(),
              password: ctx.password,
              phoneNumber: a.phoneNumber,
              ...(consent
                ? {
                    eSignConsent: {
                      version: consent.version,
                      sha256: consent.sha256,
                      ...(demonstration ? { demonstration } : {}),
                    },
                  }
                : {}),
            });
          } catch (error) {
            const refused = sampleRefusal(error);
            if (refused) return refused;
            throw error;
          }
          // The account has this nonce: another registration in this tab opens a sample of its own.
          clearRegistrationSampleNonce();
          break;
        }
        case 'save-phone':
          if (a.phoneNumber) await savePhoneAlias(a.phoneNumber);
          break;
        case 'check-ability-to-start': {
          const ability = await verifyAbilityToStart();
          if (!ability.canStartApplication) {
            const active = ability.activeApplication;
            if (!active) return { kind: 'account-exists' };
            return {
              kind: 'active-application',
              modal: activeApplicationModal(
                { ...active, status: { checklistStatus: active.checklistStatus } },
                { now: ctx.now() },
              ),
            };
          }
          break;
        }
        case 'create-heloc':
          application = await createHeloc(createHelocBody(ctx), submissionIdempotencyKey());
          break;
        case 'save-sms-consents':
          if (a.phoneNumber) {
            try {
              await saveSmsConsents({
                org: ctx.orgCode,
                phone: a.phoneNumber,
                email: a.email.trim(),
                consents: [
                  { type: 'SMS', optIn: a.smsMarketingConsent },
                  ...(ctx.flags.smsTransactional
                    ? [{ type: 'SMS_TRANSACTIONAL' as const, optIn: a.smsTransactionalConsent }]
                    : []),
                ],
              });
            } catch (error) {
              // The application exists; a consent that failed to save is asked again from settings.
              console.warn('SMS consents were not saved', error);
            }
          }
          break;
        case 'send-started-events':
          if (application) await sendStartedEvent(application.uuid);
          break;
        case 'route-to-next-step': {
          if (!application) return { kind: 'dashboard' };
          const decided = await waitForDecision(application, getApplication, sleep);
          const profile = await getProfile().catch(() => null);
          const route = routeForApplication(decided, profile);
          // Only now is the submission over; until here a retry must reuse the key.
          clearSubmissionIdempotencyKey();
          const href = followStepRoute(route, {
            applicationUuid: decided.uuid,
            status: decided.status.checklistStatus,
          });
          return { kind: 'routed', href, route };
        }
      }
    }
  } catch (error) {
    return errorOutcome(error);
  }
  return { kind: 'dashboard' };
}
