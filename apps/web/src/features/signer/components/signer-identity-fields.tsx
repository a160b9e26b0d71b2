import type { SignerIdentity } from '@hearth/domain/additional-signers';
import { MESSAGES } from '@hearth/domain/validation-rules';
import type { FieldErrors } from '@/components/error-summary';
import { fieldId } from '@/components/error-summary';
import { LegalNameFields } from '@/components/forms/legal-name-fields';
import { TextField } from '@/components/text-field';

/** Who the owner says they are, the fields of joining and of confirming it again (decisions 0177, 0183). */
export function SignerIdentityFields({
  ownerName,
  values,
  errors,
  onChange,
}: {
  ownerName: string;
  values: SignerIdentity;
  errors: FieldErrors;
  onChange: (values: SignerIdentity) => void;
}) {
  return (
    <>
      <LegalNameFields
        inputs={{
          firstName: {
            value: values.firstName,
            onChange: (e) => onChange({ ...values, firstName: e.target.value }),
          },
          lastName: {
            value: values.lastName,
            onChange: (e) => onChange({ ...values, lastName: e.target.value }),
          },
        }}
        errors={errors}
        hints={{ firstName: `As on the title records: ${ownerName}` }}
        maxLength={null}
      />
      <TextField
        id={fieldId('dob')}
        label="Date of birth"
        hint="For example, 03/04/1982"
        inputMode="numeric"
        autoComplete="bday"
        value={values.dob}
        error={errors.dob}
        onChange={(e) => onChange({ ...values, dob: e.target.value })}
      />
    </>
  );
}

export const EMPTY_IDENTITY: SignerIdentity = { firstName: '', lastName: '', dob: '' };

/** The fields left empty, with the spec's messages; the server checks the name against title and the date. */
export function signerIdentityErrors(values: SignerIdentity): FieldErrors {
  const found: FieldErrors = {};
  if (!values.firstName.trim()) found.firstName = MESSAGES.firstNameRequired;
  if (!values.lastName.trim()) found.lastName = MESSAGES.lastNameRequired;
  if (!values.dob.trim()) found.dob = MESSAGES.dobRequired;
  return found;
}
