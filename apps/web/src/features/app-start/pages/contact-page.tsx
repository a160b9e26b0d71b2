import { formatUsPhone, LIMITS, phoneInputMaxLength } from '@hearth/domain/validation';
import { useParams } from 'react-router';
import { fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { SupportLine } from '@/components/layout/support-line';
import { QuestionPage } from '@/components/question-page';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useSummary } from '@/features/app-start/api/get-summary';
import { useSaveContact } from '@/features/app-start/api/save-contact';
import { type ContactDraft, validateContact } from '@/features/app-start/start-forms';
import { useStartForm } from '@/features/app-start/use-start-form';

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
        <TextField
          id={fieldId('email')}
          label="Email address"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.emailMaxLength}
          inputMode="email"
          spellCheck={false}
          value={draft.email}
          onChange={(e) => setDraft((d) => ({ ...d, email: e.target.value }))}
          error={errors.email}
        />
        <TextField
          id={fieldId('phoneNumber')}
          label="Mobile phone number"
          hint="A US number, for example (555) 555-5555"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={phoneInputMaxLength()}
          value={draft.phoneNumber}
          onChange={(e) => setDraft((d) => ({ ...d, phoneNumber: formatUsPhone(e.target.value) }))}
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
