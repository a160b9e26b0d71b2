import { SignerApplication, signerHref, usePageTitle } from '@/features/signer/signer-page';
import { Navigate } from '@/lib/routing';

/** heloc-signer/resume: the co-deed status call decides the signer's page (identity, documents, sign, cancelled). */
export function Component() {
  usePageTitle('Finding your next step');
  return <SignerApplication>{(app) => <Navigate to={signerHref(app.next)} replace />}</SignerApplication>;
}
