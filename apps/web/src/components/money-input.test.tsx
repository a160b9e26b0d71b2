import { formatWholeDollars } from '@hearth/domain/money';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyInput, parseWholeDollars } from '@/components/money-input';

describe('money input', () => {
  it('formats whole dollars with separators and reads them back however they were typed', () => {
    expect(formatWholeDollars(267300)).toBe('267,300');
    expect(formatWholeDollars(15000)).toBe('15,000');
    expect(parseWholeDollars('$267,300')).toBe(267300);
    expect(parseWholeDollars('50000.75')).toBe(50000);
    expect(parseWholeDollars(' $ ')).toBeNull();
  });

  it('is a text field with a numeric keypad that reports dollars as typed and on leaving', () => {
    const seen: (number | null)[] = [];
    function Harness() {
      const [text, setText] = useState('15,000');
      return (
        <>
          <label htmlFor="amount">Amount</label>
          <MoneyInput
            id="amount"
            text={text}
            onTextChange={(next, dollars) => {
              setText(next);
              seen.push(dollars);
            }}
            onCommit={(dollars) => setText(formatWholeDollars(dollars ?? 0))}
          />
        </>
      );
    }
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    expect(input.inputMode).toBe('numeric');
    fireEvent.change(input, { target: { value: '$50,000' } });
    expect(seen).toEqual([50000]);
    fireEvent.blur(input);
    expect(input.value).toBe('50,000');
  });
});
