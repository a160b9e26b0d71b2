import { OCCUPANCY_TYPE_LABELS, OCCUPANCY_TYPES, type OccupancyType } from '@hearth/domain/enum-values';
import { Suspense, useState } from 'react';
import { AddressFields } from '@/components/address-fields';
import { RadioGroup } from '@/components/choice-fields';
import { AddressTypeahead } from '@/features/register/components/address-typeahead';
import { QuestionPage } from '@/features/register/components/question-page';
import { loadPropertyChecks } from '@/features/register/load-property-checks';
import { loadRegisterValidation } from '@/features/register/load-register-validation';
import { emptyAddress, readAnswers } from '@/features/register/register-answers';
import type { StepPageProps } from '@/features/register/register-flow-context';
import { registerPaths } from '@/features/register/register-paths';
import { STEP_TITLES } from '@/features/register/register-steps';
import type { PropertyCheck } from '@/features/register/submit/property-checks';
import { useRegisterAnswers } from '@/features/register/use-register-answers';
import { useStepForm } from '@/features/register/use-step-form';
import { lazyPart } from '@/lib/lazy-part';
import { useOnFirstInteraction } from '@/lib/on-first-interaction';
import { useNavigate } from '@/lib/routing';

// Not needed to show the question: loaded when the borrower reaches them (ARCHITECTURE.md section 7). The
// manual address fields stay: they are part of the question and must appear the moment they are asked for.
const EntryNotices = lazyPart(() =>
  import('@/features/register/components/entry-notices').then((m) => m.EntryNotices),
);
const RegionalModals = lazyPart(() =>
  import('@/features/register/components/regional-modals').then((m) => m.RegionalModals),
);
const DisasterZipWarning = lazyPart(() =>
  import('@/features/register/components/regional-modals').then((m) => m.DisasterZipWarning),
);

const MANUAL_ADDRESS_FIELDS = ['street1', 'street2', 'city', 'state', 'zip'].map((f) => `property.${f}`);

const OCCUPANCY_OPTIONS = OCCUPANCY_TYPES.map((value) => ({ value, label: OCCUPANCY_TYPE_LABELS[value] }));

/** The step rules and Continue's checks beyond them, fetched together. */
const loadContinueChecks = () => Promise.all([loadRegisterValidation(), loadPropertyChecks()]);

/** Step 1: the property (address lookup with a manual fallback) and how the borrower occupies it. */
export function PropertyStep({ ctx, backHref, progress, onDone }: StepPageProps) {
  const navigate = useNavigate();
  const { draft, update, errors, attempt, commit, clearErrors } = useStepForm();
  const [blocked, setBlocked] = useState<PropertyCheck | null>(null);
  const [disasterWarning, setDisasterWarning] = useState(false);
  const [checking, setChecking] = useState(false);
  const { entry } = useRegisterAnswers();

  // The rules load at the borrower's first interaction (decisions 0097, 0198); Continue waits for them if need be.
  useOnFirstInteraction(loadContinueChecks);

  const onSubmit = async () => {
    const [{ validateProperty }, [{ checkProperty }, { getZipEligibility }]] = await loadContinueChecks();
    if (!commit((answers) => validateProperty(answers, { regulatorReview: ctx.flags.regulatorReview })))
      return;
    const check = checkProperty({
      propertyState: draft.property.state.toUpperCase(),
      regulatorReview: ctx.flags.regulatorReview,
      nyModal: ctx.flags.nyModal,
      siteIsNewYork: ctx.siteIsNewYork,
      referrerRequired: ctx.referrerRequired,
      referrerId: readAnswers().entry.referrerId,
      loanOriginator: ctx.loanOriginator,
    });
    if (check.kind === 'not-accepting-apps') {
      navigate(registerPaths.notAcceptingApps);
      return;
    }
    if (check.kind !== 'ok') {
      setBlocked(check);
      return;
    }
    if (ctx.flags.disasterZips) {
      setChecking(true);
      const zip = await getZipEligibility(draft.property.zip.trim(), ctx.orgCode).catch(() => null);
      setChecking(false);
      if (zip?.disasterZip) {
        setDisasterWarning(true);
        return;
      }
    }
    onDone();
  };

  return (
    <>
      <QuestionPage
        title={STEP_TITLES.index}
        // What happens next (issue 21 item 16), as every later page says it.
        lead={
          <p className="question__lead">
            A few questions about your home, your income and you, then you see the lines of credit you qualify
            for. Checking takes a soft credit check, which does not affect your credit score.
          </p>
        }
        backHref={backHref}
        progress={progress}
        errors={errors}
        attempt={attempt}
        busy={checking}
        // No boundary of its own: the page waits for the notices rather than shifting when they arrive.
        notice={entry.notices?.length ? <EntryNotices notices={entry.notices} /> : null}
        onSubmit={() => void onSubmit()}
      >
        {draft.propertyManual ? (
          <>
            <AddressFields
              name="property"
              value={draft.property}
              onChange={(property) => update({ property })}
              errors={errors}
            />
            <button
              type="button"
              className="link-button"
              onClick={() => {
                update({ propertyManual: false, property: emptyAddress(), propertySearch: '' });
                clearErrors(MANUAL_ADDRESS_FIELDS);
              }}
            >
              Search for the address instead
            </button>
          </>
        ) : (
          <>
            <AddressTypeahead
              name="propertySearch"
              label="Property address"
              hint="Start typing the street address, then choose it from the list."
              text={draft.propertySearch}
              onTextChange={(propertySearch) => update({ propertySearch, property: emptyAddress() })}
              onSelect={(s) =>
                update({
                  propertySearch: s.fullAddress,
                  property: {
                    street1: s.street1,
                    street2: s.street2,
                    city: s.city,
                    state: s.state,
                    zip: s.zip,
                  },
                })
              }
              error={errors.propertySearch}
            />
            <button
              type="button"
              className="link-button"
              onClick={() => {
                update({ propertyManual: true, property: { ...emptyAddress(), ...draft.property } });
                // The search's message is about a field that is no longer on the page (issue 8).
                clearErrors(['propertySearch']);
              }}
            >
              I can't find my address, enter it manually
            </button>
          </>
        )}
        <RadioGroup<OccupancyType>
          name="occupancyType"
          legend="How do you use this property?"
          options={OCCUPANCY_OPTIONS}
          value={draft.occupancyType}
          onChange={(occupancyType) => update({ occupancyType })}
          error={errors.occupancyType}
        />
      </QuestionPage>
      {blocked ? (
        <Suspense fallback={null}>
          <RegionalModals
            check={blocked}
            onClose={() => setBlocked(null)}
            links={ctx.regionalLinks}
            loanOriginator={ctx.loanOriginator}
          />
        </Suspense>
      ) : null}
      {disasterWarning ? (
        <Suspense fallback={null}>
          <DisasterZipWarning onContinue={onDone} onClose={() => setDisasterWarning(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
