import type { KbaAnswers, KbaQuestion } from '@hearth/domain/identity-verification';
import type { IdentityOutcome, VendorCallback } from '@hearth/domain/vendors';
import { normaliseName } from '../credit-bureau/sandbox-credit-bureau';
import { createRng, type Rng, stableHash } from '../sandbox-random';
import type { IdentityPerson, IdentityVerificationVendor } from './identity-verification';

/**
 * A deterministic identity vendor (docs/sandbox-personas.md). The first name picks the outcome: `Idfail` fails,
 * `Idreview` goes to the vendor's manual review; anyone else passes with the right answers or any document.
 * The right answer to each knowledge question is its one choice containing "Sandbox" (so a demo can pass);
 * the other choices and the order come from a hash of name and birth date, the same every time.
 */
export const IDENTITY_PERSONAS = ['idfail', 'idreview'] as const;
export type IdentityPersona = (typeof IDENTITY_PERSONAS)[number];

export function identityPersonaOf(firstName: string): IdentityPersona | null {
  const key = normaliseName(firstName);
  return (IDENTITY_PERSONAS as readonly string[]).includes(key) ? (key as IdentityPersona) : null;
}

const STREETS = [
  'Maple Ave',
  'Cedar Ct',
  'Lakeview Dr',
  'Birch Ln',
  'Hillcrest Rd',
  'Orchard St',
  'Ridge Way',
];
const COUNTIES = ['Marion County', 'Franklin County', 'Jefferson County', 'Clay County', 'Madison County'];
const LENDERS = ['Example Mortgage Co', 'Demo Servicing LLC', 'Example Motors Credit', 'Demo Rewards Visa'];
export const NONE_OF_THE_ABOVE = 'None of the above';

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function question(id: string, prompt: string, right: string, pool: readonly string[], rng: Rng): KbaQuestion {
  const wrong = shuffled(pool, rng).slice(0, 3);
  return { id, prompt, choices: [...shuffled([right, ...wrong], rng), NONE_OF_THE_ABOVE] };
}

/** The three questions of a person, the same on every call. */
export function sandboxQuestions(person: IdentityPerson): KbaQuestion[] {
  const seed = stableHash(
    `${normaliseName(person.firstName)}|${normaliseName(person.lastName)}|${person.dob}`,
  );
  const rng = createRng(seed);
  const number = rng.int(100, 9899);
  return [
    question(
      'prior-street',
      'Which of these streets have you lived on?',
      `${number} Sandbox Rd`,
      STREETS.map((s, i) => `${number + (i + 1) * 7} ${s}`),
      rng,
    ),
    question('county', 'In which of these counties have you lived?', 'Sandbox County', COUNTIES, rng),
    question(
      'lender',
      'Which of these lenders has given you a loan or credit card?',
      'Sandbox Home Loans',
      LENDERS,
      rng,
    ),
  ];
}

/** The answers the sandbox accepts: the "Sandbox" choice of each question. */
export function sandboxRightAnswers(questions: readonly KbaQuestion[]): KbaAnswers['answers'] {
  return questions.map((q) => ({
    questionId: q.id,
    choice: q.choices.find((choice) => choice.includes('Sandbox')) ?? NONE_OF_THE_ABOVE,
  }));
}

export class SandboxIdentityVerification implements IdentityVerificationVendor {
  constructor(private readonly send: (callback: VendorCallback) => Promise<void>) {}

  async questions(request: { requestId: string; person: IdentityPerson }): Promise<KbaQuestion[]> {
    return sandboxQuestions(request.person);
  }

  async submitAnswers(request: {
    requestId: string;
    person: IdentityPerson;
    answers: KbaAnswers['answers'];
  }): Promise<void> {
    const right = sandboxRightAnswers(sandboxQuestions(request.person));
    const allRight = right.every((r) =>
      request.answers.some((a) => a.questionId === r.questionId && a.choice === r.choice),
    );
    const outcome = this.#outcome(request.person, allRight);
    await this.#reply(request.requestId, outcome, allRight ? [] : ['KNOWLEDGE_ANSWERS_DID_NOT_MATCH']);
  }

  async submitDocuments(request: { requestId: string; person: IdentityPerson }): Promise<void> {
    await this.#reply(request.requestId, this.#outcome(request.person, true), []);
  }

  #outcome(person: IdentityPerson, checksPassed: boolean): IdentityOutcome {
    const persona = identityPersonaOf(person.firstName);
    if (persona === 'idfail') return 'FAIL';
    if (persona === 'idreview') return 'REVIEW';
    return checksPassed ? 'PASS' : 'FAIL';
  }

  async #reply(requestId: string, outcome: IdentityOutcome, reasons: string[]): Promise<void> {
    await this.send({
      callbackId: `identity:${requestId}:${outcome}`,
      requestId,
      event: 'identity.completed',
      result: { outcome, reasons },
    });
  }
}
