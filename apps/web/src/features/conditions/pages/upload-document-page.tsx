import { isOtherOwnersTask } from '@hearth/domain/conditions';
import { StartLoadError, StartLoading } from '@/components/layout/start-page-state';
import { UploadDocumentForm } from '@/components/tasks/upload-document-form';
import { useAttachConditionDocument, useConditions } from '@/features/conditions/api/conditions-api';
import { conditionsHref } from '@/features/conditions/conditions-paths';
import { Navigate, useParams, useSearchParams } from '@/lib/routing';

/**
 * conditions/upload-document?condition= (decision 0170): one document for one upload task, then back to the task
 * list. A task that is not open, not an upload, or another owner's, goes back to the list.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const conditionId = useSearchParams()[0].get('condition') ?? '';
  const conditions = useConditions(uuid);
  const attach = useAttachConditionDocument(uuid, conditionId);
  const back = conditionsHref(uuid);
  if (conditions.isError)
    return (
      <StartLoadError
        uuid={uuid}
        error={conditions.error}
        back={{ href: back, label: 'Back to your tasks' }}
      />
    );
  if (!conditions.data) return <StartLoading />;
  const condition = conditions.data.find((c) => c.uuid === conditionId);
  if (
    !condition ||
    isOtherOwnersTask(condition) ||
    condition.status !== 'OPEN' ||
    condition.task.type !== 'upload'
  )
    return <Navigate to={back} replace />;
  return (
    <UploadDocumentForm
      condition={condition}
      back={back}
      attach={attach}
      noteLabel="Note from your loan team"
    />
  );
}
