import { AddressFields } from '@/components/address-fields';
import { RadioGroup } from '@/components/choice-fields';
import { FormAlert } from '@/components/form-alert';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { SupportLine } from '@/components/layout/support-line';
import { QuestionPage } from '@/components/question-page';
import { paths } from '@/config/paths';
import { useSummary } from '@/features/app-start/api/get-summary';
import { useSaveProfile } from '@/features/app-start/api/save-profile';
import {
  type ProfileDraft,
  profileBody,
  profileDraftOf,
  validateProfile,
} from '@/features/app-start/start-forms';
import { useStartForm } from '@/features/app-start/use-start-form';
import { useParams } from '@/lib/routing';
import '@/features/app-start/app-start.css';

const PAGE = 'start/profile';
const YES_NO = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const;

/** start/profile (decision 0121): where the borrower lives, when that is not the property. */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const summary = useSummary(uuid);
  if (summary.isError) return <StartLoadError uuid={uuid} error={summary.error} />;
  if (!summary.data) return <StartLoading />;
  return <ProfileForm uuid={uuid} initial={profileDraftOf(summary.data)} summary={summary.data} />;
}

function ProfileForm({
  uuid,
  initial,
  summary,
}: {
  uuid: string;
  initial: ProfileDraft;
  summary: NonNullable<ReturnType<typeof useSummary>['data']>;
}) {
  const { draft, setDraft, errors, attempt, stopped, submit, busy } = useStartForm({
    uuid,
    page: PAGE,
    initial,
    toBody: profileBody,
    validate: validateProfile,
    save: useSaveProfile(uuid),
    // The server's rule for a property that is not the home shows on the field it is about.
    rejectedField: 'homeAddress.street1',
  });
  const { property } = summary;
  const livesThere = property.occupancyType === 'HOME';
  const propertyLine = [
    property.street1,
    property.street2,
    property.city,
    `${property.state} ${property.zip}`,
  ]
    .filter(Boolean)
    .join(', ');
  const title = livesThere ? 'Do you live at the property?' : 'What is your home address?';

  return (
    <div className="app-page">
      <QuestionPage
        title={title}
        lead={
          <p className="question__lead">
            {livesThere
              ? `The property: ${propertyLine}. If you live somewhere else, tell us where, so we send your documents to the right place.`
              : `${propertyLine} is a second home or investment property, so we need the address where you live.`}
          </p>
        }
        backHref={paths.heloc.appStart.summary.getHref(uuid)}
        errors={errors}
        attempt={attempt}
        onSubmit={submit}
        busy={busy}
        notice={<FormAlert message={stopped} />}
        fieldNames={{ sameAsProperty: title }}
      >
        {livesThere ? (
          <RadioGroup<'YES' | 'NO'>
            name="sameAsProperty"
            legend={title}
            legendHidden
            options={YES_NO}
            value={draft.sameAsProperty}
            onChange={(sameAsProperty) => setDraft((d) => ({ ...d, sameAsProperty }))}
            error={errors.sameAsProperty}
            inline
          />
        ) : null}
        {draft.sameAsProperty === 'NO' ? (
          <fieldset className="question__subsection">
            <legend className="choice-group__legend">Your home address</legend>
            <AddressFields
              name="homeAddress"
              value={draft.homeAddress}
              onChange={(homeAddress) => setDraft((d) => ({ ...d, homeAddress }))}
              errors={errors}
            />
          </fieldset>
        ) : null}
      </QuestionPage>
      <p className="start-next">
        Next, we show you everything on one page to check before you agree to your disclosures.
      </p>
      <SupportLine />
    </div>
  );
}
