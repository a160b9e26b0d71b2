import type { CoDeedApplication, CoDeedStatus } from '@hearth/domain/additional-signers';
import { describe, expect, it } from 'vitest';
import { coDeedStatusQueryOptions, SESSION_POLL_MS } from '@/features/signer/signer-api';

const withStatuses = (...statuses: string[]): CoDeedStatus => ({
  applications: statuses.map((status) => ({ status }) as CoDeedApplication),
});

/** The interval the owner's status is read again at, for what the last read said. */
function pollAfter(data: CoDeedStatus | undefined): number | false | undefined {
  const { refetchInterval } = coDeedStatusQueryOptions();
  if (typeof refetchInterval !== 'function') return refetchInterval;
  return refetchInterval({ state: { data } } as never) as number | false | undefined;
}

describe('the co-owner’s status', () => {
  it('is read again every few seconds while an application is in the online notary session', () => {
    // The right to cancel appears only once the notary completes the session: a page opened right after the last
    // signature (before the notary answered) must not wait for a reload (a pages-review run waited 90 s for it).
    expect(pollAfter(withStatuses('DEED_SIGNING'))).toBe(SESSION_POLL_MS);
    expect(pollAfter(withStatuses('COMPLETE', 'DEED_SIGNING'))).toBe(SESSION_POLL_MS);
  });

  it('is not polled at any other time', () => {
    expect(pollAfter(undefined)).toBe(false);
    expect(pollAfter(withStatuses('NOTE_SIGNING'))).toBe(false);
    expect(pollAfter(withStatuses('RESCISSION'))).toBe(false);
  });
});
