import { LIMITS } from '@hearth/domain/validation';
import type { InputHTMLAttributes, Ref } from 'react';
import { fieldId } from '@/components/error-summary';
import { TextField } from '@/components/text-field';

export type NamePart = 'firstName' | 'middleName' | 'lastName';

/** What drives one input: `value` and `onChange`, or react-hook-form's `register(name)`. */
export type NameInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'maxLength' | 'autoComplete'> & {
  ref?: Ref<HTMLInputElement>;
};

const PARTS: readonly { part: NamePart; label: string; autoComplete: string }[] = [
  { part: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { part: 'middleName', label: 'Middle name (optional)', autoComplete: 'additional-name' },
  { part: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];

/**
 * A person's legal name, in the order and words every form uses (register, account settings, a signer's identity;
 * issue 18 item 11). The middle name shows only when it is given an input.
 */
export function LegalNameFields({
  inputs,
  errors,
  hints = {},
  linkToSummary = true,
  maxLength = LIMITS.nameMaxLength,
}: {
  inputs: { firstName: NameInput; middleName?: NameInput; lastName: NameInput };
  errors: Partial<Record<NamePart, string | undefined>>;
  hints?: Partial<Record<NamePart, string>>;
  /** Give each input the error summary's id (`fieldId`) so its links reach it; off for a form without a summary. */
  linkToSummary?: boolean;
  /** The profile's limit by default; null where another rule limits the name (a signer's, checked against title). */
  maxLength?: number | null;
}) {
  return PARTS.map(({ part, label, autoComplete }) => {
    const input = inputs[part];
    if (!input) return null;
    return (
      <TextField
        key={part}
        id={linkToSummary ? fieldId(part) : undefined}
        label={label}
        hint={hints[part]}
        autoComplete={autoComplete}
        maxLength={maxLength ?? undefined}
        error={errors[part]}
        {...input}
      />
    );
  });
}
