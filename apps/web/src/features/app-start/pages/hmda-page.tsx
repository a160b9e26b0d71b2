import {
  HMDA_ETHNICITY_CHOICES,
  HMDA_NOTICE,
  HMDA_RACE_CHOICES,
  HMDA_SEX_CHOICES,
  type HmdaAnswersInput,
} from '@hearth/domain/hmda';
import type { FieldErrors } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { SupportLine } from '@/components/layout/support-line';
import { QuestionPage } from '@/components/question-page';
import { paths } from '@/config/paths';
import { useHmda, useSaveHmda } from '@/features/app-start/api/hmda';
import { HmdaQuestion, type HmdaWriteIn } from '@/features/app-start/components/hmda-question';
import {
  type HmdaDraft,
  hmdaBody,
  hmdaDraftOf,
  toggleChoice,
  toggleDeclined,
} from '@/features/app-start/hmda-draft';
import { validateHmda } from '@/features/app-start/start-forms';
import { useStartForm } from '@/features/app-start/use-start-form';
import { useBrand } from '@/lib/brand/brand-context';
import { useParams } from '@/lib/routing';
import '@/features/app-start/app-start.css';

const PAGE = 'start/hmda';
const TITLE = 'Tell us about yourself for government monitoring';

/** Regulation C appendix B's write-ins, each under the choice it describes. */
const ETHNICITY_WRITE_INS: readonly HmdaWriteIn[] = [
  {
    choice: 'OTHER_HISPANIC_OR_LATINO',
    field: 'otherHispanicOrLatino',
    label: 'Other Hispanic or Latino origin',
    hint: 'For example, Argentinean, Colombian, Dominican, Nicaraguan, Salvadoran, Spaniard',
  },
];
const RACE_WRITE_INS: readonly HmdaWriteIn[] = [
  {
    choice: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
    field: 'americanIndianTribe',
    label: 'Name of enrolled or principal tribe',
  },
  {
    choice: 'OTHER_ASIAN',
    field: 'otherAsian',
    label: 'Other Asian race',
    hint: 'For example, Hmong, Laotian, Thai, Pakistani, Cambodian',
  },
  {
    choice: 'OTHER_PACIFIC_ISLANDER',
    field: 'otherPacificIslander',
    label: 'Other Pacific Islander race',
    hint: 'For example, Fijian, Tongan',
  },
];

/** The three questions share their messages: the error summary names the question each is about. */
const QUESTION_NAMES: Readonly<Record<string, string>> = { ethnicity: 'Ethnicity', race: 'Race', sex: 'Sex' };

export function summaryErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const name = QUESTION_NAMES[field];
      return [field, name ? `${name}: ${message}` : message];
    }),
  );
}

/** start/hmda (decision 0122): the Regulation C demographic questions, kept apart from every decision. */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const saved = useHmda(uuid);
  if (saved.isError) return <StartLoadError uuid={uuid} error={saved.error} />;
  if (saved.data === undefined) return <StartLoading />;
  return <HmdaForm uuid={uuid} initial={hmdaDraftOf(saved.data)} />;
}

function HmdaForm({ uuid, initial }: { uuid: string; initial: HmdaDraft }) {
  const brand = useBrand();
  const { draft, setDraft, errors, attempt, stopped, submit, busy } = useStartForm({
    uuid,
    page: PAGE,
    initial,
    toBody: hmdaBody,
    validate: (_draft: HmdaDraft, body: HmdaAnswersInput) => validateHmda(body),
    save: useSaveHmda(uuid),
  });

  const writeIn = (question: 'ethnicity' | 'race') => (field: string, text: string) =>
    setDraft((d: HmdaDraft) => ({ ...d, [question]: { ...d[question], [field]: text } }));

  return (
    <div className="app-page">
      <QuestionPage
        title={TITLE}
        lead={
          <div className="question__lead hmda-page__lead">
            <p>
              {brand.companyName} is required by federal law to ask for this information. Your answers do not
              affect the decision on your application.
            </p>
            <p>{HMDA_NOTICE}</p>
          </div>
        }
        backHref={paths.heloc.appStart.summary.getHref(uuid)}
        errors={summaryErrors(errors)}
        attempt={attempt}
        onSubmit={submit}
        busy={busy}
        notice={<FormAlert message={stopped} />}
      >
        <HmdaQuestion
          name="ethnicity"
          legend="Ethnicity"
          hint="Select one or more."
          choices={HMDA_ETHNICITY_CHOICES}
          values={draft.ethnicity.values}
          declined={draft.ethnicity.declined}
          writeIns={ETHNICITY_WRITE_INS}
          writeInValues={draft.ethnicity}
          errors={errors}
          onToggle={(value, on) => setDraft((d) => toggleChoice(d, 'ethnicity', value, on))}
          onDecline={(on) => setDraft((d) => toggleDeclined(d, 'ethnicity', on))}
          onWriteIn={writeIn('ethnicity')}
        />
        <HmdaQuestion
          name="race"
          legend="Race"
          hint="Select one or more."
          choices={HMDA_RACE_CHOICES}
          values={draft.race.values}
          declined={draft.race.declined}
          writeIns={RACE_WRITE_INS}
          writeInValues={draft.race}
          errors={errors}
          onToggle={(value, on) => setDraft((d) => toggleChoice(d, 'race', value, on))}
          onDecline={(on) => setDraft((d) => toggleDeclined(d, 'race', on))}
          onWriteIn={writeIn('race')}
        />
        <HmdaQuestion
          name="sex"
          legend="Sex"
          hint="Select one or both."
          choices={HMDA_SEX_CHOICES}
          values={draft.sex.values}
          declined={draft.sex.declined}
          errors={errors}
          onToggle={(value, on) => setDraft((d) => toggleChoice(d, 'sex', value, on))}
          onDecline={(on) => setDraft((d) => toggleDeclined(d, 'sex', on))}
        />
      </QuestionPage>
      <p className="start-next">
        Next, we show you everything on one page to check before you agree to your disclosures.
      </p>
      <SupportLine />
    </div>
  );
}
