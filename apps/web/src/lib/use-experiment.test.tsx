import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useExperiment } from '@/lib/experiments';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

function client(variationKey: string | null | Error) {
  return {
    decide: vi.fn(async () => {
      if (variationKey instanceof Error) throw variationKey;
      return [
        {
          flagKey: 'heloc-offer-payment-first',
          enabled: variationKey !== null,
          variationKey,
          ruleKey: 'experiment' as const,
        },
      ];
    }),
    saveExperiment: vi.fn(async () => ({})),
  };
}

describe('an experiment on a page (decision 0250)', () => {
  it('is pending while decided, then shows and records the variation with the application', async () => {
    const c = client('variation');
    const { result } = renderHook(() => useExperiment('heloc-offer-payment-first', UUID, c), { wrapper });
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(result.current).toEqual({ pending: false, variation: 'variation' }));
    expect(c.decide).toHaveBeenCalledWith(['heloc-offer-payment-first']);
    await waitFor(() =>
      expect(c.saveExperiment).toHaveBeenCalledWith({
        experimentName: 'heloc-offer-payment-first',
        variation: 'variation',
        applicationUuid: UUID,
      }),
    );
  });

  it('records control too: the comparison needs both arms', async () => {
    const c = client('control');
    const { result } = renderHook(() => useExperiment('heloc-offer-payment-first', UUID, c), { wrapper });
    await waitFor(() => expect(result.current.variation).toBe('control'));
    await waitFor(() => expect(c.saveExperiment).toHaveBeenCalledOnce());
  });

  it('outside the traffic, or when the decision fails, shows the product as it is and records nothing', async () => {
    for (const answer of [null, new Error('Could not establish session.')]) {
      const c = client(answer);
      const { result } = renderHook(() => useExperiment('heloc-offer-payment-first', UUID, c), { wrapper });
      await waitFor(() => expect(result.current).toEqual({ pending: false, variation: null }));
      expect(c.saveExperiment).not.toHaveBeenCalled();
    }
  });
});
