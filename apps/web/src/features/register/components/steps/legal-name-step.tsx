import { SUFFIX_OPTIONS_V2, type Suffix } from '@hearth/domain/enum-values';
import { LIMITS } from '@hearth/domain/validation-rules';
import { SelectField } from '@/components/choice-fields';
import { fieldId } from '@/components/error-summary';
import { TextField } from '@/components/text-field';
import { QuestionPage } from '@/features/register/components/question-page';
import type { StepPageProps } from '@/features/register/register-flow-context';
import { STEP_TITLES } from '@/features/register/register-steps';
import { validateName } from '@/features/register/register-validation';
import { useStepForm } from '@/features/register/use-step-form';

/** Step 5: the legal name as on a government ID, with the v2 suffix labels (N/A, Jr, Sr, I-V). */
export function LegalNameStep({ ctx, backHref, progress, onDone }: StepPageProps) {
  const { draft, update, errors, attempt, commit } = useStepForm();
  return (
    <QuestionPage
      title={STEP_TITLES['legal-name']}
      lead={
        <p className="question__lead">Enter your name exactly as it appears on your government-issued ID.</p>
      }
      backHref={backHref}
      progress={progress}
      errors={errors}
      attempt={attempt}
      onSubmit={() =>
        commit((answers) => validateName(answers, { allowDigitsInLastName: ctx.allowDigitsInLastName })) &&
        onDone()
      }
    >
      <TextField
        id={fieldId('firstName')}
        label="First name"
        autoComplete="given-name"
        maxLength={LIMITS.nameMaxLength}
        value={draft.firstName}
        onChange={(e) => update({ firstName: e.target.value })}
        error={errors.firstName}
      />
      <TextField
        id={fieldId('middleName')}
        label="Middle name (optional)"
        autoComplete="additional-name"
        maxLength={LIMITS.nameMaxLength}
        value={draft.middleName}
        onChange={(e) => update({ middleName: e.target.value })}
        error={errors.middleName}
      />
      <TextField
        id={fieldId('lastName')}
        label="Last name"
        autoComplete="family-name"
        maxLength={LIMITS.nameMaxLength}
        value={draft.lastName}
        onChange={(e) => update({ lastName: e.target.value })}
        error={errors.lastName}
      />
      <SelectField<Suffix>
        name="suffix"
        label="Suffix"
        options={SUFFIX_OPTIONS_V2}
        value={draft.suffix}
        onChange={(suffix) => update({ suffix })}
        error={errors.suffix}
      />
    </QuestionPage>
  );
}
