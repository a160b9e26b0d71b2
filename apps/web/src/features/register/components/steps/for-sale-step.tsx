import type { YesNo } from '@hearth/domain/enum-values';
import { RadioGroup } from '@/components/choice-fields';
import { QuestionPage } from '@/features/register/components/question-page';
import type { StepPageProps } from '@/features/register/register-flow-context';
import { STEP_TITLES } from '@/features/register/register-steps';
import { validateForSale } from '@/features/register/register-validation';
import { useStepForm } from '@/features/register/use-step-form';

const YES_NO_OPTIONS = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const;

/** Some partners ask about the last N months instead of today (spec section 5). */
export function forSaleQuestion(lookbackMonths: number | undefined): string {
  return lookbackMonths
    ? `Has the property been listed for sale in the last ${lookbackMonths} months?`
    : STEP_TITLES['for-sale'];
}

/** Step 3: is the property listed for sale. */
export function ForSaleStep({ ctx, backHref, progress, onDone }: StepPageProps) {
  const { draft, update, errors, attempt, commit } = useStepForm();
  const title = forSaleQuestion(ctx.forSaleLookbackMonths);
  return (
    <QuestionPage
      title={title}
      backHref={backHref}
      progress={progress}
      errors={errors}
      attempt={attempt}
      onSubmit={() => commit(validateForSale) && onDone()}
    >
      <RadioGroup<YesNo>
        name="isListedForSale"
        legend={title}
        legendHidden
        options={YES_NO_OPTIONS}
        value={draft.isListedForSale}
        onChange={(isListedForSale) => update({ isListedForSale })}
        error={errors.isListedForSale}
        inline
      />
    </QuestionPage>
  );
}
