import { formatUsPhone, phoneInputMaxLength } from '@hearth/domain/validation';
import { TextField } from '@/components/text-field';
import type { ValueFieldProps } from './email-field';

/**
 * The borrower's own US mobile number, formatted as it is typed: register, the contact page and the phone-number
 * task ask it the same way (issue 18 item 11).
 */
export function PhoneField({ id, value, onChange, error }: ValueFieldProps) {
  return (
    <TextField
      id={id}
      label="Mobile phone number"
      hint="A US number, for example (555) 555-5555"
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={phoneInputMaxLength()}
      value={value}
      onChange={(e) => onChange(formatUsPhone(e.target.value))}
      error={error}
    />
  );
}
