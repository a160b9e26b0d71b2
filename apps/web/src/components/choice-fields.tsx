import type { ReactNode } from 'react';
import { fieldId } from '@/components/error-summary';
import { FieldError } from '@/components/field-error';
import '@/components/choice-fields.css';

type Option<V extends string> = { value: V; label: string; hint?: string };

type RadioGroupProps<V extends string> = {
  name: string;
  legend: string;
  /** The page's own question is the h1; a nested group reads as a normal legend. */
  legendHidden?: boolean;
  options: readonly Option<V>[];
  value: V | '';
  onChange: (value: V) => void;
  error?: string | undefined;
  hint?: string;
  inline?: boolean;
};

/** Radios in their own fieldset; the first radio carries the id the error summary links to. */
export function RadioGroup<V extends string>({
  name,
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
  error,
  hint,
  inline = false,
}: RadioGroupProps<V>) {
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`choice-group${error ? ' choice-group--error' : ''}`}
      aria-describedby={describedBy || undefined}
    >
      <legend className={legendHidden ? 'visually-hidden' : 'choice-group__legend'}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
      <div className={inline ? 'choice-group__items choice-group__items--inline' : 'choice-group__items'}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value || 'none'}`;
          return (
            <div className="choice" key={option.value}>
              <input
                className="choice__input"
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              />
              <label className="choice__label" htmlFor={optionId}>
                {option.label}
              </label>
              {option.hint ? (
                <span id={`${optionId}-hint`} className="choice__hint">
                  {option.hint}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

type CheckboxProps = {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
};

export function Checkbox({ name, label, checked, onChange, error }: CheckboxProps) {
  const id = fieldId(name);
  return (
    <div className={`choice choice--checkbox${error ? ' choice--error' : ''}`}>
      <FieldError id={`${id}-error`} message={error} className="choice__error" />
      <input
        className="choice__input"
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label className="choice__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

type SelectFieldProps<V extends string> = {
  name: string;
  label: string;
  options: readonly Option<V>[];
  value: V | '';
  onChange: (value: V) => void;
  error?: string | undefined;
  placeholder?: string;
};

export function SelectField<V extends string>({
  name,
  label,
  options,
  value,
  onChange,
  error,
  placeholder,
}: SelectFieldProps<V>) {
  const id = fieldId(name);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={`${id}-error`} message={error} />
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
