import { formatWholeDollars } from '@hearth/domain/money';
import type { ChangeEvent, FocusEvent } from 'react';

/** Digits a borrower typed, with or without "$" and commas (cents dropped); null when there are none. */
export function parseWholeDollars(text: string): number | null {
  const whole = text.split('.')[0] ?? '';
  const digits = whole.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

type MoneyInputProps = {
  id: string;
  /** What the field shows: the borrower's text while typing, formatted money otherwise. */
  text: string;
  onTextChange: (text: string, dollars: number | null) => void;
  onCommit?: (dollars: number | null) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
};

/**
 * A dollar amount field: a "$" prefix, a numeric keypad on phones, thousands separators once the borrower
 * leaves it. A text input, not a number input, so "267,300" and "$50,000" are accepted as typed.
 */
export function MoneyInput({ id, text, onTextChange, onCommit, describedBy, invalid }: MoneyInputProps) {
  return (
    <div className="money-input">
      <span className="money-input__prefix" aria-hidden="true">
        $
      </span>
      <input
        id={id}
        className="field__input money-input__field"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={text}
        onChange={(e: ChangeEvent<HTMLInputElement>) =>
          onTextChange(e.target.value, parseWholeDollars(e.target.value))
        }
        onBlur={(e: FocusEvent<HTMLInputElement>) => onCommit?.(parseWholeDollars(e.target.value))}
      />
    </div>
  );
}

type MoneyFieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  text: string;
  onTextChange: (text: string, dollars: number | null) => void;
};

/** A labelled dollar field with its hint and error tied to the input, as `TextField` is for text. */
export function MoneyField({ id, label, hint, error, text, onTextChange }: MoneyFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      <MoneyInput
        id={id}
        text={text}
        onTextChange={onTextChange}
        onCommit={(dollars) => onTextChange(dollars === null ? text : formatWholeDollars(dollars), dollars)}
        describedBy={describedBy || undefined}
        invalid={Boolean(error)}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
