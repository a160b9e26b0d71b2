import {
  COUNTRIES,
  DEFAULT_COUNTRY_CODE,
  formatPhoneFor,
  phoneInputMaxLength,
  sharesUsPhoneFormat,
} from '@hearth/domain/validation';
import { useState } from 'react';
import { SelectField } from '@/components/choice-fields';
import { TextField } from '@/components/text-field';
import type { ValueFieldProps } from './email-field';
import '@/components/forms/phone-field.css';

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({
  value: c.countryCode,
  label: `${c.country} (+${c.callingCode})`,
}));

/**
 * The borrower's own mobile number, formatted as it is typed: register, the contact page, the phone-number task and
 * the settings ask it the same way (issue 18 item 11). The country menu defaults to the United States (spec
 * section 9); the input takes the chosen country's national length, and only a +1 number is one the lender can text
 * (decision 0249), as the hint says.
 */
export function PhoneField({ id, value, onChange, error }: ValueFieldProps) {
  const [country, setCountry] = useState(DEFAULT_COUNTRY_CODE);
  const northAmerican = sharesUsPhoneFormat(country);
  return (
    <div className="phone-field">
      <SelectField
        name={`${id}-country`}
        label="Country"
        options={COUNTRY_OPTIONS}
        value={country}
        onChange={(next) => {
          setCountry(next);
          onChange(formatPhoneFor(next, value));
        }}
      />
      <TextField
        id={id}
        label="Mobile phone number"
        hint={
          northAmerican
            ? 'For example (555) 555-5555'
            : 'We can text only a mobile number in the United States or Canada.'
        }
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={phoneInputMaxLength(country)}
        value={value}
        onChange={(e) => onChange(formatPhoneFor(country, e.target.value))}
        error={error}
      />
    </div>
  );
}
