import { type ChangeEmailRequest, changeEmailRequestSchema } from '@hearth/domain/account';
import { aliasRequestSchema, formatUsPhone, LIMITS } from '@hearth/domain/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { EmailField } from '@/components/forms/email-field';
import { PhoneField } from '@/components/forms/phone-field';
import { TextField } from '@/components/text-field';
import { showToast } from '@/components/toast/toast-store';
import { useChangeEmail, useChangePhone } from '@/features/dashboard/api/account-settings';
import type { Profile } from '@/lib/get-profile';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';

const serverMessage = (error: unknown) =>
  error && !isSessionExpiredError(error) ? userMessageFor(error) : null;

/** A new sign-in e-mail (decision 0216): the current password confirms it is the owner; the old address is told. */
export function EmailForm({ profile }: { profile: Profile }) {
  const emailId = useId();
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    resetField,
    formState: { errors },
  } = useForm<ChangeEmailRequest>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { email: profile.email, currentPassword: '' },
  });
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit((values) =>
        change.mutate(values, {
          onSuccess: () => {
            resetField('currentPassword');
            showToast(`Your email is now ${values.email}. Use it the next time you sign in.`);
          },
        }),
      )}
    >
      <FormAlert message={serverMessage(change.error)} />
      <input type="hidden" {...register('email')} />
      <EmailField
        id={emailId}
        value={watch('email')}
        onChange={(value) => setValue('email', value, { shouldDirty: true })}
        error={errors.email?.message}
      />
      <TextField
        label="Current password"
        hint="To keep your account safe, confirm it is you."
        type="password"
        autoComplete="current-password"
        maxLength={LIMITS.passwordMaxLength}
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div>
        <button type="submit" className="button" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save email'}
        </button>
      </div>
    </form>
  );
}

/** The mobile phone (spec section 7, the identity alias), formatted as typed. */
export function PhoneForm({ profile }: { profile: Profile }) {
  const phoneId = useId();
  const change = useChangePhone();
  const current = profile.phoneNumbers.find((p) => p.type === 'MOBILE')?.number ?? '';
  const [phone, setPhone] = useState(formatUsPhone(current));
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = aliasRequestSchema.safeParse({ type: 'Phone', value: phone });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        change.mutate(parsed.data.value, {
          onSuccess: () => showToast(`Your mobile phone is now ${parsed.data.value}.`),
        });
      }}
    >
      <FormAlert message={serverMessage(change.error)} />
      <PhoneField id={phoneId} value={phone} onChange={setPhone} error={error} />
      <div>
        <button type="submit" className="button" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save phone'}
        </button>
      </div>
    </form>
  );
}
