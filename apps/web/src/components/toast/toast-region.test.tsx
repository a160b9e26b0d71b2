import { TIMINGS } from '@hearth/domain/timing';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '@/components/toast/toast-region';
import { clearToasts, showToast } from '@/components/toast/toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe('ToastRegion (spec section 9)', () => {
  it('shows at most 5 toasts, the newest last, a sixth pushing the oldest out', () => {
    render(<ToastRegion />);
    act(() => {
      for (let n = 1; n <= 6; n += 1) showToast(`Saved ${n}`);
    });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(TIMINGS.toastsMaxVisible);
    expect(items[0]).toContain('Saved 2');
    expect(items.at(-1)).toContain('Saved 6');
  });

  it('announces each toast once in a live region that empties after 300 ms', () => {
    render(<ToastRegion />);
    const live = screen.getByRole('status');
    act(() => {
      showToast('Your password was changed.');
    });
    expect(live.textContent).toBe('Your password was changed.');
    act(() => vi.advanceTimersByTime(TIMINGS.liveRegionClearMs - 1));
    expect(live.textContent).toBe('Your password was changed.');
    act(() => vi.advanceTimersByTime(1));
    expect(live.textContent).toBe('');
    // The toast itself stays on screen until it times out or is dismissed.
    expect(screen.getByRole('listitem').textContent).toContain('Your password was changed.');
  });

  it('removes a toast on its close button, and an error toast only then', () => {
    render(<ToastRegion />);
    act(() => {
      showToast('Saved.');
      showToast('Could not save.', 'error');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Could not save.'),
    ]);
    act(() => screen.getByRole('button', { name: 'Dismiss: Could not save.' }).click());
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});
