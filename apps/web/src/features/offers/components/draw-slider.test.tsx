import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DrawSlider } from '@/features/offers/components/draw-slider';

function Harness() {
  const [value, setValue] = useState(20_000);
  return <DrawSlider min={10_000} max={50_000} value={value} onChange={setValue} />;
}

/** Issue 8, defect 5: an out-of-range draw is moved to the offer's edge, and the borrower is told. */
describe('DrawSlider', () => {
  it.each([
    ['90000', '50,000', 'We changed your draw to $50,000, the most this offer allows.'],
    ['500', '10,000', 'We changed your draw to $10,000, the least this offer allows.'],
  ])('says so when %s is changed to %s', async (typed, shown, message) => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Initial draw in dollars');
    await user.clear(input);
    await user.type(input, typed);
    await user.tab();
    expect((input as HTMLInputElement).value).toBe(shown);
    expect(screen.getByRole('status').textContent).toBe(message);
    await user.type(input, '0');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says nothing when the draw is within the offer', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Initial draw in dollars');
    await user.clear(input);
    await user.type(input, '30000');
    await user.tab();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
