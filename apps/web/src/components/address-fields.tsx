import { US_STATES } from '@hearth/domain/enum-values';
import { LIMITS } from '@hearth/domain/validation-rules';
import { SelectField } from '@/components/choice-fields';
import type { FieldErrors } from '@/components/error-summary';
import { fieldId } from '@/components/error-summary';
import { TextField } from '@/components/text-field';

/** A postal address as the form holds it (every field a string while typed). */
export type AddressAnswer = { street1: string; street2: string; city: string; state: string; zip: string };

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state, label: state }));

type AddressFieldsProps = {
  /** Answer path, e.g. "property" or "home": ids become "property-street1". */
  name: string;
  value: AddressAnswer;
  onChange: (value: AddressAnswer) => void;
  errors: FieldErrors;
};

/** Street, apartment, city, state and ZIP with autocomplete tokens so browsers can fill them. */
export function AddressFields({ name, value, onChange, errors }: AddressFieldsProps) {
  const set = (key: keyof AddressAnswer) => (next: string) => onChange({ ...value, [key]: next });
  return (
    <div className="address-fields">
      <TextField
        id={fieldId(`${name}.street1`)}
        label="Street address"
        autoComplete="address-line1"
        maxLength={LIMITS.streetMaxLength}
        value={value.street1}
        onChange={(e) => set('street1')(e.target.value)}
        error={errors[`${name}.street1`]}
      />
      <TextField
        id={fieldId(`${name}.street2`)}
        label="Apartment, suite or unit (optional)"
        autoComplete="address-line2"
        maxLength={LIMITS.street2MaxLength}
        value={value.street2}
        onChange={(e) => set('street2')(e.target.value)}
        error={errors[`${name}.street2`]}
      />
      <TextField
        id={fieldId(`${name}.city`)}
        label="City"
        autoComplete="address-level2"
        maxLength={LIMITS.cityMaxLength}
        value={value.city}
        onChange={(e) => set('city')(e.target.value)}
        error={errors[`${name}.city`]}
      />
      <div className="address-fields__row">
        <SelectField
          name={`${name}.state`}
          label="State"
          placeholder="Select"
          options={STATE_OPTIONS}
          value={value.state as (typeof US_STATES)[number] | ''}
          onChange={set('state')}
          error={errors[`${name}.state`]}
        />
        <TextField
          id={fieldId(`${name}.zip`)}
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          value={value.zip}
          onChange={(e) => set('zip')(e.target.value)}
          error={errors[`${name}.zip`]}
        />
      </div>
    </div>
  );
}
