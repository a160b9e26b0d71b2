import { parseDateInput } from '@hearth/domain/dates';
import { createRng, type Rng, stableHash } from '../sandbox-random';
import type {
  BureauContact,
  CreditBureau,
  CreditInquiry,
  CreditPullRequest,
  CreditPullResult,
  CreditReport,
  Liability,
  ScoreFactor,
} from './credit-bureau';

/**
 * A deterministic bureau for development, tests and demos. The applicant's last name picks a
 * persona (docs/sandbox-personas.md); any other name gets a score and debts derived from a
 * stable hash of name and birth date, so the same applicant always gets the same report.
 */

export const SANDBOX_BUREAU: BureauContact = {
  name: 'Hearth Sandbox Credit Bureau',
  street: '100 Example Plaza, Suite 500',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '1-800-555-0100',
  website: 'https://sandbox-bureau.hearth.example',
};

export const SANDBOX_SCORE_MODEL = 'Sandbox Score 2 (VantageScore-style)';
export const SANDBOX_SCORE_RANGE = { min: 300, max: 850 } as const;
/** Scores of hash-derived (non-persona) applicants fall in this range, all above the standard minimum. */
export const DEFAULT_SCORE_RANGE = { min: 650, max: 829 } as const;

export const CREDIT_PERSONAS = [
  'frozen',
  'hardfrozen',
  'nomatch',
  'nossn',
  'thin',
  'decline',
  'delinquent',
  'bankrupt',
  'highdebt',
  'nearprime',
  'prime',
] as const;
export type CreditPersona = (typeof CREDIT_PERSONAS)[number];

/** `Score` followed by three digits, e.g. last name "Score705" (digits in names are accepted outside production). */
const SCORE_PERSONA = /^score(\d{3})$/;

const SCORE_FACTORS = {
  utilisation: {
    code: '10',
    description: 'Proportion of balances to credit limits on revolving accounts is too high',
  },
  inquiries: { code: '08', description: 'Too many inquiries in the last 12 months' },
  history: { code: '14', description: 'Length of time accounts have been established' },
  delinquency: { code: '02', description: 'Level of delinquency on accounts' },
  publicRecord: { code: '38', description: 'Serious delinquency, and public record or collection filed' },
  balances: { code: '05', description: 'Too many accounts with balances' },
  owed: { code: '01', description: 'Amount owed on accounts is too high' },
  paidAsAgreed: { code: '09', description: 'Too few accounts currently paid as agreed' },
  thinFile: { code: '04', description: 'Lack of recent revolving account information' },
  mortgageMissing: { code: '32', description: 'No recent installment loan information' },
} as const satisfies Record<string, ScoreFactor>;

const CARD_ISSUERS = ['Sandbox Card Services', 'Example Bank Card', 'Demo Rewards Visa', 'Test Store Card'];
const MORTGAGE_SERVICERS = ['Sandbox Home Loans', 'Example Mortgage Co', 'Demo Servicing LLC'];
const AUTO_LENDERS = ['Sandbox Auto Finance', 'Example Motors Credit'];
const STUDENT_SERVICERS = ['Sandbox Student Aid Servicing'];

export interface SandboxCreditBureauOptions {
  /** the bureau's clock, for pulledAt and dates relative to today */
  clock?: () => Date;
}

export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function creditPersonaOf(lastName: string): CreditPersona | null {
  const key = normaliseName(lastName);
  return (CREDIT_PERSONAS as readonly string[]).includes(key) ? (key as CreditPersona) : null;
}

export class SandboxCreditBureau implements CreditBureau {
  readonly #clock: () => Date;

  constructor(options: SandboxCreditBureauOptions = {}) {
    this.#clock = options.clock ?? (() => new Date());
  }

  async softPull(request: CreditPullRequest): Promise<CreditPullResult> {
    return this.#pull(request, 'SOFT');
  }

  async hardPull(request: CreditPullRequest): Promise<CreditPullResult> {
    return this.#pull(request, 'HARD');
  }

  #pull(request: CreditPullRequest, pullType: 'SOFT' | 'HARD'): CreditPullResult {
    const persona = creditPersonaOf(request.lastName);
    const hasSsn = Boolean(request.ssn && request.ssn.replace(/\D/g, '').length === 9);
    if (persona === 'frozen' || (persona === 'hardfrozen' && pullType === 'HARD'))
      return { outcome: 'FROZEN' };
    if (persona === 'nossn') return { outcome: hasSsn ? 'NO_SSN_MATCH' : 'NO_MATCH' };
    if (persona === 'nomatch' && !hasSsn) return { outcome: 'NO_MATCH' };
    if (parseDateInput(request.dob) === null) return { outcome: hasSsn ? 'NO_SSN_MATCH' : 'NO_MATCH' };
    return { outcome: 'MATCH', report: this.#report(request, persona, pullType) };
  }

