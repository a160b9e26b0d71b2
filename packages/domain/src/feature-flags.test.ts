import { describe, expect, it } from 'vitest';
import {
  applyFlagOverrides,
  defaultFlagState,
  FEATURE_FLAG_DESCRIPTIONS,
  FEATURE_FLAGS,
  flagStateFrom,
  isEnabled,
  isFeatureFlagName,
  parseFlagOverrides,
} from './feature-flags';

describe('feature flags', () => {
  it('whitelists 17 fe-heloc-* / fe-webchat names, each described', () => {
    expect(FEATURE_FLAGS).toHaveLength(17);
    expect(new Set(FEATURE_FLAGS).size).toBe(17);
    for (const name of FEATURE_FLAGS) {
      expect(name === 'fe-webchat' || name.startsWith('fe-heloc-')).toBe(true);
      expect(FEATURE_FLAG_DESCRIPTIONS[name].length).toBeGreaterThan(0);
    }
    expect(isFeatureFlagName('fe-heloc-maintenance')).toBe(true);
    expect(isFeatureFlagName('fe-other')).toBe(false);
  });

  it('starts all off and ignores unknown fetched flags', () => {
    expect(Object.values(defaultFlagState()).every((f) => !f.enabled)).toBe(true);
    const state = flagStateFrom([
      { key: 'fe-heloc-redesign', enabled: true, variables: {} },
      { key: 'fe-rogue', enabled: true, variables: {} },
    ]);
    expect(isEnabled(state, 'fe-heloc-redesign')).toBe(true);
    expect(Object.keys(state)).toHaveLength(17);
  });

  it.each([
    ['fe-heloc-redesign:on,fe-webchat:off', { 'fe-heloc-redesign': true, 'fe-webchat': false }],
    ['fe-heloc-redesign:true, fe-heloc-chatbot:1', { 'fe-heloc-redesign': true, 'fe-heloc-chatbot': true }],
    [
      'fe-heloc-ny-fcra:0,fe-heloc-dev-tools:false',
      { 'fe-heloc-ny-fcra': false, 'fe-heloc-dev-tools': false },
    ],
    ['fe-rogue:on,fe-heloc-redesign:maybe,fe-heloc-redesign', {}],
    ['', {}],
    [null, {}],
  ])('parses overrides %j', (raw, expected) => {
    expect(parseFlagOverrides(raw)).toEqual(expected);
  });

  it('applies overrides per session without touching other flags', () => {
    const state = flagStateFrom([{ key: 'fe-webchat', enabled: true, variables: { a: 1 } }]);
    const next = applyFlagOverrides(state, { 'fe-webchat': false, 'fe-heloc-redesign': true });
    expect(next['fe-webchat']).toEqual({ key: 'fe-webchat', enabled: false, variables: { a: 1 } });
    expect(isEnabled(next, 'fe-heloc-redesign')).toBe(true);
    expect(isEnabled(state, 'fe-webchat')).toBe(true);
  });
});
