import { REGISTER_V2_STEPS, type RegisterV2Step, type StepProgress } from './register-progress';

/**
 * The register progress indicator's labelled groups and the Contact Info skip (spec section 2, decision 0249). A
 * module of its own: the register-progress rules sit in every page's entry, these only on the register pages.
 */

function progressOf(index: number, total: number): StepProgress {
  return { index, total, percent: Math.round(((index + 1) / total) * 100) };
}

/**
 * The labelled groups of the progress indicator (spec section 2), and each step's own label within its group, in the
 * order of REGISTER_V2_STEPS ("Property Info:Address" is group and step; a one-step group has no step label).
 */
const STEP_LABELS = [
  'Property Info:Address',
  'Property Info:Address',
  'Property Info:Sale Status',
  'Income Info',
  'Personal Info:Name',
  'Personal Info:Birthdate',
  'Contact Info',
  'Login Info',
];
const labelOf = (step: RegisterV2Step) => (STEP_LABELS[REGISTER_V2_STEPS.indexOf(step)] ?? '').split(':');

export type RegisterStepGroup = { label: string; state: 'done' | 'current' | 'upcoming' };

/**
 * Where the borrower is among the steps they walk: "Step n of N", the percentage, the labelled groups (a group
 * none of whose steps is walked, such as Contact Info when it is skipped, is not shown) and the step's own label.
 */
export type RegisterStepProgress = StepProgress & { groups: RegisterStepGroup[]; stepLabel: string };

export function registerStepProgress(
  steps: readonly RegisterV2Step[],
  step: RegisterV2Step,
): RegisterStepProgress {
  const index = Math.max(0, steps.indexOf(step));
  const labels = [...new Set(steps.map((s) => labelOf(s)[0]))];
  const [group = '', own = group] = labelOf(step);
  const at = labels.indexOf(group);
  const state = (i: number) => (i < at ? 'done' : i === at ? 'current' : 'upcoming');
  return {
    ...progressOf(index, steps.length),
    groups: labels.map((label, i) => ({ label: label ?? '', state: state(i) })),
    stepLabel: own,
  };
}

/**
 * Contact Info is skipped when the borrower already has an e-mail and a phone (spec section 2): both came with the
 * entry link (an offer code, an affiliate or a referral, decision 0249) and read as an e-mail and a 10-digit US
 * mobile number not starting with 1. Checked without zod: it runs on the first register page.
 */
export function contactInfoKnown(input: {
  email: string;
  phoneNumber: string;
  prefilled: readonly string[];
}): boolean {
  const digits = input.phoneNumber.replace(/\D/g, '');
  return (
    input.prefilled.includes('email') &&
    input.prefilled.includes('phoneNumber') &&
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim()) &&
    digits.length === 10 &&
    digits[0] !== '1'
  );
}
