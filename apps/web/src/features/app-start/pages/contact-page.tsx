import { formatUsPhone } from '@hearth/domain/validation';
import { fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { EmailField } from '@/components/forms/email-field';
import { PhoneField } from '@/components/forms/phone-field';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { SupportLine } from '@/components/layout/support-line';
import { QuestionPage } from '@/components/question-page';
import { paths } from '@/config/paths';
import { useSummary } from '@/features/app-start/api/get-summary';
import { useSaveContact } from '@/features/app-start/api/save-contact';
import { type ContactDraft, validateContact } from '@/features/app-start/start-forms';
import { useStartForm } from '@/features/app-start/use-start-form';
import { useParams } from '@/lib/routing';

import '@/features/app-start/app-start.css';

const PAGE = 'start/contact';
const TITLE = 'How can we reach you?';

/** start/contact (decision 0121): the e-mail and mobile phone, with the register's rules, messages and format. */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const summary = useSummary(uuid);
  if (summary.isError) return <StartLoadError uuid={uuid} error={summary.error} />;
  if (!summary.data) return <StartLoading />;
  const { email, phoneNumber } = summary.data.applicant;
  return <ContactForm uuid={uuid} initial={{ email, phoneNumber: formatUsPhone(phoneNumber) }} />;
}

function ContactForm({ uuid, initial }: { uuid: string; initial: ContactDraft }) {
  const { draft, setDraft, errors, attempt, stopped, submit, busy } = useStartForm({
    uuid,
    page: PAGE,
    initial,
    toBody: (d: ContactDraft) => ({ email: d.email.trim(), phoneNumber: d.phoneNumber }),
    validate: validateContact,
    save: useSaveContact(uuid),
  });

  return (
    <div className="app-page">
      <QuestionPage
        title={TITLE}
        lead={
          <p className="question__lead">
            We send updates about your application and your documents to this email, and call or text this
            number only about your application.
          </p>
        }
        backHref={paths.heloc.appStart.summary.getHref(uuid)}
        errors={errors}
        attempt={attempt}
        onSubmit={submit}
        busy={busy}
        notice={<FormAlert message={stopped} />}
      >
        <EmailField
          id={fieldId('email')}
          value={draft.email}
          onChange={(email) => setDraft((d) => ({ ...d, email }))}
          error={errors.email}
        />
        <PhoneField
          id={fieldId('phoneNumber')}
          value={draft.phoneNumber}
          onChange={(phoneNumber) => setDraft((d) => ({ ...d, phoneNumber }))}
          error={errors.phoneNumber}
        />
      </QuestionPage>
      <p className="start-next">
        Next, we show you everything on one page to check before you agree to your disclosures.
      </p>
      <SupportLine />
    </div>
  );
}
