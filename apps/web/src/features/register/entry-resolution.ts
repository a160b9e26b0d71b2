import type { OfferCodeRecord } from '@hearth/domain/entities';
import {
  prefillFromAffiliate,
  prefillFromOfferCode,
  prefillFromReferral,
  type ReferralAvailability,
  referralAvailability,
} from '@hearth/domain/entry-route-rules';
import type { AffiliateData } from '@/features/register/api/get-affiliate-prepop';
import type { ReferralStatus } from '@/features/register/api/get-referral-status';
import { prefillPatch } from '@/features/register/entry-prefill';
import type { EntryContext, EntryNotice, RegisterAnswers } from '@/features/register/register-answers';
import { FetchError } from '@/lib/http-client';

/** What a lookup of an entry link ended in. */
export type Lookup<T> = { ok: true; data: T } | { ok: false; error: unknown };

/** The server does not know the link (or cannot read it): the link is dropped, not retried. */
export function isNotFound(error: unknown): boolean {
  return error instanceof FetchError && (error.status === 404 || error.status === 400);
}

function sameNotice(a: EntryNotice, b: EntryNotice): boolean {
  return a.kind === b.kind && (a.kind !== 'prefilled' || b.kind !== 'prefilled' || a.source === b.source);
}

/** Marks the link handled, applies a change to the entry and replaces the notice of the same kind. */
export function resolveEntry(
  entry: EntryContext,
  key: string,
  change: Partial<EntryContext> = {},
  notice?: EntryNotice,
): EntryContext {
  const notices = (entry.notices ?? []).filter((n) => !notice || !sameNotice(n, notice));
  return {
    ...entry,
    ...change,
    resolved: [...new Set([...(entry.resolved ?? []), key])],
    notices: notice ? [...notices, notice] : notices,
  };
}

/** An offer code prefills the addressee and property; an unknown or ended one is dropped with a notice. */
export function resolveOfferCode(
  answers: RegisterAnswers,
  key: string,
  lookup: Lookup<OfferCodeRecord>,
): Partial<RegisterAnswers> {
  const { entry } = answers;
  if (!lookup.ok) {
    if (!isNotFound(lookup.error)) return { entry: resolveEntry(entry, key) };
    const offerCode = entry.offerCode ?? '';
    return {
      entry: resolveEntry(entry, key, { offerCode: undefined }, { kind: 'offer-code-not-found', offerCode }),
    };
  }
  const { patch, filled } = prefillPatch(answers, prefillFromOfferCode(lookup.data));
  const notice: EntryNotice = {
    kind: 'prefilled',
    source: 'offer-code',
    fields: filled,
    offerCode: lookup.data.offerCode,
    respondByDate: lookup.data.respondByDate,
  };
  const cleared = {
    ...entry,
    notices: (entry.notices ?? []).filter((n) => n.kind !== 'offer-code-not-found'),
  };
  return { ...patch, entry: resolveEntry(cleared, key, { offerCode: lookup.data.offerCode }, notice) };
}

/** An affiliate's prepopulation; an unknown token is dropped quietly (the borrower never typed it). */
export function resolveAffiliate(
  answers: RegisterAnswers,
  key: string,
  lookup: Lookup<AffiliateData>,
): Partial<RegisterAnswers> {
  const { entry } = answers;
  if (!lookup.ok) {
    const change = isNotFound(lookup.error) ? { affiliateToken: undefined } : {};
    return { entry: resolveEntry(entry, key, change) };
  }
  const { patch, filled } = prefillPatch(answers, prefillFromAffiliate(lookup.data));
  const affiliate = lookup.data.abVersion ? { abVersion: lookup.data.abVersion } : {};
  const notice: EntryNotice | undefined =
    filled.length > 0 ? { kind: 'prefilled', source: 'affiliate', fields: filled } : undefined;
  return { ...patch, entry: resolveEntry(entry, key, { affiliate }, notice) };
}

/** An open referral prefills the e-mail; a used, expired or unknown one is dropped and the borrower told why. */
export function resolveReferral(
  answers: RegisterAnswers,
  key: string,
  lookup: Lookup<ReferralStatus>,
): Partial<RegisterAnswers> {
  const { entry } = answers;
  const drop = (availability: Exclude<ReferralAvailability, 'open'>) => ({
    entry: resolveEntry(
      entry,
      key,
      { referralId: undefined },
      { kind: 'referral-unavailable', availability },
    ),
  });
  if (!lookup.ok) return isNotFound(lookup.error) ? drop('not-found') : { entry: resolveEntry(entry, key) };
  const availability = referralAvailability(lookup.data.status);
  if (availability !== 'open') return drop(availability);
  const { patch, filled } = prefillPatch(answers, prefillFromReferral(lookup.data));
  const notice: EntryNotice | undefined =
    filled.length > 0 ? { kind: 'prefilled', source: 'referral', fields: filled } : undefined;
  return { ...patch, entry: resolveEntry(entry, key, {}, notice) };
}

/** A loan officer the lead portal does not know is dropped when the lender does not require one (spec 5). */
export function dropUnknownReferrer(entry: EntryContext, key: string): EntryContext {
  return resolveEntry(entry, key, { referrerId: undefined });
}
