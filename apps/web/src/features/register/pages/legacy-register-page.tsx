import { LEGACY_STEP_PARAM } from '@hearth/domain/register-progress';
import { RegisterFlow } from '@/features/register/components/register-flow';
import { legacyRegisterPageOf } from '@/features/register/register-pages';
import { useSearchParams } from '@/lib/routing';

/** /account/heloc/register?step=...: the older flow over the same step pages; unknown steps start over. */
export function Component() {
  const [params] = useSearchParams();
  const page = legacyRegisterPageOf(params.get(LEGACY_STEP_PARAM));
  return <RegisterFlow kind="legacy" step={page.kind === 'step' ? page.step : 'check-answers'} />;
}
