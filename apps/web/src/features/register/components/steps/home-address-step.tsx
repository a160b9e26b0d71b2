import type { YesNo } from '@hearth/domain/enum-values';
import { AddressFields } from '@/components/address-fields';
import { RadioGroup } from '@/components/choice-fields';
import { QuestionPage } from '@/features/register/components/question-page';
import type { StepPageProps } from '@/features/register/register-flow-context';
import { STEP_TITLES } from '@/features/register/register-steps';
import { validateHome } from '@/features/register/register-validation';
import { useStepForm } from '@/features/register/use-step-form';

const YES_NO_OPTIONS = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const;

/** Step 2: whether the borrower lives at the property, else where they live. */
export function HomeAddressStep({ backHref, progress, onDone }: StepPageProps) {
  const { draft, update, errors, attempt, commit } = useStepForm();
  const property = draft.property;
  return (
    <QuestionPage
      title={STEP_TITLES['home-address']}
      lead={
        <p className="question__lead">
          {[property.street1, property.city, `${property.state} ${property.zip}`].filter(Boolean).join(', ')}
        </p>
      }
      backHref={backHref}
      progress={progress}
      errors={errors}
      attempt={attempt}
      onSubmit={() => commit(validateHome) && onDone()}
    >
      <RadioGroup<YesNo>
        name="homeSameAsProperty"
        legend={STEP_TITLES['home-address']}
        legendHidden
        options={YES_NO_OPTIONS}
        value={draft.homeSameAsProperty}
        onChange={(homeSameAsProperty) => update({ homeSameAsProperty })}
        error={errors.homeSameAsProperty}
        inline
      />
      {draft.homeSameAsProperty === 'NO' ? (
        <fieldset className="question__subsection">
          <legend className="choice-group__legend">Your home address</legend>
          <AddressFields
            name="home"
            value={draft.home}
            onChange={(home) => update({ home })}
            errors={errors}
          />
        </fieldset>
      ) : null}
    </QuestionPage>
  );
}