  #report(
    request: CreditPullRequest,
    persona: CreditPersona | null,
    pullType: 'SOFT' | 'HARD',
  ): CreditReport {
    const now = this.#clock();
    const identity = `${normaliseName(request.firstName)}|${normaliseName(request.lastName)}|${request.dob}`;
    const seed = stableHash(identity);
    const rng = createRng(seed);
    const scoreMatch = SCORE_PERSONA.exec(normaliseName(request.lastName));
    const profile = personaProfile(persona, rng, now);
    const score =
      scoreMatch?.[1] !== undefined
        ? Math.min(SANDBOX_SCORE_RANGE.max, Math.max(SANDBOX_SCORE_RANGE.min, Number(scoreMatch[1])))
        : profile.score;
    const report: CreditReport = {
      reportId: `SBX-${pullType[0]}-${seed.toString(16).padStart(8, '0')}`,
      pullType,
      pulledAt: now.toISOString(),
      bureau: SANDBOX_BUREAU,
      score,
      scoreModel: SANDBOX_SCORE_MODEL,
      scoreRange: { ...SANDBOX_SCORE_RANGE },
      scoreFactors: [],
      tradelines: profile.tradelines,
      inquiries: profile.inquiries,
      publicRecords: profile.publicRecords,
    };
    report.scoreFactors = keyFactors(report, rng);
    return report;
  }
}

interface Profile {
  score: number | null;
  tradelines: Liability[];
  inquiries: CreditInquiry[];
  publicRecords: { bankruptcies: number; collections: number };
}

function personaProfile(persona: CreditPersona | null, rng: Rng, now: Date): Profile {
  const clean = { bankruptcies: 0, collections: 0 };
  switch (persona) {
    case 'thin':
      return { score: null, tradelines: [], inquiries: [], publicRecords: clean };
    case 'prime':
      return {
        score: 790,
        tradelines: [
          liability('MORTGAGE', 'Sandbox Home Loans', 180_000_00, 1_150_00, yearsAgo(now, 9)),
          liability('CARD', 'Demo Rewards Visa', 1_200_00, 35_00, yearsAgo(now, 15)),
        ],
        inquiries: [],
        publicRecords: clean,
      };
    case 'nearprime':
      return {
        score: 665,
        tradelines: [
          liability('MORTGAGE', 'Example Mortgage Co', 220_000_00, 1_450_00, yearsAgo(now, 6)),
          liability('AUTO', 'Sandbox Auto Finance', 18_000_00, 420_00, yearsAgo(now, 2)),
          liability('CARD', 'Example Bank Card', 4_500_00, 135_00, yearsAgo(now, 4)),
        ],
        inquiries: [inquiry(now, 40, 'Example Motors Credit')],
        publicRecords: clean,
      };
    case 'highdebt':
      return {
        score: 720,
        tradelines: [
          liability('MORTGAGE', 'Demo Servicing LLC', 420_000_00, 2_900_00, yearsAgo(now, 3)),
          liability('AUTO', 'Sandbox Auto Finance', 45_000_00, 950_00, yearsAgo(now, 1)),
          liability('AUTO', 'Example Motors Credit', 30_000_00, 700_00, yearsAgo(now, 2)),
          liability('STUDENT', 'Sandbox Student Aid Servicing', 80_000_00, 800_00, yearsAgo(now, 12)),
          liability('CARD', 'Test Store Card', 22_000_00, 660_00, yearsAgo(now, 5)),
        ],
        inquiries: [inquiry(now, 20, 'Example Bank Card'), inquiry(now, 95, 'Sandbox Auto Finance')],
        publicRecords: clean,
      };
    case 'delinquent':
      return {
        score: 655,
        tradelines: [
          liability('MORTGAGE', 'Sandbox Home Loans', 150_000_00, 1_050_00, yearsAgo(now, 8)),
          { ...liability('CARD', 'Test Store Card', 3_800_00, 120_00, yearsAgo(now, 3)), monthsPastDue: 3 },
        ],
        inquiries: [],
        publicRecords: { bankruptcies: 0, collections: 1 },
      };
    case 'bankrupt':
      return {
        score: 680,
        tradelines: [liability('MORTGAGE', 'Example Mortgage Co', 140_000_00, 990_00, yearsAgo(now, 10))],
        inquiries: [],
        publicRecords: { bankruptcies: 1, collections: 0 },
      };
    case 'decline': {
      // Three recent inquiries: the file whose notice shows the fifth key factor (FCRA 609(f)(9)).
      const profile = hashedProfile(rng, now);
      const inquiries = [20, 75, 140].map((days, i) =>
        inquiry(now, days, CARD_ISSUERS[i % CARD_ISSUERS.length]!),
      );
      return { ...profile, score: 580, inquiries };
    }
    default:
      return hashedProfile(rng, now);
  }
}

