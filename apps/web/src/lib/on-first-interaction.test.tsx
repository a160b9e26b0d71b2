import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnFirstInteraction } from '@/lib/on-first-interaction';

function Page({ start }: { start: () => unknown }) {
  useOnFirstInteraction(start);
  return <input aria-label="Email" />;
}

describe('useOnFirstInteraction', () => {
  it('starts nothing while the page is only shown, then once at the first key, tap or input', async () => {
    for (const interact of [
      (input: HTMLElement) => fireEvent.keyDown(input, { key: 'Tab' }),
      (input: HTMLElement) => fireEvent.pointerDown(input),
      (input: HTMLElement) => fireEvent.input(input, { target: { value: 'a' } }),
    ]) {
      const start = vi.fn(async () => undefined);
      const view = render(<Page start={start} />);
      const input = view.getByLabelText('Email');
      input.focus();
      await Promise.resolve();
      expect(start).not.toHaveBeenCalled();
      interact(input);
      interact(input);
      fireEvent.keyDown(input, { key: 'a' });
      await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
      view.unmount();
    }
  });

  it('never lets a failed start escape, and stops listening when the page goes', async () => {
    const start = vi.fn(async () => {
      throw new Error('offline');
    });
    const view = render(<Page start={start} />);
    view.unmount();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(start).not.toHaveBeenCalled();
    const again = render(<Page start={start} />);
    fireEvent.keyDown(again.getByLabelText('Email'), { key: 'Tab' });
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });
});
