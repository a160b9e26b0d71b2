import type { UploadPurpose } from '@hearth/domain/identity-verification';
import {
  INCOME_VERIFICATION_API_PATHS,
  type IncomeDocumentType,
  type IncomeVerificationView,
  incomeVerificationViewSchema,
} from '@hearth/domain/income-verification';
import { useMutation } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';
import { uploadFile } from '@/lib/upload-file';

/** Uploads each file, then POST .../income-verification/documents sends them for review together. */
export async function submitIncomeDocuments(
  uuid: string,
  type: IncomeDocumentType,
  purpose: UploadPurpose,
  files: File[],
): Promise<IncomeVerificationView> {
  const uploads = [];
  for (const file of files) uploads.push(await uploadFile(uuid, purpose, file));
  return checkedByServer(
    import.meta.env.DEV && incomeVerificationViewSchema,
    await httpClient.post(INCOME_VERIFICATION_API_PATHS.documents(uuid), {
      type,
      uploadIds: uploads.map((u) => u.id),
    }),
  );
}

export function useSubmitIncomeDocuments(uuid: string, type: IncomeDocumentType, purpose: UploadPurpose) {
  return useMutation({ mutationFn: (files: File[]) => submitIncomeDocuments(uuid, type, purpose, files) });
}