function hashedProfile(rng: Rng, now: Date): Profile {
  const score = rng.int(DEFAULT_SCORE_RANGE.min, DEFAULT_SCORE_RANGE.max);
  const tradelines: Liability[] = [];
  if (rng.chance(0.8)) {
    const balance = rng.int(60, 450) * 1_000_00;
    // about the principal-and-interest payment of a 30-year loan near 6.5%
    tradelines.push(
      liability(
        'MORTGAGE',
        rng.pick(MORTGAGE_SERVICERS),
        balance,
        Math.round(balance * 0.0063),
        yearsAgo(now, rng.int(1, 20)),
      ),
    );
  }
  if (rng.chance(0.5)) {
    tradelines.push(
      liability(
        'AUTO',
        rng.pick(AUTO_LENDERS),
        rng.int(8, 35) * 1_000_00,
        rng.int(250, 650) * 100,
        yearsAgo(now, rng.int(1, 5)),
      ),
    );
  }
  if (rng.chance(0.25)) {
    const balance = rng.int(10, 60) * 1_000_00;
    tradelines.push(
      liability(
        'STUDENT',
        rng.pick(STUDENT_SERVICERS),
        balance,
        Math.round(balance / 100),
        yearsAgo(now, rng.int(5, 15)),
      ),
    );
  }
  const cards = rng.int(1, 4);
  for (let i = 0; i < cards; i += 1) {
    const balance = rng.int(5, 90) * 100_00;
    tradelines.push(
      liability(
        'CARD',
        rng.pick(CARD_ISSUERS),
        balance,
        Math.max(25_00, Math.round(balance * 0.025)),
        yearsAgo(now, rng.int(1, 20)),
      ),
    );
  }
  const inquiries = Array.from({ length: rng.int(0, 3) }, () =>
    inquiry(now, rng.int(5, 360), rng.pick([...CARD_ISSUERS, ...AUTO_LENDERS])),
  );
  return { score, tradelines, inquiries, publicRecords: { bankruptcies: 0, collections: 0 } };
}

/**
 * FCRA key factors, most important first, derived from the file itself: up to four, and the number of inquiries
 * after them when the file has two or more recent ones, so the notice must disclose it as a fifth factor
 * (FCRA 609(f)(9)). Deterministic: the same file always gives the same factors.
 */
function keyFactors(report: CreditReport, rng: Rng): ScoreFactor[] {
  if (report.score === null) return [SCORE_FACTORS.thinFile, SCORE_FACTORS.history];
  const factors: ScoreFactor[] = [];
  const cards = report.tradelines.filter((t) => t.type === 'CARD');
  const cardBalance = cards.reduce((sum, t) => sum + t.monetaryBalance, 0);
  if (report.publicRecords.bankruptcies + report.publicRecords.collections > 0)
    factors.push(SCORE_FACTORS.publicRecord);
  if (report.tradelines.some((t) => t.monthsPastDue > 0)) factors.push(SCORE_FACTORS.delinquency);
  if (cardBalance > 5_000_00) factors.push(SCORE_FACTORS.utilisation);
  if (!report.tradelines.some((t) => t.type === 'MORTGAGE')) factors.push(SCORE_FACTORS.mortgageMissing);
  const fillers = [
    SCORE_FACTORS.history,
    SCORE_FACTORS.balances,
    SCORE_FACTORS.owed,
    SCORE_FACTORS.paidAsAgreed,
  ];
  const wanted = report.score >= 800 ? 2 : 4;
  let offset = rng.int(0, fillers.length - 1);
  while (factors.length < wanted) {
    const filler = fillers[offset % fillers.length]!;
    if (!factors.includes(filler)) factors.push(filler);
    offset += 1;
  }
  const ranked = factors.slice(0, 4);
  return report.inquiries.length >= 2 ? [...ranked, SCORE_FACTORS.inquiries] : ranked;
}

function liability(
  type: Liability['type'],
  creditorName: string,
  balance: number,
  payment: number,
  openedDate: string,
): Liability {
  return {
    creditorName,
    type,
    monetaryBalance: balance,
    monetaryCalculatedNextPaymentMinimumAmount: payment,
    openedDate,
    monthsPastDue: 0,
    payOff: { status: 'NOT_SELECTED' },
  };
}

function inquiry(now: Date, daysAgo: number, creditorName: string): CreditInquiry {
  return { date: isoDay(new Date(now.getTime() - daysAgo * 86_400_000)), creditorName, kind: 'HARD' };
}

function yearsAgo(now: Date, years: number): string {
  return `${now.getUTCFullYear() - years}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
