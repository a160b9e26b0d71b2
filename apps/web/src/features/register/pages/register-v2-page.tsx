import { Navigate, useParams } from 'react-router';
import { OFFER_SEGMENT, OfferCodeLanding } from '@/features/register/components/offer-code-landing';
import { isRegisterV2Step, RegisterFlow } from '@/features/register/components/register-flow';
import { CHECK_ANSWERS } from '@/features/register/register-flow-steps';
import { registerPaths } from '@/features/register/register-paths';

/**
 * /account/heloc/register-v2/{step}: the splat names the step; the index is the property question.
 * `offer` and `offer/{code}` are the direct-mail landing, public under register-v2 like the steps.
 */
export function Component() {
  const segment = useParams()['*']?.replace(/\/+$/, '') ?? '';
  if (segment === OFFER_SEGMENT) return <OfferCodeLanding />;
  if (segment.startsWith(`${OFFER_SEGMENT}/`)) {
    return <OfferCodeLanding key={segment} code={segment.slice(OFFER_SEGMENT.length + 1)} />;
  }
  if (segment === '') return <RegisterFlow kind="v2" step="index" />;
  if (segment === CHECK_ANSWERS) return <RegisterFlow kind="v2" step={CHECK_ANSWERS} />;
  if (isRegisterV2Step(segment) && segment !== 'index') return <RegisterFlow kind="v2" step={segment} />;
  return <Navigate to={registerPaths.v2Step('index')} replace />;
}
