import { LEGACY_STEP_PARAM, parseLegacyStep } from '@hearth/domain/register-progress';
import { useSearchParams } from 'react-router';
import { RegisterFlow } from '@/features/register/components/register-flow';
import { CHECK_ANSWERS } from '@/features/register/register-flow-steps';
import { LEGACY_TO_V2 } from '@/features/register/register-steps';

/** /account/heloc/register?step=...: the older flow over the same step pages; unknown steps start over. */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get(LEGACY_STEP_PARAM);
  if (raw === CHECK_ANSWERS) return <RegisterFlow kind="legacy" step={CHECK_ANSWERS} />;
  return <RegisterFlow kind="legacy" step={LEGACY_TO_V2[parseLegacyStep(raw)]} />;
}
