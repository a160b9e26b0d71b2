import { LIMITS } from '@hearth/domain/validation-rules';
import { Suspense, useState } from 'react';
import { Checkbox } from '@/components/choice-fields';
import { fieldId } from '@/components/error-summary';
import { SmartLink } from '@/components/smart-link';
import { TextField } from '@/components/text-field';
import { PasswordStrengthMeter } from '@/features/register/components/password-strength-meter';
import { QuestionPage } from '@/features/register/components/question-page';
import { getPassword, saveDraft, setPassword } from '@/features/register/register-answers';
import type { StepPageProps } from '@/features/register/register-flow-context';
import { STEP_TITLES } from '@/features/register/register-steps';
import { validatePassword } from '@/features/register/register-validation';
import { useStepForm } from '@/features/register/use-step-form';
import { useBrand } from '@/lib/brand/brand-context';
import { lazyPart } from '@/lib/lazy-part';

/** The E-SIGN sample and its code (decision 0210): a chunk of its own, fetched when the box is ticked. */
const RegistrationSample = lazyPart(() =>
  import('@/features/register/components/registration-sample').then((m) => m.RegistrationSample),
);

/** Step 8: password with confirmation and the four-segment meter, then the two required consents. */
export function SetPasswordStep({ ctx, backHref, progress, onDone }: StepPageProps) {
  const brand = useBrand();
  const { draft, update, errors, attempt, fail } = useStepForm();
  const [password, setPasswordDraft] = useState(getPassword);
  const [confirmPassword, setConfirmPassword] = useState(getPassword);
  const meterId = fieldId('password-strength');

  const onSubmit = () => {
    const found = validatePassword(
      {
        password,
        confirmPassword,
        termPrivacyConsent: draft.termPrivacyConsent,
        communicationConsent: draft.communicationConsent,
        eSignSampleCode: draft.eSignSampleCode,
      },
      { authenticated: ctx.loggedIn },
    );
    if (Object.keys(found).length > 0) {
      fail(found);
      return;
    }
    setPassword(password);
    saveDraft(draft);
    onDone();
  };

  return (
    <QuestionPage
      title={STEP_TITLES['set-password']}
      lead={
        <p className="question__lead">
          At least 12 characters with an uppercase letter, a lowercase letter, a number and one of
          !@#$%^&amp;*.
        </p>
      }
      backHref={backHref}
      progress={progress}
      errors={errors}
      attempt={attempt}
      onSubmit={onSubmit}
    >
      <TextField
        id={fieldId('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMaxLength}
        value={password}
        onChange={(e) => setPasswordDraft(e.target.value)}
        error={errors.password}
      />
      <PasswordStrengthMeter password={password} id={meterId} />
      <TextField
        id={fieldId('confirmPassword')}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMaxLength}
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
        error={errors.confirmPassword}
      />
      {ctx.loggedIn ? null : (
        <fieldset className="question__subsection">
          <legend className="choice-group__legend">Agreements</legend>
          <Checkbox
            name="termPrivacyConsent"
            label={
              <>
                I agree to the <SmartLink to={brand.termsUrl}>{brand.termsLabel}</SmartLink> and the{' '}
                <SmartLink to={brand.privacyUrl}>Privacy Policy</SmartLink>.
              </>
            }
            checked={draft.termPrivacyConsent}
            onChange={(termPrivacyConsent) => update({ termPrivacyConsent })}
            error={errors.termPrivacyConsent}
          />
          <Checkbox
            name="communicationConsent"
            label={
              <>
                I agree to receive <SmartLink to="/communications">communications electronically</SmartLink>.
              </>
            }
            checked={draft.communicationConsent}
            onChange={(communicationConsent) => update({ communicationConsent })}
            error={errors.communicationConsent}
          />
          {draft.communicationConsent ? (
            <Suspense fallback={null}>
              <RegistrationSample
                orgCode={ctx.orgCode}
                code={draft.eSignSampleCode}
                onCode={(eSignSampleCode) => update({ eSignSampleCode })}
                error={errors.eSignSampleCode}
              />
            </Suspense>
          ) : null}
        </fieldset>
      )}
    </QuestionPage>
  );
}
