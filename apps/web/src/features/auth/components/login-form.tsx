import type { LoginRequest } from '@hearth/domain/validation';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import type { LoginKind } from '@/config/paths';
import { loadLoginSchemas, useLogin } from '@/features/auth/api/login';
import { userMessageFor } from '@/lib/http-client';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useOnFirstInteraction } from '@/lib/on-first-interaction';

/** The form's schema (and zod) loads at the visitor's first interaction, not with the page (decisions 0096, 0198). */
const loginResolver = lazyResolver<LoginRequest>(() => loadLoginSchemas().then((m) => m.loginResolver));

type LoginFormProps = {
  kind: LoginKind;
  onSuccess: () => void;
};

export function LoginForm({ kind, onSuccess }: LoginFormProps) {
  const loginMutation = useLogin(kind);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
    shouldFocusError: true,
  });

  // The schema (and zod) comes when the visitor starts on the form, not with the page (decision 0198).
  useOnFirstInteraction(loginResolver.preload);

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values, { onSuccess });
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-describedby="login-error">
      <FormAlert
        id="login-error"
        message={loginMutation.isError ? userMessageFor(loginMutation.error) : null}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className="button button--block" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
