import { SIGNER_API_PATHS as PATHS, type SignerIdentity } from '@hearth/domain/additional-signers';
import { CONDITIONS_POLL_MS, conditionViewSchema } from '@hearth/domain/conditions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { checkedByServer, httpClient } from '@/lib/http-client';
import { uploadFileTo } from '@/lib/upload-file';

/** An additional signer's own tasks (decision 0183): the list, a document for one, who they are confirmed again. */
const key = (uuid: string) => ['co-deed', uuid, 'conditions'] as const;
const listSchema = z.array(conditionViewSchema);

/** Polled every 60 s and again when the window regains focus, like the borrower's (spec sections 7 and 9). */
export function signerConditionsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: key(uuid),
    enabled: uuid !== '',
    queryFn: async () =>
      checkedByServer(import.meta.env.DEV && listSchema, await httpClient.get(PATHS.conditions(uuid))),
    refetchInterval: CONDITIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useSignerConditions(uuid: string) {
  return useQuery(signerConditionsQueryOptions(uuid));
}

/** Uploads the file (purpose CONDITION_DOCUMENT) to the signer's own upload call, then attaches it to the task. */
export function useSignerAttachDocument(uuid: string, conditionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const upload = await uploadFileTo(PATHS.uploads(uuid), 'CONDITION_DOCUMENT', file);
      return checkedByServer(
        import.meta.env.DEV && conditionViewSchema,
        await httpClient.post(PATHS.conditionDocuments(uuid, conditionId), { uploadId: upload.id }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(uuid) }),
  });
}

export function useConfirmSignerIdentity(uuid: string, conditionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignerIdentity) =>
      checkedByServer(
        import.meta.env.DEV && conditionViewSchema,
        await httpClient.post(PATHS.conditionIdentity(uuid, conditionId), body),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(uuid) }),
  });
}
