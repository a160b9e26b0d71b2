import { addDays, formatIsoDate, utcCalendarDate } from '@hearth/domain/dates';
import type { VendorCallback } from '@hearth/domain/vendors';
import { normaliseName } from '../credit-bureau/sandbox-credit-bureau';
import { createRng, stableHash } from '../sandbox-random';
import type { TitleApplicant, TitleProperty, TitleResult, TitleVendor } from './title';

/**
 * A deterministic title company (docs/sandbox-personas.md, "Title, flood, valuation and insurance"). The
 * applicant's first name picks the vesting: `Trust` holds the home in a revocable trust, `Coowner` shares title
 * with a second owner who must sign, `Notowner` is not on title at all; anyone else owns it alone. The legal
 * description is built from a hash of the address, the same every time. A payoff statement adds 30 days of
 * interest at 7% to each balance, rounded up to the dollar.
 */
export const TITLE_PERSONAS = ['trust', 'coowner', 'notowner'] as const;

export function titleResultFor(applicant: TitleApplicant, property: TitleProperty): TitleResult {
  const name = `${applicant.firstName} ${applicant.lastName}`.toUpperCase();
  const persona = normaliseName(applicant.firstName);
  const rng = createRng(stableHash(`${property.street1}|${property.zip}`.toUpperCase()));
  const lot = rng.int(1, 48);
  const block = rng.int(1, 20);
  const book = rng.int(1000, 9999);
  const legalDescription = `Lot ${lot}, Block ${block}, of ${property.city.toUpperCase()} SANDBOX ADDITION, according to the plat recorded in Book ${book}, Page ${rng.int(1, 300)}, records of the county, ${property.state}. Commonly known as ${property.street1}, ${property.city}, ${property.state} ${property.zip}.`;
  if (persona === 'trust') {
    const trust = `THE ${applicant.lastName.toUpperCase()} FAMILY REVOCABLE TRUST`;
    return {
      kind: 'PRELIMINARY',
      vesting: `${name}, Trustee of ${trust}`,
      owners: [name],
      trust,
      legalDescription,
    };
  }
  if (persona === 'coowner') {
    const other = `SAM ${applicant.lastName.toUpperCase()}`;
    return {
      kind: 'PRELIMINARY',
      vesting: `${name} and ${other}, joint tenants`,
      owners: [name, other],
      trust: null,
      legalDescription,
    };
  }
  if (persona === 'notowner')
    return {
      kind: 'PRELIMINARY',
      vesting: 'PAT SANDBOX, a single person',
      owners: ['PAT SANDBOX'],
      trust: null,
      legalDescription,
    };
  return {
    kind: 'PRELIMINARY',
    vesting: `${name}, a single person`,
    owners: [name],
    trust: null,
    legalDescription,
  };
}

const PAYOFF_DAYS = 30;
const PAYOFF_RATE = 0.07;

export class SandboxTitle implements TitleVendor {
  constructor(private readonly send: (callback: VendorCallback) => Promise<void>) {}

  async orderTitle(order: {
    requestId: string;
    kind: 'PRELIMINARY' | 'FULL';
    applicant: TitleApplicant;
    property: TitleProperty;
  }): Promise<void> {
    const result = { ...titleResultFor(order.applicant, order.property), kind: order.kind };
    await this.send({
      callbackId: `title:${order.requestId}:${order.kind}`,
      requestId: order.requestId,
      event: 'title.completed',
      result,
    });
  }

  async orderPayoffs(order: {
    requestId: string;
    liens: { lienId: string; holder: string; balanceCents: number }[];
    today: Date;
  }): Promise<void> {
    const goodThrough = formatIsoDate(addDays(utcCalendarDate(order.today), PAYOFF_DAYS));
    const payoffs = order.liens.map((lien) => ({
      lienId: lien.lienId,
      holder: lien.holder,
      payoffCents: Math.ceil((lien.balanceCents * (1 + (PAYOFF_RATE * PAYOFF_DAYS) / 365)) / 100) * 100,
      goodThrough,
    }));
    await this.send({
      callbackId: `title:${order.requestId}:PAYOFF`,
      requestId: order.requestId,
      event: 'title.payoff',
      result: { kind: 'PAYOFF', payoffs },
    });
  }
}
