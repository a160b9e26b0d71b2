import { SIGNER_MESSAGES } from '@hearth/domain/additional-signers';
import { passwordSchema } from '@hearth/domain/validation';
import { MESSAGES } from '@hearth/domain/validation-rules';
import { type FormEvent, useState } from 'react';
import { ErrorSummary, type FieldErrors, fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { SupportLine } from '@/components/layout/support-line';
import { PageLoading } from '@/components/page-loading';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useAcceptInvitation, useInvitation } from '@/features/signer/signer-api';
import { signerHref, usePageTitle } from '@/features/signer/signer-page';
import { homeDay, stateOfAddressLine } from '@/lib/home-dates';
import { FetchError, userMessageFor } from '@/lib/http-client';
import { Link, Navigate, useNavigate } from '@/lib/routing';
import { useBrowserValue } from '@/lib/use-browser-value';
import { useIsSignedIn } from '@/lib/use-session';

const TITLE = 'You are invited to sign as an owner';

/**
 * The invitation's token rides in the fragment (`#invitation=...`), never sent to the server by the browser: the
 * server renders the loading state, which the browser hydrates before it reads the token.
 */
function tokenFromHash(): string | null {
  const match = /(?:^#|&)invitation=([A-Za-z0-9_-]{43})(?:&|$)/.exec(globalThis.location?.hash ?? '');
  return match?.[1] ?? null;
}

/** Why a link was refused, for the error page: used, expired, or not valid. */
function refusal(error: unknown): string {
  const message = userMessageFor(error);
  if (message.includes(SIGNER_MESSAGES.invitationUsed)) return 'used';
  if (message.includes(SIGNER_MESSAGES.invitationExpired)) return 'expired';
  return 'invalid';
}

/**
 * heloc-signer/intro: where an invitation link lands. It says who asked, for which home, what the owner agrees to
 * and what they do not (they do not borrow); then they set a password. Without a link: what this area is for.
 */
export function Component() {
  usePageTitle(TITLE);
  const token = useBrowserValue(tokenFromHash);
  const signedIn = useIsSignedIn();
  const invitation = useInvitation(token ?? null);
  if (token === undefined) return <PageLoading />;
  if (!token) return signedIn ? <Navigate to={signerHref('resume')} replace /> : <NoLink />;
  if (invitation.isPending) return <PageLoading />;
  if (invitation.isError)
    return <Navigate to={`${signerHref('error')}?reason=${refusal(invitation.error)}`} replace />;
  const view = invitation.data;
  return (
    <div className="app-page after-offer">
      <h1>{TITLE}</h1>
      <p className="question__lead">
        {view.borrowerName} applied for a home equity line of credit secured by {view.property}. The title
        records show <strong>{view.ownerName}</strong> as an owner of this home too, so we need your
        agreement.
      </p>
      <h2>What you will do</h2>
      <ol className="next-steps">
        <li>Set a password for your account (below).</li>
        <li>
          Confirm your name as on the title records and your date of birth. We do not ask for your Social
          Security number or check your credit.
        </li>
        <li>
          Open our sample document to check that you can read our PDF files, agree to sign electronically, and
          agree that your home secures the line.
        </li>
        <li>
          When the documents are ready, read and acknowledge the account-opening disclosure, the agreement and
          your notice of the right to cancel, and sign the deed of trust.
        </li>
      </ol>
      <p>You do not borrow, and you will owe nothing on this line.</p>
      <SetPassword
        token={token}
        email={view.email}
        until={homeDay(view.expiresAt, stateOfAddressLine(view.property))}
        accountExists={view.accountExists}
      />
      <SupportLine />
    </div>
  );
}

function SetPassword({
  token,
  email,
  until,
  accountExists,
}: {
  token: string;
  email: string;
  /** The day the link stops working, on the home's calendar (decision 0272): the invitation names the home. */
  until: string;
  /** The address already signs in: its password accepts the invitation. */
  accountExists: boolean;
}) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const parsed = passwordSchema.safeParse(password);
    if (accountExists) {
      if (password === '') found.password = MESSAGES.required;
    } else {
      if (!parsed.success) found.password = parsed.error.issues.map((i) => i.message).join('. ');
      if (confirm === '') found.confirmPassword = MESSAGES.required;
      else if (confirm !== password) found.confirmPassword = SIGNER_MESSAGES.passwordsDiffer;
    }
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    accept.mutate(accountExists ? { token, password } : { token, password, confirmPassword: confirm }, {
      onSuccess: () => navigate(signerHref('resume'), { replace: true }),
      onError: (error) => {
        const reason = refusal(error);
        if (reason !== 'invalid' || !(error instanceof FetchError) || error.status !== 400)
          navigate(`${signerHref('error')}?reason=${reason}`, { replace: true });
      },
    });
  };
  return (
    <section aria-labelledby="password-title">
      <ErrorSummary
        errors={errors}
        attempt={attempt}
        fieldNames={{ password: 'Password', confirmPassword: 'Confirm password' }}
      />
      <h2 id="password-title">{accountExists ? 'Log in to accept' : 'Set your password'}</h2>
      <p>
        {accountExists
          ? 'You already have an account with the email address the invitation was sent to. Enter its password to add this application to it:'
          : 'Your account uses the email address the invitation was sent to:'}
      </p>
      <p>
        <strong className="signer-email">{email}</strong>
      </p>
      <p>This link works once, until {until}.</p>
      <FormAlert message={accept.isError ? userMessageFor(accept.error) : null} />
      <form onSubmit={onSubmit} noValidate>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          id={fieldId('password')}
          label="Password"
          {...(accountExists
            ? {}
            : {
                hint: 'At least 12 characters, with an uppercase and a lowercase letter, a number and one of !@#$%^&*',
              })}
          type="password"
          autoComplete={accountExists ? 'current-password' : 'new-password'}
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {accountExists ? null : (
          <TextField
            id={fieldId('confirmPassword')}
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            error={errors.confirmPassword}
            onChange={(e) => setConfirm(e.target.value)}
          />
        )}
        <div className="button-row">
          <button type="submit" className="button" disabled={accept.isPending}>
            {accountExists ? 'Log in and continue' : 'Create account and continue'}
          </button>
        </div>
      </form>
    </section>
  );
}

function NoLink() {
  return (
    <div className="app-page after-offer">
      <h1>Signing as an owner of a home</h1>
      <p className="question__lead">
        When someone applies for a home equity line of credit on a home you also own, we email you a link to
        join their application and sign. Open the link from that email to start.
      </p>
      <h2>What happens next</h2>
      <p>If you already set a password, log in to continue where you left off.</p>
      <div className="button-row">
        <Link className="button" to={paths.heloc.signerLogin.getHref()}>
          Log in
        </Link>
      </div>
      <SupportLine />
    </div>
  );
}
