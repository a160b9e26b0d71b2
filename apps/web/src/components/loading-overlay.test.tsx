import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from '@/components/loading-overlay';

describe('the loading overlay (spec section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows while fetching and stays 300 ms after the fetch ends', () => {
    const { rerender } = render(<LoadingOverlay fetching>content</LoadingOverlay>);
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(<LoadingOverlay fetching={false}>content</LoadingOverlay>);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('a new fetch within the 300 ms keeps it on', () => {
    const { rerender } = render(<LoadingOverlay fetching>content</LoadingOverlay>);
    rerender(<LoadingOverlay fetching={false}>content</LoadingOverlay>);
    act(() => vi.advanceTimersByTime(200));
    rerender(<LoadingOverlay fetching>content</LoadingOverlay>);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeTruthy();
  });
});
