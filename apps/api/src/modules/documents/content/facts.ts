import type { CalendarDate } from '@hearth/domain/dates';
import type { LoanDocumentType } from '@hearth/domain/documents';
import type { Offer } from '@hearth/domain/entities';
import { type ClosingCosts, closingCostShares } from '@hearth/domain/fees';
import { formatMoney, formatPercent } from '@hearth/domain/money';
import { type OfferFigures, offerFigures } from '@hearth/domain/offer-figures';
import type { Paragraph } from '../pdf';

/** Everything the documents print, gathered once from the application, its title search and its accounts. */
export interface DocumentFacts {
  lender: { name: string; address: string; phone: string };
  borrower: string;
  /** Everyone on title: each signs the deed of trust and receives a notice of the right to cancel. */
  owners: string[];
  property: {
    address: string;
    state: string;
    legalDescription: string;
    /** The value the line rests on (the broker's opinion once returned, else the automated valuation). */
    valueCents: number;
  };
  offer: Pick<Offer, 'type' | 'term' | 'rate' | 'baseRate' | 'discountList' | 'originationFee'> & {
    creditLimitCents: number;
  };
  drawCents: number;
  autopay: boolean;
  closingCosts: ClosingCosts;
  /** The day the documents are prepared (their date); the transaction date is the day the deed is signed. */
  today: CalendarDate;
  accounts: { disbursement: string | null; autopay: string | null };
  eSignText: string;
  /**
   * How the deed will be acknowledged, when already known as the documents are made: a Texas home before a notary
   * at the title office, a lender without in-person notaries online; null while the borrower may still choose.
   */
  notarization: 'ONLINE' | 'IN_PERSON' | null;
  /** The 62-and-over variant: payments are interest only during the draw period (decision 0224). */
  interestOnly?: boolean;
}

export interface DocumentDraft {
  type: LoanDocumentType;
  recipient: string;
  title: string;
  paragraphs: Paragraph[];
}

export const h = (text: string): Paragraph => ({ heading: true, text });
export const p = (text: string): Paragraph => ({ heading: false, text });
export const money = (cents: number) => formatMoney(cents, 2);
export const pct = (value: number) => `${formatPercent(value, 3)}`;

/**
 * The figures every document prints, from the one derivation the offers page uses (decision 0101), with the
 * origination fee the borrower owes once a lender credit is taken off it (decision 0181).
 */
export function figuresOf(facts: DocumentFacts): OfferFigures {
  return offerFigures(
    {
      rate: facts.offer.rate,
      discountList: facts.autopay ? facts.offer.discountList : [],
      termYears: facts.offer.term,
      originationFeePercent: facts.offer.originationFee,
      interestOnly: facts.interestOnly === true,
    },
    facts.drawCents,
    undefined,
    closingCostShares(facts.closingCosts).originationFeeCents,
  );
}

export function costLines(facts: DocumentFacts): Paragraph[] {
  return [
    ...facts.closingCosts.lines.map((line) => p(`${line.label}: ${money(line.cents)}`)),
    p(`Total closing costs: ${money(facts.closingCosts.totalCents)}`),
  ];
}
