import { Checkbox } from '@/components/choice-fields';
import { fieldId } from '@/components/error-summary';
import { EmailField } from '@/components/forms/email-field';
import { PhoneField } from '@/components/forms/phone-field';
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
      <EmailField
        id={fieldId('email')}
        value={draft.email}
        onChange={(email) => update({ email })}
        error={errors.email}
      />
      <PhoneField
        id={fieldId('phoneNumber')}
        value={draft.phoneNumber}
        onChange={(phoneNumber) => update({ phoneNumber })}
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
