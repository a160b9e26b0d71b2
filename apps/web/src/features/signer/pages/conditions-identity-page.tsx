import type { CoDeedApplication } from '@hearth/domain/additional-signers';
import type { ConditionView } from '@hearth/domain/conditions';
import { type FormEvent, useState } from 'react';
import { PageLoading } from '@/components/page-loading';
import { TaskPage, useTaskForm } from '@/components/tasks/task-page';
import {
  EMPTY_IDENTITY,
  SignerIdentityFields,
  signerIdentityErrors,
} from '@/features/signer/components/signer-identity-fields';
import { SignerConditionsArea } from '@/features/signer/pages/conditions-page';
import { signerConditionsHref } from '@/features/signer/signer-conditions';
import { useConfirmSignerIdentity, useSignerConditions } from '@/features/signer/signer-conditions-api';
import { Navigate, useNavigate, useSearchParams } from '@/lib/routing';

/**
 * heloc-signer/conditions/identity?condition= (decision 0183): the ID verification task. The signer gives their
 * name as on title and their date of birth again, checked as when they joined, and the answers go for review.
 */
export function Component() {
  return <SignerConditionsArea>{(app) => <IdentityTask app={app} />}</SignerConditionsArea>;
}

function IdentityTask({ app }: { app: CoDeedApplication }) {
  const conditionId = useSearchParams()[0].get('condition') ?? '';
  const conditions = useSignerConditions(app.uuid);
  if (conditions.isPending) return <PageLoading />;
  const condition = conditions.data?.find((c) => c.uuid === conditionId);
  if (condition?.status !== 'OPEN' || condition.categoryEnum !== 'ID_VERIFICATION_FAILURE')
    return <Navigate to={signerConditionsHref()} replace />;
  return <IdentityForm app={app} condition={condition} />;
}

function IdentityForm({ app, condition }: { app: CoDeedApplication; condition: ConditionView }) {
  const back = signerConditionsHref();
  const navigate = useNavigate();
  const confirm = useConfirmSignerIdentity(app.uuid, condition.uuid);
  const form = useTaskForm(condition.task.header);
  const [identity, setIdentity] = useState(EMPTY_IDENTITY);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    if (form.check(signerIdentityErrors(identity)))
      confirm.mutate(identity, { onSuccess: () => navigate(back, { replace: true }) });
  };
  return (
    <TaskPage
      condition={condition}
      back={back}
      noteLabel="Note from the loan team"
      form={form}
      failure={confirm.isError ? confirm.error : null}
      next="We check your answers, usually within one business day, and your task list shows when it is done. What you enter here replaces what you gave when you joined."
    >
      <form onSubmit={onSubmit} noValidate>
        <SignerIdentityFields
          ownerName={app.ownerName}
          values={identity}
          errors={form.errors}
          onChange={setIdentity}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={confirm.isPending}>
            {confirm.isPending ? 'Sending…' : 'Confirm and send for review'}
          </button>
        </div>
      </form>
    </TaskPage>
  );
}
