import { QuestionPage as BaseQuestionPage, type QuestionPageProps } from '@/components/question-page';
import { FIELD_NAMES } from '@/features/register/register-steps';

/** The shared question page, with the register answers' field names for the error summary. */
export function QuestionPage(props: Omit<QuestionPageProps, 'fieldNames'>) {
  return <BaseQuestionPage {...props} fieldNames={FIELD_NAMES} />;
}
