import {
  ACCOUNT_API_PATHS,
  type NotificationsResponse,
  notificationsResponseSchema,
} from '@hearth/domain/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';

const notificationsKey = ['notifications'] as const;

/** GET the notifications list (decision 0215): the messages sent to the signed-in person, newest first. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: async ({ signal }): Promise<NotificationsResponse> =>
      checkedByServer(
        import.meta.env.DEV && notificationsResponseSchema,
        await httpClient.get(ACCOUNT_API_PATHS.notifications, { signal }),
      ),
  });
}

/** POST notifications/read: everything up to the newest shown is read; the answer is the list again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (through: string): Promise<NotificationsResponse> =>
      checkedByServer(
        import.meta.env.DEV && notificationsResponseSchema,
        await httpClient.post(ACCOUNT_API_PATHS.notificationsRead, { through }),
      ),
    onSuccess: (list) => queryClient.setQueryData(notificationsKey, list),
  });
}
