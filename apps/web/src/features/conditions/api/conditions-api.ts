import { borrowerConditionsSchema, CONDITIONS_POLL_MS, conditionViewSchema } from '@hearth/domain/conditions';
import { CONDITIONS_API_PATHS as PATHS } from '@hearth/domain/identity-verification';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { takeEarlyRequest } from '@/lib/early-requests';
import { checkedByServer, httpClient } from '@/lib/http-client';
import { uploadFile } from '@/lib/upload-file';

/** The conditions pages' calls (issue 12 item 1, decision 0170): the task list, a document, the phone number. */
export const conditionKeys = {
  list: (uuid: string) => ['conditions', uuid] as const,
};

/** Their own tasks, and the other owners' the application waits on (decision 0183). */
const listSchema = borrowerConditionsSchema;

/** The borrower's tasks, polled every 60 s and again when the window regains focus (spec sections 7 and 9). */
export function conditionsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: conditionKeys.list(uuid),
    queryFn: async () =>
      checkedByServer(
        import.meta.env.DEV && listSchema,
        await (takeEarlyRequest(PATHS.externalApplicants(uuid)) ??
          httpClient.get(PATHS.externalApplicants(uuid))),
      ),
    refetchInterval: CONDITIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useConditions(uuid: string) {
  return useQuery(conditionsQueryOptions(uuid));
}

/** Uploads the file (purpose CONDITION_DOCUMENT), then attaches it to the task; the list is read again. */
export function useAttachConditionDocument(uuid: string, conditionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const upload = await uploadFile(uuid, 'CONDITION_DOCUMENT', file);
      return checkedByServer(
        import.meta.env.DEV && conditionViewSchema,
        await httpClient.post(PATHS.documents(uuid, conditionId), { uploadId: upload.id }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conditionKeys.list(uuid) }),
  });
}

/** Saves the mobile phone; the answer is the task list with the phone task cleared. */
export function useSaveConditionPhone(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (phoneNumber: string) =>
      checkedByServer(
        import.meta.env.DEV && listSchema,
        await httpClient.put(PATHS.phoneNumber(uuid), { phoneNumber }),
      ),
    onSuccess: (list) => queryClient.setQueryData(conditionKeys.list(uuid), list),
  });
}
