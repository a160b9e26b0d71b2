import { STATE_NAMES } from '@hearth/domain/enums';
import { isLendingState, LENDING_STATES } from '@hearth/domain/lending';
import { describe, expect, it } from 'vitest';
import { SANDBOX_STATES } from './geography';

describe('the sandbox property data and the lending states', () => {
  it('lend everywhere the sandbox has homes except Hawaii, and name every state', () => {
    const sandbox = SANDBOX_STATES.map((s) => s.state).filter((s) => s !== 'HI');
    expect([...LENDING_STATES].sort()).toEqual(sandbox.sort());
    expect(isLendingState('HI')).toBe(false);
    for (const state of LENDING_STATES) expect(STATE_NAMES[state]).toBeTruthy();
  });
});
