import { RegisterFlow } from '@/features/register/components/register-flow';
import { OfferCodeLandingPage, registerV2PageOf } from '@/features/register/register-pages';
import { registerPaths } from '@/features/register/register-paths';
import { Navigate, useParams } from '@/lib/routing';

/**
 * /account/heloc/register-v2/{step}: the splat names the step; the index is the property question.
 * `offer` and `offer/{code}` are the direct-mail landing, public under register-v2 like the steps.
 */
export function Component() {
  const splat = useParams()['*'];
  const page = registerV2PageOf(splat);
  switch (page.kind) {
    case 'offer':
      return page.code === undefined ? (
        <OfferCodeLandingPage />
      ) : (
        <OfferCodeLandingPage key={page.code} code={page.code} />
      );
    case 'check-answers':
      return <RegisterFlow kind="v2" step="check-answers" />;
    case 'step':
      return <RegisterFlow kind="v2" step={page.step} />;
    case 'unknown':
      return <Navigate to={registerPaths.v2Step('index')} replace />;
  }
}
