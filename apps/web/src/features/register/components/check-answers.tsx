import { softCreditWording } from '@hearth/domain/credit-authorization';
import { EMPLOYMENT_TYPE_LABELS, OCCUPANCY_TYPE_LABELS, SUFFIX_LABELS_V2 } from '@hearth/domain/enum-values';
import { formatMoney, toCents } from '@hearth/domain/money';
import type { RegisterV2Step } from '@hearth/domain/register-progress';
import { useEffect } from 'react';
import { FormAlert } from '@/components/form-alert';
import { ProcessingModal } from '@/components/processing-modal';
import { SubmitModals } from '@/features/register/components/submit-modals';
import { type AddressAnswer, getPassword, type RegisterAnswers } from '@/features/register/register-answers';
import type { RegisterFlowContext } from '@/features/register/register-flow-context';
import type { FlowKind } from '@/features/register/register-flow-steps';
import { stepHref } from '@/features/register/register-flow-steps';
import { parseMoneyAnswer } from '@/features/register/register-validation';
import { useSubmitRegistration } from '@/features/register/submit/use-submit-registration';
import { Link, useLocation } from '@/lib/routing';

function addressLine(a: AddressAnswer): string {
  return [a.street1, a.street2, a.city, `${a.state} ${a.zip}`.trim()].filter(Boolean).join(', ');
}

type Row = { key: string; label: string; value: string; step: RegisterV2Step };

export function summaryRows(answers: RegisterAnswers, steps: readonly RegisterV2Step[]): Row[] {
  const money = (value: string) => formatMoney(toCents(parseMoneyAnswer(value)));
  const rows: Row[] = [
    { key: 'property', label: 'Property address', value: addressLine(answers.property), step: 'index' },
    {
      key: 'occupancy',
      label: 'How you use the property',
      value: answers.occupancyType ? OCCUPANCY_TYPE_LABELS[answers.occupancyType] : '',
      step: 'index',
    },
    {
      key: 'home',
      label: 'Home address',
      value: answers.homeSameAsProperty === 'NO' ? addressLine(answers.home) : 'Same as the property',
      step: 'home-address',
    },
    {
      key: 'for-sale',
      label: 'Listed for sale',
      value: answers.isListedForSale === 'YES' ? 'Yes' : 'No',
      step: 'for-sale',
    },
    {
      key: 'employment',
      label: 'Employment',
      value: answers.employmentType ? EMPLOYMENT_TYPE_LABELS[answers.employmentType] : '',
      step: 'annual-income',
    },
    { key: 'income', label: 'Annual income', value: money(answers.income), step: 'annual-income' },
    { key: 'other-income', label: 'Other income', value: money(answers.otherIncome), step: 'annual-income' },
    {
      key: 'name',
      label: 'Legal name',
      value: [
        answers.firstName,
        answers.middleName,
        answers.lastName,
        answers.suffix ? SUFFIX_LABELS_V2[answers.suffix] : '',
      ]
        .filter(Boolean)
        .join(' '),
      step: 'legal-name',
    },
    {
      key: 'dob',
      label: 'Date of birth',
      value: `${answers.dobMonth.padStart(2, '0')}/${answers.dobDay.padStart(2, '0')}/${answers.dobYear}`,
      step: 'birthdate',
    },
    { key: 'email', label: 'Email', value: answers.email, step: 'phone-and-email' },
    { key: 'phone', label: 'Mobile phone', value: answers.phoneNumber, step: 'phone-and-email' },
    {
      key: 'password',
      label: 'Password',
      value: getPassword() ? 'Set' : 'Not set yet',
      step: 'set-password',
    },
    // The E-SIGN sample's code (decision 0210): without it, the documents come by mail.
    ...(answers.communicationConsent
      ? [
          {
            key: 'e-sign-code',
            label: 'Code from the sample document',
            value: answers.eSignSampleCode.trim() || 'Not entered: we will mail your documents',
            step: 'set-password' as const,
          },
        ]
      : []),
  ];
  return rows.filter((row) => steps.includes(row.step));
}

/** GOV.UK check-your-answers: every answer with a Change link, then one submit that cannot run twice. */
export function CheckAnswers({
  kind,
  ctx,
  answers,
  steps,
  backHref,
}: {
  kind: FlowKind;
  ctx: RegisterFlowContext;
  answers: RegisterAnswers;
  steps: readonly RegisterV2Step[];
  backHref: string;
}) {
  const { pathname, search } = useLocation();
  const { submit, busy, outcome, dismiss } = useSubmitRegistration(ctx);
  const passwordMissing = steps.includes('set-password') && !getPassword();

  useEffect(() => {
    document.title = 'Check your answers';
  }, []);

  return (
    <div className="question">
      <Link className="back-link" to={backHref}>
        Back
      </Link>
      <h1 className="question__title">Check your answers before you apply</h1>
      <FormAlert message={outcome?.kind === 'stay' ? outcome.message : null} />
      <dl className="summary-list">
        {summaryRows(answers, steps).map((row) => (
          <div className="summary-list__row" key={row.key}>
            <dt className="summary-list__key">{row.label}</dt>
            <dd className="summary-list__value">{row.value}</dd>
            <dd className="summary-list__actions">
              <Link to={stepHref(kind, row.step, true)}>
                Change<span className="visually-hidden"> {row.label.toLowerCase()}</span>
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      <h2>Now send your application</h2>
      {softCreditWording(answers.property.state, ctx.flags.nyFcra).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {passwordMissing ? (
        <p className="notice">
          For your security we do not keep your password when the page reloads.{' '}
          <Link to={stepHref(kind, 'set-password', true)}>Enter your password again</Link> before you submit.
        </p>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={busy || passwordMissing}
        onClick={() => void submit()}
      >
        Submit application
      </button>
      <ProcessingModal open={busy} />
      <SubmitModals
        outcome={outcome}
        onClose={dismiss}
        returnTo={`${pathname}${search}`}
        links={ctx.regionalLinks}
        loanOriginator={ctx.loanOriginator}
      />
    </div>
  );
}
