import type { HelocApplication } from '@hearth/domain/entities';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForNextStep } from '@/features/app-start/api/wait-for-next-step';
import { jsonResponse } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const app = (checklistStatus: string) =>
  ({ uuid: UUID, status: { checklistStatus } }) as unknown as HelocApplication;
const noSleep = async () => {};

afterEach(() => vi.unstubAllGlobals());

describe('waitForNextStep', () => {
  it('polls the hard pull and names the page the step router picks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          uuid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
          organizationCode: 'H',
          email: 'a@b.co',
        }),
      ),
    );
    const statuses = ['HARD_CREDIT_PULL', 'INCOME_VERIFICATION'];
    const fetchApplication = vi.fn(async () => app(statuses.shift() ?? 'INCOME_VERIFICATION'));
    const next = await waitForNextStep(app('HARD_CREDIT_PULL'), { fetchApplication, sleep: noSleep });
    expect(next).toMatchObject({ settled: true, href: `/account/heloc/${UUID}/income/review` });
    expect(fetchApplication).toHaveBeenCalledTimes(2);
  });

  it('says the pull is still running when polling gives up, not that the status is unknown', async () => {
    const fetchApplication = vi.fn(async () => app('HARD_CREDIT_PULL'));
    const next = await waitForNextStep(app('HARD_CREDIT_PULL'), { fetchApplication, sleep: noSleep });
    expect(next.settled).toBe(false);
    expect(next.application.status.checklistStatus).toBe('HARD_CREDIT_PULL');
    expect(fetchApplication.mock.calls.length).toBeGreaterThan(10);
  });
});
