import { SUFFIX_OPTIONS_V2, type Suffix } from '@hearth/domain/enum-values';
import { SelectField } from '@/components/choice-fields';
import { LegalNameFields } from '@/components/forms/legal-name-fields';
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
      <LegalNameFields
        inputs={{
          firstName: { value: draft.firstName, onChange: (e) => update({ firstName: e.target.value }) },
          middleName: { value: draft.middleName, onChange: (e) => update({ middleName: e.target.value }) },
          lastName: { value: draft.lastName, onChange: (e) => update({ lastName: e.target.value }) },
        }}
        errors={errors}
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
