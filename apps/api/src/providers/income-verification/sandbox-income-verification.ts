import { createHmac, timingSafeEqual } from 'node:crypto';
import { type IncomeMethod, SANDBOX_INCOME_LINK_PATH } from '@hearth/domain/income-verification';
import type { IncomeOutcome, VendorCallback } from '@hearth/domain/vendors';
import { normaliseName } from '../credit-bureau/sandbox-credit-bureau';
import { createRng, stableHash } from '../sandbox-random';
import type { IncomePerson, IncomeResult, IncomeVerificationVendor } from './income-verification';

/**
 * A deterministic income vendor (docs/sandbox-personas.md). The first name picks the outcome: `Lowincome` verifies
 * 60% of the stated income by any method, `Verylowincome` 40%; `Noemployer` is unknown to the payroll network but confirmed by the
 * employer or by deposits and documents; `Unverifiable` is unknown to payroll and nothing else verifies it.
 * Anyone else verifies the stated income. The employer's name and pay history come from a hash of the person.
 */
export const INCOME_PERSONAS = ['lowincome', 'verylowincome', 'noemployer', 'unverifiable'] as const;
export type IncomePersona = (typeof INCOME_PERSONAS)[number];

export function incomePersonaOf(firstName: string): IncomePersona | null {
  const key = normaliseName(firstName);
  return (INCOME_PERSONAS as readonly string[]).includes(key) ? (key as IncomePersona) : null;
}

/** The share of the stated income the `Lowincome` and `Verylowincome` personas' records show. */
export const LOW_INCOME_SHARE = { lowincome: 0.6, verylowincome: 0.4 } as const;
const EMPLOYERS = [
  'Sandbox Logistics Inc',
  'Sandbox Health Partners',
  'Sandbox Software LLC',
  'Sandbox Schools',
];

export function sandboxIncomeOutcome(persona: IncomePersona | null, method: IncomeMethod): IncomeOutcome {
  if (persona === 'lowincome' || persona === 'verylowincome') return 'LOWER';
  if (persona === 'noemployer') return method === 'payroll' ? 'EMPLOYER_NOT_FOUND' : 'MATCH';
  if (persona === 'unverifiable') return method === 'payroll' ? 'EMPLOYER_NOT_FOUND' : 'NOT_VERIFIED';
  return 'MATCH';
}

/** What the sandbox vendor finds for a person: the same on every call. */
export function sandboxIncomeResult(
  person: IncomePerson,
  method: IncomeMethod,
  statedAnnualIncome: number,
  employerName?: string,
): IncomeResult {
  const persona = incomePersonaOf(person.firstName);
  const outcome = sandboxIncomeOutcome(persona, method);
  if (outcome === 'EMPLOYER_NOT_FOUND' || outcome === 'NOT_VERIFIED') return { outcome };
  const rng = createRng(
    stableHash(`${normaliseName(person.firstName)}|${normaliseName(person.lastName)}|${person.dob}`),
  );
  const share = persona === 'lowincome' || persona === 'verylowincome' ? LOW_INCOME_SHARE[persona] : 1;
  const annualIncome = Math.round(statedAnnualIncome * share);
  const employer = employerName ?? (EMPLOYERS[rng.int(0, EMPLOYERS.length - 1)] as string);
  // Twice-monthly pay for the last three months, as a payroll record shows it.
  const gross = Math.round(annualIncome / 24);
  const payHistory = Array.from({ length: 6 }, (_, i) => ({
    payDate: `2026-${String(10 - Math.floor(i / 2)).padStart(2, '0')}-${i % 2 === 0 ? '15' : '01'}`,
    grossAmount: gross,
  }));
  return { outcome, employer, annualIncome, payHistory };
}

export class SandboxIncomeVerification implements IncomeVerificationVendor {
  constructor(
    private readonly send: (callback: VendorCallback) => Promise<void>,
    private readonly secret: Uint8Array,
  ) {}

  linkUrl(linkId: string): string {
    return SANDBOX_INCOME_LINK_PATH(linkId);
  }

  /** The code the hosted page returns with: an HMAC of the link under the vendor's secret. */
  linkCode(linkId: string): string {
    return createHmac('sha256', this.secret).update(`income-link:${linkId}`).digest('base64url');
  }

  exchange(linkId: string, code: string): boolean {
    const expected = Buffer.from(this.linkCode(linkId));
    const given = Buffer.from(code);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async requestIncome(request: {
    requestId: string;
    method: IncomeMethod;
    person: IncomePerson;
    statedAnnualIncome: number;
    employerName?: string;
  }): Promise<void> {
    const result = sandboxIncomeResult(
      request.person,
      request.method,
      request.statedAnnualIncome,
      request.employerName,
    );
    await this.send({
      callbackId: `income:${request.requestId}:${result.outcome}`,
      requestId: request.requestId,
      event: 'income.completed',
      result: { ...result },
    });
  }
}
