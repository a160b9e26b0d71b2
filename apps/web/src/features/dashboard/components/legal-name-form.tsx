import { SUFFIX_OPTIONS_V2 } from '@hearth/domain/enums';
import { type ProfileNameRequest, profileNameSchema } from '@hearth/domain/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { LegalNameFields } from '@/components/forms/legal-name-fields';
import { useUpdateProfileName } from '@/features/dashboard/api/update-profile-name';
import type { Profile } from '@/lib/get-profile';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';

/** PUT /service-profile/api/v1/profile/name, validated with the same schema the server uses. */
export function LegalNameForm({ profile }: { profile: Profile }) {
  const suffixId = useId();
  const update = useUpdateProfileName();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileNameRequest>({
    resolver: zodResolver(profileNameSchema),
    defaultValues: {
      firstName: profile.name?.firstName ?? '',
      lastName: profile.name?.lastName ?? '',
      suffix: profile.name?.suffix ?? '',
    },
  });

  const serverError =
    update.isError && !isSessionExpiredError(update.error) ? userMessageFor(update.error) : null;

  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => update.mutate(values))}>
      <FormAlert message={serverError} />
      <LegalNameFields
        inputs={{ firstName: register('firstName'), lastName: register('lastName') }}
        errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
        linkToSummary={false}
      />
      <div className="field">
        <label className="field__label" htmlFor={suffixId}>
          Suffix
        </label>
        <select
          id={suffixId}
          className="field__input"
          autoComplete="honorific-suffix"
          {...register('suffix')}
        >
          {SUFFIX_OPTIONS_V2.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div role="status">
        {update.isSuccess ? <p className="notice">Your legal name was saved.</p> : null}
      </div>
      <div>
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save legal name'}
        </button>
      </div>
    </form>
  );
}
