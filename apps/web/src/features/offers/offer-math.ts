import type { Offer } from '@hearth/domain/entities';
import { formatMoney, toCents } from '@hearth/domain/money';
import { autopayAprOf } from '@hearth/domain/offer-figures';

/** The APR with the autopay discount when the offer has one (autopay is on by default). */
export function autopayRate(offer: Offer): number | null {
  return autopayAprOf(offer.discountList);
}

export function money(dollars: number): string {
  return formatMoney(toCents(dollars));
}
