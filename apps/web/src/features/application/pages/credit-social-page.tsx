import { SSN_ENTRY_MESSAGES } from '@hearth/domain/heloc-api';
import { CREATE_APPLICATION_PROGRESS_MESSAGES } from '@hearth/domain/register-progress';
import { formatSsn, MESSAGES, ssnSchema } from '@hearth/domain/validation';
import { useRef, useState } from 'react';
import type { FieldErrors } from '@/components/error-summary';
import { fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { ProcessingModal } from '@/components/processing-modal';
import { QuestionPage } from '@/components/question-page';
import { TextField } from '@/components/text-field';
import { useCheckCreditWithSsn } from '@/features/application/api/submit-ssn';
import { useBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';
import { useApplication } from '@/lib/get-application';
import { FetchError, isSessionExpiredError, userMessageFor } from '@/lib/http-client';
import { Link, useNavigate, useParams } from '@/lib/routing';
import '@/features/application/credit-social.css';

const TITLE = 'We could not find your credit file';
const FIELD = 'ssn';
/** The re-run starts at the soft pull: the account and the application already exist. */
const RECHECK_MESSAGES = CREATE_APPLICATION_PROGRESS_MESSAGES.slice(1);

/** The first message the server gave for a rejected number (its wording is the domain's). */
function serverMessage(error: FetchError): string {
  const data = error.data as { errors?: unknown; message?: unknown } | undefined;
  const first = Array.isArray(data?.errors) ? data.errors.find((e) => typeof e === 'string') : undefined;
  return first ?? (typeof data?.message === 'string' ? data.message : userMessageFor(error));
}

/**
 * credit/social (decision 0062): the soft pull found no credit file from name, date of birth and address,
 * so the borrower gives the full SSN and the pull runs again while the processing modal shows; then the
 * step router picks the next page (offers, or review when even the SSN finds no file).
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const navigate = useNavigate();
  const brand = useBrand();
  const application = useApplication(uuid);
  const check = useCheckCreditWithSsn(uuid);
  const [ssn, setSsn] = useState('');
  const [masked, setMasked] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [stopped, setStopped] = useState<string | null>(null);
  // One key per number until the server has answered for it: a retry after a lost answer is the same try.
  const pending = useRef<{ ssn: string; key: string } | null>(null);

  const fail = (message: string) => {
    setErrors({ [FIELD]: message });
    setAttempt((n) => n + 1);
  };

  const submit = async () => {
    if (check.isPending) return;
    const parsed = ssnSchema.safeParse(ssn);
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? MESSAGES.ssnInvalid);
      return;
    }
    setErrors({});
    setStopped(null);
    if (pending.current?.ssn !== parsed.data)
      pending.current = { ssn: parsed.data, key: crypto.randomUUID() };
    try {
      const result = await check.mutateAsync({
        body: { ssn: parsed.data },
        idempotencyKey: pending.current.key,
      });
      pending.current = null;
      if (result.route.page === 'credit/social') {
        fail(SSN_ENTRY_MESSAGES.noFileWithSsn);
        return;
      }
      navigate(result.href, result.route.state ? { state: result.route.state } : {});
    } catch (error) {
      if (isSessionExpiredError(error)) return;
      if (error instanceof FetchError && error.status < 500) {
        pending.current = null;
        if (error.status === 400) fail(serverMessage(error));
        else setStopped(serverMessage(error));
        return;
      }
      setStopped(userMessageFor(error));
    }
  };

  const status = application.data?.status.checklistStatus;
  if (status && status !== 'CREDIT_NO_MATCH' && check.isIdle) {
    return (
      <div className="app-page">
        <h1>{TITLE}</h1>
        <p>{SSN_ENTRY_MESSAGES.notNeeded}</p>
        <Link className="button" to={`/account/heloc/${uuid}`}>
          Continue your application
        </Link>
      </div>
    );
  }

  return (
    <div className="app-page">
      <QuestionPage
        title={TITLE}
        lead={
          <div className="question__lead">
            <p>
              The credit bureau could not match your name, date of birth and address to a credit file. With
              your Social Security number it can usually find it.
            </p>
            <p>We check again with a soft credit pull. It does not affect your credit score.</p>
          </div>
        }
        errors={errors}
        attempt={attempt}
        onSubmit={submit}
        submitLabel="Check my credit again"
        busy={check.isPending}
        notice={<FormAlert message={stopped} />}
      >
        <div className={`ssn-field${masked ? ' ssn-field--masked' : ''}`}>
          <TextField
            id={fieldId(FIELD)}
            name={FIELD}
            label="Social Security number"
            hint="9 digits, for example 123-45-6789. It is encrypted and used only to find your credit file."
            error={errors[FIELD]}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={11}
            value={ssn}
            onChange={(e) => setSsn(formatSsn(e.target.value))}
          />
          <button
            type="button"
            className="button button--secondary ssn-field__toggle"
            aria-controls={fieldId(FIELD)}
            aria-label={`${masked ? 'Show' : 'Hide'} Social Security number`}
            onClick={() => setMasked((m) => !m)}
          >
            {masked ? 'Show' : 'Hide'}
          </button>
          <p className="visually-hidden" aria-live="polite">
            {masked ? 'Your Social Security number is hidden' : ''}
          </p>
        </div>
      </QuestionPage>
      <p className="app-page__support">
        Questions? Call <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a> or email{' '}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
      <ProcessingModal open={check.isPending} messages={RECHECK_MESSAGES} />
    </div>
  );
}
