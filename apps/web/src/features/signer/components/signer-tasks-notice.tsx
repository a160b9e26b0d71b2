import type { CoDeedApplication } from '@hearth/domain/additional-signers';
import { OpenTasksNotice } from '@/components/tasks/open-tasks-notice';
import { signerConditionsHref, useSignerSeesConditions } from '@/features/signer/signer-conditions';
import { useSignerConditions } from '@/features/signer/signer-conditions-api';

/**
 * On the signer's pages while the lender needs something from them (decision 0183): how many tasks and the way
 * to them; with the additional-signer-conditions flag off, only that the loan team will contact them. Nothing
 * before they join, while the list loads or fails, or when there is nothing to do.
 */
export function SignerTasksNotice({ app }: { app: CoDeedApplication }) {
  const sees = useSignerSeesConditions();
  const conditions = useSignerConditions(app.joinedAt ? app.uuid : '');
  const open = conditions.data?.filter((c) => c.actionNeeded).length ?? 0;
  if (open === 0) return null;
  if (!sees)
    return (
      <p className="notice tasks-notice">
        The lender needs something more from you for this application. Someone from the loan team will contact
        you about it.
      </p>
    );
  return <OpenTasksNotice count={open} href={signerConditionsHref()} />;
}
