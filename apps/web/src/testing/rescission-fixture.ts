import type { RescissionView } from '@hearth/domain/notary';

/** The right to cancel as GET .../rescission answers it on its second day, open to a cancellation; `changes` on top. */
export function rescissionView(changes: Partial<RescissionView> = {}): RescissionView {
  return {
    status: 'RESCISSION',
    signedOn: '2026-11-20',
    lastDayToCancel: '2026-11-24',
    deliveredOn: '2026-11-20',
    endsAt: '2026-11-25T08:00:00.000Z',
    closingStepsFrom: '2026-11-26T08:00:00.000Z',
    canCancel: true,
    canceledAt: null,
    ...changes,
  };
}
