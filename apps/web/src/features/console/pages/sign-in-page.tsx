import { CONSOLE_PAGES, consoleSignInSchema } from '@hearth/domain/console';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConsoleError, consoleActions, consoleSession } from '@/features/console/api';
import { useNavigate } from '@/lib/routing';

/** Staff sign in with their work e-mail, password and the code their authenticator app shows (decision 0228). */
export default function SignInPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = consoleSignInSchema.safeParse({
      email: form.get('email'),
      password: form.get('password'),
      code: form.get('code'),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the form and try again.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const session = await consoleActions.signIn(parsed.data);
      consoleSession.set(session.jwt);
      client.removeQueries({ queryKey: ['console'] });
      navigate(CONSOLE_PAGES.queue, { replace: true });
    } catch (caught) {
      setError(caught instanceof ConsoleError ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="console console--signin" id="main">
      <form className="console__card console__signin" onSubmit={(event) => void submit(event)} noValidate>
        <h1>Sign in to the lender console</h1>
        <p className="console__hint">
          Use your work email, your password and the 6-digit code your authenticator app shows now. Your
          session lasts 30 minutes.
        </p>
        {error && (
          <div className="console__alert" role="alert">
            {error}
          </div>
        )}
        <label className="console__field">
          <span>Work email</span>
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="console__field">
          <span>Password</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <label className="console__field">
          <span>One-time code</span>
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
        </label>
        <button type="submit" className="console__button" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
