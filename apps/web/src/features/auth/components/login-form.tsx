import type { LoginRequest } from '@hearth/domain/validation';
import { type FormEvent, useRef } from 'react';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import type { LoginKind } from '@/config/paths';
import { loadLoginSchemas, useLogin } from '@/features/auth/api/login';
import { userMessageFor } from '@/lib/http-client';
import { useOnFirstInteraction } from '@/lib/on-first-interaction';
import { useDraftForm } from '@/lib/use-draft-form';

type LoginFormProps = {
  kind: LoginKind;
  onSuccess: () => void;
};

const EMPTY: LoginRequest = { email: '', password: '' };

/**
 * The login form, written by hand on the register steps' form state (`useDraftForm`, decision 0264): no form
 * library on the page. The domain's schema checks it (and zod with it) from a chunk loaded at the visitor's first
 * interaction (decisions 0096, 0198). After a failed submit, each change checks the form again, so a message goes
 * as soon as its field is right; a failed submit moves focus to the first field in error.
 */
export function LoginForm({ kind, onSuccess }: LoginFormProps) {
  const loginMutation = useLogin(kind);
  const { draft, update, errors, setErrors, attempt, fail } = useDraftForm<LoginRequest>(() => EMPTY);
  const fields = useRef<Partial<Record<keyof LoginRequest, HTMLInputElement | null>>>({});

  useOnFirstInteraction(loadLoginSchemas);

  const change = (patch: Partial<LoginRequest>) => {
    update(patch);
    if (attempt === 0) return;
    const next = { ...draft, ...patch };
    void loadLoginSchemas().then(({ checkLogin }) => {
      const checked = checkLogin(next);
      setErrors('errors' in checked ? checked.errors : {});
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the fields show, not the draft: a visitor (or a password manager) may have filled them in the
    // server-rendered page before it hydrated, and a press made then is replayed before their typing is (0095).
    const form = event.currentTarget;
    const shown = (name: keyof LoginRequest) =>
      (form.elements.namedItem(name) as HTMLInputElement | null)?.value;
    const values: LoginRequest = {
      email: shown('email') ?? draft.email,
      password: shown('password') ?? draft.password,
    };
    update(values);
    const checked = (await loadLoginSchemas()).checkLogin(values);
    if ('errors' in checked) {
      fail(checked.errors);
      // The fields are on the page already: the first in error takes focus, its message follows.
      const first = (['email', 'password'] as const).find((field) => field in checked.errors);
      if (first) fields.current[first]?.focus();
      return;
    }
    setErrors({});
    loginMutation.mutate(checked.data, { onSuccess });
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-describedby="login-error">
      <FormAlert
        id="login-error"
        message={loginMutation.isError ? userMessageFor(loginMutation.error) : null}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={draft.email}
        onChange={(event) => change({ email: event.target.value })}
        error={errors.email}
        ref={(input) => {
          fields.current.email = input;
        }}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={draft.password}
        onChange={(event) => change({ password: event.target.value })}
        error={errors.password}
        ref={(input) => {
          fields.current.password = input;
        }}
      />
      <button type="submit" className="button button--block" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
