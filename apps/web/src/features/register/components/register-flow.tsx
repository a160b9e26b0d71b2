import { BASE_PATH } from '@hearth/domain/auth';
import { REGISTER_V2_STEPS, type RegisterV2Step, registerV2Redirect } from '@hearth/domain/register-progress';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { CheckAnswers } from '@/features/register/components/check-answers';
import { LoanOriginatorCard } from '@/features/register/components/loan-originator-card';
import { BirthdateStep } from '@/features/register/components/steps/birthdate-step';
import { ContactStep } from '@/features/register/components/steps/contact-step';
import { ForSaleStep } from '@/features/register/components/steps/for-sale-step';
import { HomeAddressStep } from '@/features/register/components/steps/home-address-step';
import { IncomeStep } from '@/features/register/components/steps/income-step';
import { LegalNameStep } from '@/features/register/components/steps/legal-name-step';
import { PropertyStep } from '@/features/register/components/steps/property-step';
import { SetPasswordStep } from '@/features/register/components/steps/set-password-step';
import type { StepPageProps } from '@/features/register/register-flow-context';
import {
  CHECK_ANSWERS,
  checkAnswersHref,
  type FlowKind,
  flowProgress,
  flowSteps,
  RETURN_PARAM,
  stepHref,
} from '@/features/register/register-flow-steps';
import '@/features/register/register.css';
import { useEntryResolution } from '@/features/register/use-entry-resolution';
import { useRegisterAnswers } from '@/features/register/use-register-answers';
import { useRegisterFlowContext } from '@/features/register/use-register-flow-context';

const STEP_PAGES: Record<RegisterV2Step, ComponentType<StepPageProps>> = {
  index: PropertyStep,
  'home-address': HomeAddressStep,
  'for-sale': ForSaleStep,
  'annual-income': IncomeStep,
  'legal-name': LegalNameStep,
  birthdate: BirthdateStep,
  'phone-and-email': ContactStep,
  'set-password': SetPasswordStep,
};

export function isRegisterV2Step(value: string): value is RegisterV2Step {
  return (REGISTER_V2_STEPS as readonly string[]).includes(value);
}

/**
 * One register journey (v2 or the older one) over the shared step pages: guards (redesign flag, no
 * property yet), Back and Continue targets, the progress bar and the final check-your-answers page.
 */
export function RegisterFlow({
  kind,
  step,
}: {
  kind: FlowKind;
  step: RegisterV2Step | typeof CHECK_ANSWERS;
}) {
  const ctx = useRegisterFlowContext();
  const answers = useRegisterAnswers();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const returnToCheck = params.get(RETURN_PARAM) === 'check';

  // Referral, offer-code, affiliate and UTM parameters arrive on the landing URL only; their lookups and
  // prefill finish before a step takes its draft of the answers.
  const entry = useEntryResolution({ referrerRequired: ctx.referrerRequired });
  if (!entry.ready) return <PageLoading />;

  const hasPropertyStreet = answers.property.street1.trim() !== '';
  if (kind === 'v2') {
    const redirect = registerV2Redirect({
      redesignEnabled: ctx.flags.redesign,
      step: step === CHECK_ANSWERS ? 'set-password' : step,
      hasPropertyStreet,
      search,
    });
    if (redirect) return <Navigate to={`${BASE_PATH}${redirect}`} replace />;
  } else if (step !== 'index' && !hasPropertyStreet) {
    return <Navigate to={stepHref('legacy', 'index')} replace />;
  }

  const steps = flowSteps(kind, { newAuth: ctx.flags.newAuth, loggedIn: ctx.loggedIn });
  if (ctx.loanOriginatorLoading) return <PageLoading />;
  const withOriginator = (page: ReactNode) => (
    <RegisterLayout
      aside={ctx.loanOriginator ? <LoanOriginatorCard originator={ctx.loanOriginator} /> : null}
    >
      {page}
    </RegisterLayout>
  );

  if (step === CHECK_ANSWERS) {
    const last = steps[steps.length - 1] ?? 'index';
    return withOriginator(
      <CheckAnswers kind={kind} ctx={ctx} answers={answers} steps={steps} backHref={stepHref(kind, last)} />,
    );
  }

  // A step outside this flow (e.g. set-password when signed in) sends the borrower on to the summary.
  const position = steps.indexOf(step);
  if (position === -1) return <Navigate to={checkAnswersHref(kind)} replace />;

  const previous = position > 0 ? steps[position - 1] : undefined;
  const next = steps[position + 1];
  const backHref = returnToCheck ? checkAnswersHref(kind) : previous ? stepHref(kind, previous) : undefined;
  const onDone = () => {
    navigate(returnToCheck || !next ? checkAnswersHref(kind) : stepHref(kind, next));
  };
  const Page = STEP_PAGES[step];
  return withOriginator(
    <Page
      key={`${kind}-${step}`}
      ctx={ctx}
      backHref={backHref}
      progress={flowProgress(kind, step, ctx.flags.newAuth)}
      onDone={onDone}
    />,
  );
}

/** The question beside the referring loan officer's card on wide screens, above it on phones. */
function RegisterLayout({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  if (!aside) return children;
  return (
    <div className="register-layout">
      <div className="register-layout__main">{children}</div>
      {aside}
    </div>
  );
}
