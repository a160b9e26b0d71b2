import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { PROGRESS_MESSAGE_MS } from '@/components/processing-modal';

const messages = ['First', 'Second', 'Third'];

describe('the full-screen loader (spec sections 2 and 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays at least 1000 ms even when the work ends at once', () => {
    const { rerender } = render(<FullScreenLoader active title="Working" messages={messages} />);
    rerender(<FullScreenLoader active={false} title="Working" messages={messages} />);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('region', { name: 'Working' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('region', { name: 'Working' })).toBeNull();
  });

  it('after a long wait it stays the overlay 300 ms more, then goes', () => {
    const { rerender } = render(<FullScreenLoader active title="Working" messages={messages} />);
    act(() => vi.advanceTimersByTime(5000));
    rerender(<FullScreenLoader active={false} title="Working" messages={messages} />);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('status').textContent).toBe('Third');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('rotates its messages in a live region, keeping the last', () => {
    render(<FullScreenLoader active title="Working" messages={messages} />);
    expect(screen.getByRole('status').textContent).toBe('First');
    act(() => vi.advanceTimersByTime(PROGRESS_MESSAGE_MS));
    expect(screen.getByRole('status').textContent).toBe('Second');
    act(() => vi.advanceTimersByTime(PROGRESS_MESSAGE_MS * 5));
    expect(screen.getByRole('status').textContent).toBe('Third');
  });

  it('shows nothing when never active', () => {
    render(<FullScreenLoader active={false} title="Working" messages={messages} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
