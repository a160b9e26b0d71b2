import {
  IDENTITY_VERIFICATION_API_PATHS,
  type IdentityVerificationView,
  identityVerificationViewSchema,
} from '@hearth/domain/identity-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationQueryKey } from '@/features/identity/api/get-verification';
import { checkedByServer, httpClient } from '@/lib/http-client';
import { uploadFile } from '@/lib/upload-file';

/** Uploads the ID front and the selfie, then POST .../identity-verification/documents with both. */
export async function submitIdDocuments(
  uuid: string,
  files: { idFront: File; selfie: File },
): Promise<IdentityVerificationView> {
  const idFront = await uploadFile(uuid, 'ID_FRONT', files.idFront);
  const selfie = await uploadFile(uuid, 'SELFIE', files.selfie);
  return checkedByServer(
    import.meta.env.DEV && identityVerificationViewSchema,
    await httpClient.post(IDENTITY_VERIFICATION_API_PATHS.documents(uuid), {
      idFrontUploadId: idFront.id,
      selfieUploadId: selfie.id,
    }),
  );
}

export function useSubmitIdDocuments(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: { idFront: File; selfie: File }) => submitIdDocuments(uuid, files),
    onSuccess: (view) => queryClient.setQueryData(verificationQueryKey(uuid), view),
  });
}
