import { type FeatureFlagName, type FlagState, isEnabled } from '@hearth/domain/feature-flag-values';
import { sessionFlagState } from '@/lib/feature-flags';

/** Flags the register flow reads: the session's flags (`@/lib/feature-flags`) with the redesign on by default. */
const DEFAULTS_ON: readonly FeatureFlagName[] = ['fe-heloc-redesign'];

export function registerFlagState(search: string): FlagState {
  return sessionFlagState(search, DEFAULTS_ON);
}

export type RegisterFlags = {
  redesign: boolean;
  newAuth: boolean;
  ageRestricted: boolean;
  regulatorReview: boolean;
  nyModal: boolean;
  nyFcra: boolean;
  disasterZips: boolean;
  smsTransactional: boolean;
};

export function registerFlags(search: string): RegisterFlags {
  const state = registerFlagState(search);
  return {
    redesign: isEnabled(state, 'fe-heloc-redesign'),
    newAuth: isEnabled(state, 'fe-heloc-new-auth'),
    ageRestricted: isEnabled(state, 'fe-heloc-age-restricted'),
    regulatorReview: isEnabled(state, 'fe-heloc-regulator-review'),
    nyModal: isEnabled(state, 'fe-heloc-ny-modal'),
    nyFcra: isEnabled(state, 'fe-heloc-ny-fcra'),
    disasterZips: isEnabled(state, 'fe-heloc-disaster-zips'),
    smsTransactional: isEnabled(state, 'fe-heloc-sms-transactional-consent'),
  };
}
