import type { JourneyHttp } from './http';
import {
  acceptJourneyDisclosures,
  acceptJourneyFinalOffer,
  addJourneyAccounts,
  answerJourneyIdentity,
  bookJourneyNotary,
  confirmJourneyLiens,
  connectJourneyPayroll,
  endJourneyRescission,
  type JourneyApplication,
  type JourneyFunds,
  type JourneyPersona,
  registerJourneyBorrower,
  selectJourneyOffer,
  sendJourneyInsurance,
  signJourneyDeed,
  signJourneyDocuments,
  submitJourneyApplication,
  waitForStatus,
} from './steps';

/**
 * The stages an application can be seeded to, in journey order, each with the status it waits in and the step that
 * takes it there from the stage before (issue 18 item 1). A test names the stage its page belongs to; the seeding
 * takes every step before it over HTTP in a fraction of a second each, and fails at the first step that goes
 * another way (a persona whose file leads elsewhere is taken step by step by its test instead).
 */
export const JOURNEY_STAGES = [
  'offers',
  'app-summary',
  'income',
  'identity',
  'final-offer',
  'liens',
  'insurance',
  'accounts',
  'documents',
  'notary',
  'booked',
  'rescission',
  'funded',
] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

export interface SeedOptions {
  stage: JourneyStage;
  persona?: JourneyPersona;
  /** The brand's org code, as its host would set it for a browser. */
  organization?: string;
  email?: string;
  funds?: JourneyFunds;
}

export interface SeededJourney extends JourneyApplication {
  stage: JourneyStage;
  status: string;
  /** The booked notary slot, from `booked` on. */
  slot?: string;
}

type Step = {
  status: string;
  /** How long the stage's vendor work may take on a loaded machine. */
  timeoutMs?: number;
  take(http: JourneyHttp, app: SeededJourney, options: SeedOptions): Promise<void>;
};

const fullName = (options: SeedOptions) =>
  `${options.persona?.firstName ?? 'Alex'} ${options.persona?.lastName ?? 'Prime'}`;

const STEPS: Record<Exclude<JourneyStage, 'offers'>, Step> = {
  'app-summary': { status: 'APP_SUBMISSION', take: (http, app) => selectJourneyOffer(http, app) },
  income: { status: 'INCOME_VERIFICATION', take: (http, app) => acceptJourneyDisclosures(http, app) },
  identity: { status: 'IDENTITY_VERIFICATION', take: (http, app) => connectJourneyPayroll(http, app) },
  'final-offer': { status: 'FINAL_OFFER', take: (http, app) => answerJourneyIdentity(http, app) },
  liens: { status: 'LIEN_VERIFICATION', take: (http, app) => acceptJourneyFinalOffer(http, app) },
  insurance: { status: 'TRUST_AND_INSURANCE', take: (http, app) => confirmJourneyLiens(http, app) },
  accounts: { status: 'DISBURSEMENT_ACCOUNT', take: (http, app) => sendJourneyInsurance(http, app) },
  documents: {
    status: 'NOTE_SIGNING',
    take: (http, app, options) => addJourneyAccounts(http, app, options.funds ?? 'linked-checking-autopay'),
  },
  notary: {
    status: 'NOTARY_DISCLOSURE',
    take: (http, app, options) => signJourneyDocuments(http, app, fullName(options)),
  },
  booked: {
    status: 'NOTARY_WAITING_PERIOD',
    take: async (http, app) => {
      app.slot = await bookJourneyNotary(http, app);
    },
  },
  rescission: {
    status: 'RESCISSION',
    take: (http, app) => signJourneyDeed(http, app, app.slot ?? ''),
  },
  funded: {
    status: 'COMPLETE',
    // Recording, the funding decision, the payoffs and the ACH draw settling on the next banking day.
    timeoutMs: 90_000,
    take: (http, app) => endJourneyRescission(http, app, 5),
  },
};

/** A new borrower's application, taken over HTTP to `options.stage`. */
export async function seedJourney(http: JourneyHttp, options: SeedOptions): Promise<SeededJourney> {
  const borrower = await registerJourneyBorrower(http, {
    ...(options.email ? { email: options.email } : {}),
    ...(options.organization ? { organization: options.organization } : {}),
  });
  const created = await submitJourneyApplication(http, borrower, options.persona);
  const app: SeededJourney = { ...created, stage: 'offers', status: '' };
  app.status = await waitForStatus(http, app, 'OFFER_SELECTION');
  for (const stage of JOURNEY_STAGES.slice(1, JOURNEY_STAGES.indexOf(options.stage) + 1)) {
    const step = STEPS[stage as Exclude<JourneyStage, 'offers'>];
    await step.take(http, app, options);
    app.status = await waitForStatus(http, app, step.status, step.timeoutMs);
    app.stage = stage;
  }
  return app;
}
