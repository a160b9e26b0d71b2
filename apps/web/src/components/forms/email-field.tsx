import { LIMITS } from '@hearth/domain/validation';
import { TextField } from '@/components/text-field';

/** The borrower's own e-mail address, as register and the contact page ask it (issue 18 item 11). */
export function EmailField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (email: string) => void;
  error: string | undefined;
}) {
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
