import { phoneSchema } from '@hearth/domain/validation';
import { useState } from 'react';
import { type FieldErrors, fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { PhoneField } from '@/components/forms/phone-field';
import { SupportLine } from '@/components/layout/support-line';
import { QuestionPage } from '@/components/question-page';
import { useSaveConditionPhone } from '@/features/conditions/api/conditions-api';
import { conditionsHref } from '@/features/conditions/conditions-paths';
import { FetchError, isSessionExpiredError, userMessageFor } from '@/lib/http-client';
import { useNavigate, useParams } from '@/lib/routing';

const TITLE = 'What is your mobile phone number?';

/**
 * conditions/phone-number (decision 0170): the mobile phone with the register's rules, messages and format; saving
 * it clears the phone task, then the borrower is back on the task list.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const back = conditionsHref(uuid);
  const save = useSaveConditionPhone(uuid);
  const navigate = useNavigate();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [stopped, setStopped] = useState<string | null>(null);

  const fail = (found: FieldErrors) => {
    setErrors(found);
    setAttempt((n) => n + 1);
  };

  const submit = async () => {
    if (save.isPending) return;
    const checked = phoneSchema.safeParse(phoneNumber);
    if (!checked.success) {
      fail({ phoneNumber: checked.error.issues[0]?.message ?? '' });
      return;
    }
    fail({});
    setStopped(null);
    try {
      await save.mutateAsync(checked.data);
      navigate(back);
    } catch (error) {
      if (isSessionExpiredError(error)) return;
      if (error instanceof FetchError && error.status === 400) fail({ phoneNumber: userMessageFor(error) });
      else setStopped(userMessageFor(error));
    }
  };

  return (
    <div className="app-page">
      <QuestionPage
        title={TITLE}
        lead={
          <p className="question__lead">
            We call or text this number only about your application, for example when a document needs your
            attention.
          </p>
        }
        backHref={back}
        errors={errors}
        attempt={attempt}
        onSubmit={submit}
        submitLabel="Save phone number"
        busy={save.isPending}
        notice={<FormAlert message={stopped} />}
      >
        <PhoneField
          id={fieldId('phoneNumber')}
          value={phoneNumber}
          onChange={setPhoneNumber}
          error={errors.phoneNumber}
        />
      </QuestionPage>
      <p className="start-next">Next, you go back to your task list, where this task shows as done.</p>
      <SupportLine />
    </div>
  );
}
