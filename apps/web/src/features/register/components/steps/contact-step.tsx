import { formatUsPhone, LIMITS, phoneInputMaxLength } from '@hearth/domain/validation';
import { Checkbox } from '@/components/choice-fields';
import { fieldId } from '@/components/error-summary';
import { TextField } from '@/components/text-field';
import { QuestionPage } from '@/features/register/components/question-page';
import type { StepPageProps } from '@/features/register/register-flow-context';
import { STEP_TITLES } from '@/features/register/register-steps';
import { validateContact } from '@/features/register/register-validation';
import { useStepForm } from '@/features/register/use-step-form';

/** Step 7: e-mail and mobile phone, plus the optional SMS consents. */
export function ContactStep({ ctx, backHref, progress, onDone }: StepPageProps) {
  const { draft, update, errors, attempt, commit } = useStepForm();
  return (
    <QuestionPage
      title={STEP_TITLES['phone-and-email']}
      backHref={backHref}
      progress={progress}
      errors={errors}
      attempt={attempt}
      onSubmit={() => commit(validateContact) && onDone()}
    >
      <TextField
        id={fieldId('email')}
        label="Email address"
        type="email"
        autoComplete="email"
        maxLength={LIMITS.emailMaxLength}
        inputMode="email"
        spellCheck={false}
        value={draft.email}
        onChange={(e) => update({ email: e.target.value })}
        error={errors.email}
      />
      <TextField
        id={fieldId('phoneNumber')}
        label="Mobile phone number"
        hint="A US number, for example (555) 555-5555"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={phoneInputMaxLength()}
        value={draft.phoneNumber}
        onChange={(e) => update({ phoneNumber: formatUsPhone(e.target.value) })}
        error={errors.phoneNumber}
      />
      <fieldset className="question__subsection">
        <legend className="choice-group__legend">Text messages (optional)</legend>
        <Checkbox
          name="smsMarketingConsent"
          label="Send me offers and news by text message. Message and data rates may apply; reply STOP to opt out."
          checked={draft.smsMarketingConsent}
          onChange={(smsMarketingConsent) => update({ smsMarketingConsent })}
        />
        {ctx.flags.smsTransactional ? (
          <Checkbox
            name="smsTransactionalConsent"
            label="Send me updates about my application by text message."
            checked={draft.smsTransactionalConsent}
            onChange={(smsTransactionalConsent) => update({ smsTransactionalConsent })}
          />
        ) : null}
      </fieldset>
    </QuestionPage>
  );
}
