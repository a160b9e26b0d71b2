import type { CoDeedApplication } from '@hearth/domain/additional-signers';
import { PageLoading } from '@/components/page-loading';
import { UploadDocumentForm } from '@/components/tasks/upload-document-form';
import { SignerConditionsArea } from '@/features/signer/pages/conditions-page';
import { signerConditionsHref } from '@/features/signer/signer-conditions';
import { useSignerAttachDocument, useSignerConditions } from '@/features/signer/signer-conditions-api';
import { Navigate, useSearchParams } from '@/lib/routing';

/**
 * heloc-signer/conditions/upload-document?condition= (decision 0183): one document for one of the signer's upload
 * tasks, through the same checks and messages as the borrower's, then back to their task list. A task that is not
 * theirs, not open or not an upload goes back to the list.
 */
export function Component() {
  return <SignerConditionsArea>{(app) => <SignerUpload app={app} />}</SignerConditionsArea>;
}

function SignerUpload({ app }: { app: CoDeedApplication }) {
  const conditionId = useSearchParams()[0].get('condition') ?? '';
  const conditions = useSignerConditions(app.uuid);
  const attach = useSignerAttachDocument(app.uuid, conditionId);
  const back = signerConditionsHref();
  if (conditions.isPending) return <PageLoading />;
  const condition = conditions.data?.find((c) => c.uuid === conditionId);
  if (condition?.status !== 'OPEN' || condition.task.type !== 'upload') return <Navigate to={back} replace />;
  return (
    <UploadDocumentForm
      condition={condition}
      back={back}
      attach={attach}
      noteLabel="Note from the loan team"
    />
  );
}
