import {
  EMPLOYMENT_TYPE_LABELS,
  REGISTER_EMPLOYMENT_TYPES,
  type RegisterEmploymentType,
} from '@hearth/domain/enum-values';
import { formatMoney, toCents } from '@hearth/domain/money';
import { MESSAGES } from '@hearth/domain/validation-rules';
import { useState } from 'react';
import { Checkbox, RadioGroup } from '@/components/choice-fields';
import { fieldId } from '@/components/error-summary';
import { TextField } from '@/components/text-field';
import { QuestionPage } from '@/features/register/components/question-page';
import { saveDraft } from '@/features/register/register-answers';
import type { StepPageProps } from '@/features/register/register-flow-context';
import { STEP_TITLES } from '@/features/register/register-steps';
import {
  incomeNeedsConfirmation,
  parseMoneyAnswer,
  validateIncome,
} from '@/features/register/register-validation';
import { useStepForm } from '@/features/register/use-step-form';

// Separate maintenance payments are what the three register-only sources become on submit; not offered itself.
const EMPLOYMENT_OPTIONS = REGISTER_EMPLOYMENT_TYPES.filter((t) => t !== 'SEPARATE_MAINTENANCE_PAYMENTS').map(
  (value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }),
);

/** Which amounts the field takes (decision 0106): "$85,000", "85000" and "85,000.00" all work. */
const MONEY_HINT = 'Enter a whole dollar amount, such as $85,000';
/** "$9,999,999.99" with spaces to spare: longer text cannot be an income the form accepts. */
const MONEY_MAX_LENGTH = 20;

/**
 * Step 4: employment type, annual income and other income. An income under the confirmation threshold
 * shows a second question asking the borrower to confirm it is the annual pre-tax figure.
 */
export function IncomeStep({ backHref, progress, onDone }: StepPageProps) {
  const { draft, update, errors, attempt, commit, fail } = useStepForm();
  const [confirming, setConfirming] = useState(false);

  if (confirming) {
    const amount = formatMoney(toCents(parseMoneyAnswer(draft.income)));
    return (
      <QuestionPage
        title={`Is ${amount} your annual income before taxes?`}
        lead={<p className="question__lead">{MESSAGES.incomeConfirm}</p>}
        errors={errors}
        attempt={attempt}
        onSubmit={() => {
          if (!draft.incomeConfirmed) {
            fail({ incomeConfirmed: MESSAGES.incomeConfirm });
            return;
          }
          saveDraft(draft);
          onDone();
        }}
      >
        <Checkbox
          name="incomeConfirmed"
          label={`Yes, ${amount} is my annual pre-tax income`}
          checked={draft.incomeConfirmed}
          onChange={(incomeConfirmed) => update({ incomeConfirmed })}
          error={errors.incomeConfirmed}
        />
        <button type="button" className="link-button" onClick={() => setConfirming(false)}>
          No, change my income
        </button>
      </QuestionPage>
    );
  }

  return (
    <QuestionPage
      title={STEP_TITLES['annual-income']}
      backHref={backHref}
      progress={progress}
      errors={errors}
      attempt={attempt}
      onSubmit={() => {
        if (!commit(validateIncome)) return;
        if (incomeNeedsConfirmation(draft)) setConfirming(true);
        else onDone();
      }}
    >
      <RadioGroup<RegisterEmploymentType>
        name="employmentType"
        legend="What is your employment status?"
        options={EMPLOYMENT_OPTIONS}
        value={draft.employmentType}
        onChange={(employmentType) => update({ employmentType })}
        error={errors.employmentType}
      />
      <TextField
        id={fieldId('income')}
        label="Annual income before taxes"
        hint={MONEY_HINT}
        inputMode="decimal"
        autoComplete="off"
        maxLength={MONEY_MAX_LENGTH}
        value={draft.income}
        onChange={(e) => update({ income: e.target.value, incomeConfirmed: false })}
        error={errors.income}
      />
      <TextField
        id={fieldId('otherIncome')}
        label="Other annual income (optional)"
        hint={`Rental income, investments or pensions you want us to consider. ${MONEY_HINT}`}
        inputMode="decimal"
        autoComplete="off"
        maxLength={MONEY_MAX_LENGTH}
        value={draft.otherIncome}
        onChange={(e) => update({ otherIncome: e.target.value })}
        error={errors.otherIncome}
      />
    </QuestionPage>
  );
}
