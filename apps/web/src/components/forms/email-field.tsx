import { LIMITS } from '@hearth/domain/validation';
import { TextField } from '@/components/text-field';

/** What a one-value field of a form takes: the typed text in, the value to keep out. */
export interface ValueFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The borrower's own e-mail address, as register and the contact page ask it (issue 18 item 11). */
export function EmailField({ id, value, onChange, error }: ValueFieldProps) {
  return (
    <TextField
      id={id}
      label="Email address"
      type="email"
      autoComplete="email"
      maxLength={LIMITS.emailMaxLength}
      inputMode="email"
      spellCheck={false}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
