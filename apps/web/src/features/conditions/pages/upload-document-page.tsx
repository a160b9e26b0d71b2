import type { ConditionView } from '@hearth/domain/conditions';
import { DOCUMENT_UPLOAD_MAX_BYTES, MB } from '@hearth/domain/file-size';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorSummary, type FieldErrors, fieldId } from '@/components/error-summary';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { StartLoadError, StartLoading } from '@/features/app-start/components/start-page-state';
import { SupportLine } from '@/features/app-start/components/support-line';
import { useAttachConditionDocument, useConditions } from '@/features/conditions/api/conditions-api';
import { conditionsHref } from '@/features/conditions/conditions-paths';
import { userMessageFor } from '@/lib/http-client';
import '@/features/application/after-offer.css';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const LABEL = 'Your document';

/**
 * conditions/upload-document?condition= (decision 0170): one document for one upload task, then back to the task
 * list. A task that is not open, or not an upload, goes back to the list.
 */
export function Component() {
  const uuid = useParams().uuid ?? '';
  const conditionId = useSearchParams()[0].get('condition') ?? '';
  const conditions = useConditions(uuid);
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
  if (condition?.status !== 'OPEN' || condition.task.type !== 'upload') return <Navigate to={back} replace />;
  return <UploadForm uuid={uuid} condition={condition} back={back} />;
}

function UploadForm({ uuid, condition, back }: { uuid: string; condition: ConditionView; back: string }) {
  const title = condition.task.header;
  const attach = useAttachConditionDocument(uuid, condition.uuid);
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.title = Object.keys(errors).length > 0 ? `Error: ${title}` : title;
  }, [title, errors]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (attach.isPending) return;
    const found: FieldErrors = {};
    if (!file) found.document = 'Choose a file to upload';
    else if (file.size > DOCUMENT_UPLOAD_MAX_BYTES)
      found.document = `The file is larger than ${DOCUMENT_UPLOAD_MAX_BYTES / MB} MB`;
    setErrors(found);
    setAttempt((n) => n + 1);
    if (file && Object.keys(found).length === 0)
      attach.mutate(file, { onSuccess: () => navigate(back, { replace: true }) });
  };

  return (
    <div className="app-page after-offer">
      <Link className="back-link" to={back}>
        Back
      </Link>
      <ErrorSummary errors={errors} attempt={attempt} />
      <h1>{title}</h1>
      <p className="question__lead">{condition.task.description}</p>
      {condition.commentsToBorrower ? (
        <p>
          <strong>Note from your loan team:</strong> {condition.commentsToBorrower}
        </p>
      ) : null}
      <FormAlert message={attach.isError ? userMessageFor(attach.error) : null} />
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id={fieldId('document')}
          label={LABEL}
          hint={`A PDF, or a JPEG or PNG photo, up to ${DOCUMENT_UPLOAD_MAX_BYTES / MB} MB. Make sure every page is readable.`}
          type="file"
          accept={ACCEPT}
          error={errors.document}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={attach.isPending}>
            {attach.isPending ? 'Uploading…' : 'Upload and send for review'}
          </button>
        </div>
      </form>
      <h2>What happens next</h2>
      <p>
        We review your document, usually within one business day, and your task list shows when it is done. We
        keep your documents encrypted and use them only for this application.
      </p>
      <SupportLine />
    </div>
  );
}
