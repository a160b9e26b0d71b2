import { minimumAgeFor } from '@hearth/domain/validation';
import { fieldId } from '@/components/error-summary';
import { FieldError } from '@/components/field-error';
import { QuestionPage } from '@/features/register/components/question-page';
import type { RegisterAnswers } from '@/features/register/register-answers';
import type { StepPageProps } from '@/features/register/register-flow-context';
import { STEP_TITLES } from '@/features/register/register-steps';
import { validateBirthdate } from '@/features/register/register-validation';
import { useStepForm } from '@/features/register/use-step-form';

const PARTS = [
  { key: 'dobMonth', label: 'Month', width: 'date-input__item--2', autoComplete: 'bday-month', maxLength: 2 },
  { key: 'dobDay', label: 'Day', width: 'date-input__item--2', autoComplete: 'bday-day', maxLength: 2 },
  { key: 'dobYear', label: 'Year', width: 'date-input__item--4', autoComplete: 'bday-year', maxLength: 4 },
] as const;

/** Step 6: date of birth as three inputs (GOV.UK date input); the minimum age follows the property state. */
export function BirthdateStep({ ctx, backHref, progress, onDone }: StepPageProps) {
  const { draft, update, errors, attempt, commit } = useStepForm();
  const error = errors.dobMonth;
  const minimumAge = minimumAgeFor({ state: draft.property.state, ageRestricted: ctx.flags.ageRestricted });
  const hintId = `${fieldId('dob')}-hint`;
  const errorId = `${fieldId('dob')}-error`;
  return (
    <QuestionPage
      title={STEP_TITLES.birthdate}
      backHref={backHref}
      progress={progress}
      errors={errors}
      attempt={attempt}
      onSubmit={() =>
        commit((answers) =>
          validateBirthdate(answers, { ageRestricted: ctx.flags.ageRestricted, now: ctx.now() }),
        ) && onDone()
      }
    >
      <p id={hintId} className="field__hint">
        For example, 04 12 1980. You must be at least {minimumAge} years old to apply.
      </p>
      <FieldError id={errorId} message={error} />
      <div className="date-input">
        {PARTS.map((part) => (
          <div key={part.key} className={`date-input__item ${part.width}`}>
            <label className="field__label" htmlFor={fieldId(part.key)}>
              {part.label}
            </label>
            <input
              id={fieldId(part.key)}
              className="field__input"
              inputMode="numeric"
              autoComplete={part.autoComplete}
              maxLength={part.maxLength}
              value={draft[part.key as keyof Pick<RegisterAnswers, 'dobMonth' | 'dobDay' | 'dobYear'>]}
              onChange={(e) => update({ [part.key]: e.target.value.replace(/\D/g, '') })}
              aria-invalid={error ? true : undefined}
              aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            />
          </div>
        ))}
      </div>
    </QuestionPage>
  );
}
