import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { affiliatePrepopQueryOptions } from '@/features/register/api/get-affiliate-prepop';
import { offerCodeQueryOptions } from '@/features/register/api/get-offer-code';
import { referralStatusQueryOptions } from '@/features/register/api/get-referral-status';
import { entryFromSearch, entryKey, isResolved } from '@/features/register/entry-context';
import {
  dropUnknownReferrer,
  isNotFound,
  type Lookup,
  resolveAffiliate,
  resolveOfferCode,
  resolveReferral,
} from '@/features/register/entry-resolution';
import { type RegisterAnswers, readAnswers, saveAnswers } from '@/features/register/register-answers';
import { useRegisterAnswers } from '@/features/register/use-register-answers';
import { useLoanOriginator } from '@/lib/get-loan-originator';
import { useLocation } from '@/lib/routing';

function settled<T>(query: UseQueryResult<T>): Lookup<T> | null {
  if (query.isSuccess) return { ok: true, data: query.data };
  if (query.isError) return { ok: false, error: query.error };
  return null;
}

type Resolver<T> = (answers: RegisterAnswers, key: string, lookup: Lookup<T>) => Partial<RegisterAnswers>;

/** Applies a settled lookup once, against the freshest answers (several may settle in one render). */
function applyOnce<T>(key: string | null, query: UseQueryResult<T>, resolve: Resolver<T>): void {
  const answers = readAnswers();
  const lookup = settled(query);
  if (!key || !lookup || isResolved(answers.entry, key)) return;
  saveAnswers(resolve(answers, key, lookup));
}

/**
 * Reads the entry route of the landing URL and resolves its links before any step page takes its draft:
 * offer code, affiliate token and referral are looked up, their answers prefilled once into empty fields,
 * unusable links dropped with a notice, and an unknown loan officer dropped when none is required.
 * `ready` is false until all of that is done, so the page shows a loader instead of a stale form.
 */
export function useEntryResolution(options: { referrerRequired: boolean }): { ready: boolean } {
  const { search } = useLocation();
  const { entry } = useRegisterAnswers();
  const landing = useMemo(() => entryFromSearch(search, entry), [search, entry]);

  const offerKey = entryKey('offerCode', entry.offerCode);
  const affiliateKey = entryKey('affiliateToken', entry.affiliateToken);
  const referralKey = entryKey('referralId', entry.referralId);
  const offer = useQuery({
    ...offerCodeQueryOptions(entry.offerCode ?? ''),
    enabled: !isResolved(entry, offerKey),
  });
  const affiliate = useQuery({
    ...affiliatePrepopQueryOptions(entry.affiliateToken ?? ''),
    enabled: !isResolved(entry, affiliateKey),
  });
  const referral = useQuery({
    ...referralStatusQueryOptions(entry.referralId ?? ''),
    enabled: !isResolved(entry, referralKey),
  });
  const originator = useLoanOriginator(entry.referrerId);

  useEffect(() => {
    if (landing) {
      saveAnswers({ entry: landing });
      return;
    }
    applyOnce(offerKey, offer, resolveOfferCode);
    applyOnce(affiliateKey, affiliate, resolveAffiliate);
    applyOnce(referralKey, referral, resolveReferral);
    const referrerKey = entryKey('referrerId', entry.referrerId);
    if (referrerKey && !options.referrerRequired && originator.isError && isNotFound(originator.error)) {
      saveAnswers({ entry: dropUnknownReferrer(readAnswers().entry, referrerKey) });
    }
  }, [
    landing,
    offerKey,
    offer,
    affiliateKey,
    affiliate,
    referralKey,
    referral,
    entry.referrerId,
    originator.isError,
    originator.error,
    options.referrerRequired,
  ]);

  const ready =
    landing === null &&
    isResolved(entry, offerKey) &&
    isResolved(entry, affiliateKey) &&
    isResolved(entry, referralKey);
  return { ready };
}
