import { UPLOAD_API_PATHS, type UploadPurpose, uploadViewSchema } from '@hearth/domain/identity-verification';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST {path}?purpose=: one file, multipart; the server reads its type from the bytes (decision 0134). */
export async function uploadFileTo(path: string, purpose: UploadPurpose, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return checkedByServer(
    import.meta.env.DEV && uploadViewSchema,
    await httpClient.post(path, form, { query: { purpose } }),
  );
}

/** The borrower's file for their application. */
export function uploadFile(uuid: string, purpose: UploadPurpose, file: File) {
  return uploadFileTo(UPLOAD_API_PATHS.uploads(uuid), purpose, file);
}
