import { type ChangePasswordForm, changePasswordFormSchema } from '@hearth/domain/account';
import { LIMITS } from '@hearth/domain/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { showToast } from '@/components/toast/toast-store';
import { useChangePassword } from '@/features/dashboard/api/account-settings';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';

export const PASSWORD_CHANGED_MESSAGE =
  'Your password was changed. You stay signed in here; every other device was signed out.';

/**
 * The password change (issue 22 item 2): the current password, then a new one under the spec's rules, twice. The
 * server signs every other session out and keeps this one with a new token.
 */
export function PasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const serverError =
    change.isError && !isSessionExpiredError(change.error) ? userMessageFor(change.error) : null;

  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit((values) =>
        change.mutate(
          { currentPassword: values.currentPassword, newPassword: values.password },
          {
            onSuccess: () => {
              reset();
              showToast(PASSWORD_CHANGED_MESSAGE);
            },
          },
        ),
      )}
    >
      <FormAlert message={serverError} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        maxLength={LIMITS.passwordMaxLength}
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        hint="At least 12 characters, with an uppercase letter, a lowercase letter, a number and one of !@#$%^&*"
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMaxLength}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMaxLength}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div>
        <button type="submit" className="button" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
