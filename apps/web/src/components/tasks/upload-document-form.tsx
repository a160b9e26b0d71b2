import type { ConditionView } from '@hearth/domain/conditions';
import { DOCUMENT_UPLOAD_MAX_BYTES, MB } from '@hearth/domain/file-size';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DocumentUploadField } from '@/components/document-upload-field';
import type { FieldErrors } from '@/components/error-summary';
import { fieldId } from '@/components/error-summary';
import { TaskPage, useTaskForm } from '@/components/tasks/task-page';
import { useNavigate } from '@/lib/routing';

const LABEL = 'Your document';

/**
 * One document for one upload task (decisions 0170, 0183), the borrower's or an additional signer's: the file is
 * checked here (chosen, size) and by the server (its bytes), uploaded and attached, then back to the task list.
 */
export function UploadDocumentForm({
  condition,
  back,
  attach,
  noteLabel,
}: {
  condition: ConditionView;
  back: string;
  attach: UseMutationResult<unknown, Error, File>;
  noteLabel: string;
}) {
  const navigate = useNavigate();
  const form = useTaskForm(condition.task.header);
  const [file, setFile] = useState<File | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (attach.isPending) return;
    const found: FieldErrors = {};
    if (!file) found.document = 'Choose a file to upload';
    else if (file.size > DOCUMENT_UPLOAD_MAX_BYTES)
      found.document = `The file is larger than ${DOCUMENT_UPLOAD_MAX_BYTES / MB} MB`;
    if (form.check(found) && file)
      attach.mutate(file, { onSuccess: () => navigate(back, { replace: true }) });
  };

  return (
    <TaskPage
      condition={condition}
      back={back}
      noteLabel={noteLabel}
      form={form}
      failure={attach.isError ? attach.error : null}
      next="We review your document, usually within one business day, and your task list shows when it is done. We keep your documents encrypted and use them only for this application."
    >
      <form onSubmit={onSubmit} noValidate>
        <DocumentUploadField
          id={fieldId('document')}
          label={LABEL}
          hint="Make sure every page is readable."
          error={form.errors.document}
          file={file}
          onChange={setFile}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={attach.isPending}>
            {attach.isPending ? 'Uploading…' : 'Upload and send for review'}
          </button>
        </div>
      </form>
    </TaskPage>
  );
}
