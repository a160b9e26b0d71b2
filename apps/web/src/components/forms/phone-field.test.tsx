import {
  formatPhoneFor,
  phoneInputMaxLength,
  phoneSchema,
  sharesUsPhoneFormat,
} from '@hearth/domain/validation';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from '@/components/forms/phone-field';

function Harness() {
  const [value, setValue] = useState('');
  return <PhoneField id="phoneNumber" value={value} onChange={setValue} error={undefined} />;
}

describe('the phone country menu (spec sections 3, 5 and 9)', () => {
  it('defaults to the United States with an empty number, formatted as typed', async () => {
    render(<Harness />);
    const menu = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(menu.value).toBe('US');
    const input = screen.getByRole('textbox', { name: 'Mobile phone number' }) as HTMLInputElement;
    expect(input.value).toBe('');
    expect(input.maxLength).toBe(14);
    await userEvent.setup().type(input, '5552013344');
    expect(input.value).toBe('(555) 201-3344');
  });

  it("limits the number to another country's national length and says which numbers can be texted", async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'MX');
    const input = screen.getByRole('textbox', { name: 'Mobile phone number' }) as HTMLInputElement;
    expect(input.maxLength).toBe(12);
    expect(screen.getByText('We can text only a mobile number in the United States or Canada.')).toBeTruthy();
    await user.type(input, '55 1234 5678 99');
    expect(input.value).toBe('55 1234 5678');
  });

  it('the domain rules behind it', () => {
    expect(sharesUsPhoneFormat('CA')).toBe(true);
    expect(sharesUsPhoneFormat('GB')).toBe(false);
    expect(formatPhoneFor('CA', '4165550123')).toBe('(416) 555-0123');
    expect(phoneInputMaxLength('ZZ')).toBe(19);
    // A number of another country is not one the lender can text: the spec's message.
    expect(phoneSchema.safeParse(formatPhoneFor('GB', '7700 900123')).error?.issues[0]?.message).toBe(
      'Please enter a valid phone number',
    );
  });
});
