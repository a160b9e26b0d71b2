import type { HelocApplication } from '@hearth/domain/entities';
import { describe, expect, it } from 'vitest';
import { waitForDecision } from '@/lib/wait-for-decision';

const app = (checklistStatus: string) =>
  ({
    uuid: 'a',
    status: { checklistStatus },
    auditFields: { createdDate: '2026-11-01' },
  }) as HelocApplication;

describe('waitForDecision', () => {
  it('checks first at 200 ms, then with the back-off, until the status leaves the waiting kind', async () => {
    const sleeps: number[] = [];
    const statuses = ['WAITING_FOR_SOFT_CREDIT', 'WAITING_FOR_INITIAL_OFFERS', 'OFFER_SELECTION'];
    const decided = await waitForDecision(
      app('WAITING_FOR_SOFT_CREDIT'),
      async () => app(statuses.shift() ?? 'OFFER_SELECTION'),
      async (ms) => void sleeps.push(ms),
    );
    expect(decided.status.checklistStatus).toBe('OFFER_SELECTION');
    expect(sleeps).toEqual([200, 1000, 2000]);
  });

  it('answers UNKNOWN once the early check and the 14 polls are spent', async () => {
    let reads = 0;
    const decided = await waitForDecision(
      app('WAITING_FOR_SOFT_CREDIT'),
      async () => {
        reads += 1;
        return app('WAITING_FOR_SOFT_CREDIT');
      },
      async () => {},
    );
    expect(reads).toBe(15);
    expect(decided.status.checklistStatus).toBe('UNKNOWN');
  });

  it('does not poll an application that is already decided', async () => {
    const decided = await waitForDecision(app('CREDIT_NO_MATCH'), async () => {
      throw new Error('no poll expected');
    });
    expect(decided.status.checklistStatus).toBe('CREDIT_NO_MATCH');
  });
});
