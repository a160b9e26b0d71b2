import { UPLOAD_API_PATHS, type UploadPurpose, uploadViewSchema } from '@hearth/domain/identity-verification';
import { httpClient } from '@/lib/http-client';

/** POST .../uploads?purpose=: one file, multipart; the server reads its type from the bytes (decision 0134). */
export async function uploadFile(uuid: string, purpose: UploadPurpose, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadViewSchema.parse(
    await httpClient.post(UPLOAD_API_PATHS.uploads(uuid), form, { query: { purpose } }),
  );
}
