import { employerVerificationSchema } from '@hearth/domain/income-verification';
import { formatUsPhone, phoneInputMaxLength } from '@hearth/domain/validation';
import { type FormEvent, useEffect, useState } from 'react';
import { ErrorSummary, type FieldErrors, fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { SupportLine } from '@/components/layout/support-line';
import { TextField } from '@/components/text-field';
import { VendorWait } from '@/components/vendor-wait';
import { useRetryIncome } from '@/features/income/api/retry-income';
import { useVerifyEmployer } from '@/features/income/api/verify-employer';
import { incomePage } from '@/features/income/income-copy';
import { IncomeNext } from '@/features/income/pages/income-review-page';
import { userMessageFor } from '@/lib/http-client';
import { useNavigate, useParams } from '@/lib/routing';
import '@/components/layout/after-offer.css';

const TITLE = 'Let us ask your employer';
const FIELDS = ['employerName', 'contactName', 'contactEmail', 'contactPhone'] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

/**
 * income/employer-verification (status EMPLOYMENT_VERIFICATION, decision 0152): the payroll network does not
 * know the employer, so the borrower names someone in HR or payroll we may ask; or goes back to verify another way.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const navigate = useNavigate();
  const verify = useVerifyEmployer(uuid);
  const retry = useRetryIncome(uuid);
  const [draft, setDraft] = useState<Draft>({
    employerName: '',
    contactName: '',
    contactEmail: '',
    contactPhone: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.title = Object.keys(errors).length > 0 ? `Error: ${TITLE}` : TITLE;
  }, [errors]);

  if (verify.isSuccess)
    return (
      <VendorWait
        uuid={uuid}
        from="EMPLOYMENT_VERIFICATION"
        title="We are asking your employer"
        next={<IncomeNext />}
      >
        We have sent your employer a request to confirm your job and income. Most employers answer within one
        business day; we will email you when they do.
      </VendorWait>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const digits = draft.contactPhone.replace(/\D/g, '');
    const body = {
      employerName: draft.employerName,
      ...(draft.contactName.trim() ? { contactName: draft.contactName } : {}),
      ...(draft.contactEmail.trim() ? { contactEmail: draft.contactEmail.trim() } : {}),
      ...(digits ? { contactPhone: digits } : {}),
    };
    const parsed = employerVerificationSchema.safeParse(body);
    const found: FieldErrors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'employerName');
        found[key] ??= issue.message;
      }
    setErrors(found);
    setAttempt((n) => n + 1);
    if (parsed.success) verify.mutate(parsed.data);
  };
  const set = (field: keyof Draft, value: string) => setDraft((d) => ({ ...d, [field]: value }));

  return (
    <div className="app-page after-offer">
      <ErrorSummary errors={errors} attempt={attempt} />
      <h1>{TITLE}</h1>
      <p className="question__lead">
        The payroll network could not find your employer, so we will ask your employer’s HR or payroll team to
        confirm your job and income. Tell us who to contact.
      </p>
      <FormAlert message={verify.isError ? userMessageFor(verify.error) : null} />
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id={fieldId('employerName')}
          label="Employer name"
          autoComplete="organization"
          maxLength={100}
          value={draft.employerName}
          onChange={(e) => set('employerName', e.target.value)}
          error={errors.employerName}
        />
        <TextField
          id={fieldId('contactName')}
          label="HR or payroll contact name (optional)"
          maxLength={100}
          value={draft.contactName}
          onChange={(e) => set('contactName', e.target.value)}
          error={errors.contactName}
        />
        <TextField
          id={fieldId('contactEmail')}
          label="HR or payroll email"
          hint="Give an email, a phone number, or both"
          type="email"
          maxLength={254}
          spellCheck={false}
          value={draft.contactEmail}
          onChange={(e) => set('contactEmail', e.target.value)}
          error={errors.contactEmail}
        />
        <TextField
          id={fieldId('contactPhone')}
          label="HR or payroll phone"
          hint="A US number, for example (555) 555-5555"
          type="tel"
          inputMode="tel"
          maxLength={phoneInputMaxLength()}
          value={draft.contactPhone}
          onChange={(e) => set('contactPhone', formatUsPhone(e.target.value))}
          error={errors.contactPhone}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={verify.isPending}>
            Ask my employer
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(undefined, { onSuccess: () => navigate(incomePage(uuid, 'income/review')) })
            }
          >
            Verify another way instead
          </button>
        </div>
        <FormAlert message={retry.isError ? userMessageFor(retry.error) : null} />
      </form>
      <SupportLine />
    </div>
  );
}
