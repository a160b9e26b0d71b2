import { servesOnlyNewYork } from '@hearth/domain/brands';
import { useMemo } from 'react';
import { helocSettings, isProductionHost, regionalLinksOfPage } from '@/features/register/heloc-settings';
import { registerFlags } from '@/features/register/register-flags';
import type { RegisterFlowContext } from '@/features/register/register-flow-context';
import { useRegisterAnswers } from '@/features/register/use-register-answers';
import { useBrand } from '@/lib/brand/brand-context';
import { useLoanOriginator } from '@/lib/get-loan-originator';
import { useLocation } from '@/lib/routing';
import { useIsSignedIn } from '@/lib/use-session';

/** Builds the flow context from the URL (flag overrides), the brand's data block and the session. */
export function useRegisterFlowContext(): RegisterFlowContext & { loanOriginatorLoading: boolean } {
  const { search } = useLocation();
  const brand = useBrand();
  const loggedIn = useIsSignedIn();
  const answers = useRegisterAnswers();
  const referrerId = answers.entry.referrerId;
  const originator = useLoanOriginator(referrerId);
  const flags = useMemo(() => registerFlags(search), [search]);
  const settings = useMemo(() => helocSettings(), []);
  const links = useMemo(() => regionalLinksOfPage(), []);
  return {
    flags: { ...flags, ageRestricted: flags.ageRestricted || Boolean(settings.ageRestricted) },
    orgCode: brand.orgCode,
    eligibleStates: settings.eligibleStates,
    referrerRequired: Boolean(settings.referrerRequired),
    siteIsNewYork: servesOnlyNewYork(settings),
    forSaleLookbackMonths: settings.forSaleLookbackMonths,
    allowDigitsInLastName: !isProductionHost(),
    loggedIn,
    loanOriginator: referrerId ? (originator.isError ? null : originator.data) : undefined,
    loanOriginatorLoading: Boolean(referrerId) && originator.isLoading,
    regionalLinks: links,
    now: () => new Date(),
  };
}
