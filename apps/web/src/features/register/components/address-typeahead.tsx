import { LIMITS } from '@hearth/domain/validation-rules';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { fieldId } from '@/components/error-summary';
import { FieldError } from '@/components/field-error';
import {
  type AddressSuggestion,
  useAddressSuggestions,
} from '@/features/register/api/get-address-suggestions';

type AddressTypeaheadProps = {
  name: string;
  label: string;
  hint?: string;
  text: string;
  onTextChange: (text: string) => void;
  onSelect: (suggestion: AddressSuggestion) => void;
  error?: string | undefined;
};

const DEBOUNCE_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * ARIA 1.2 combobox with a listbox popup: arrows move the active option (aria-activedescendant keeps focus
 * in the input), Enter picks it, Escape closes the list. A polite status says how many addresses were found.
 */
export function AddressTypeahead({
  name,
  label,
  hint,
  text,
  onTextChange,
  onSelect,
  error,
}: AddressTypeaheadProps) {
  const id = fieldId(name);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text, DEBOUNCE_MS);
  const suggestions = useAddressSuggestions(query);
  const results = open ? (suggestions.data ?? []) : [];
  const expanded = open && results.length > 0;

  const pick = (suggestion: AddressSuggestion) => {
    onSelect(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (results.length === 0 ? -1 : (i + 1) % results.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (results.length === 0 ? -1 : (i - 1 + results.length) % results.length));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const chosen = results[active];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const status =
    open && query.trim().length >= 3 && suggestions.isSuccess
      ? `${results.length} ${results.length === 1 ? 'address' : 'addresses'} found`
      : '';

  return (
    <div className="field combobox">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
      <input
        id={id}
        className="field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        maxLength={LIMITS.streetMaxLength}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Suggested addresses"
        className="combobox__list"
        hidden={!expanded}
      >
        {results.map((suggestion, index) => (
          <div
            key={suggestion.fullAddress}
            id={`${listId}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? 'combobox__option combobox__option--active' : 'combobox__option'}
            // mousedown, not click: it fires before the input's blur closes the list
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
          >
            {suggestion.fullAddress}
          </div>
        ))}
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
