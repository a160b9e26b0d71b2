import { NOTICE_API_PATHS, type NoticesView, noticesViewSchema } from '@hearth/domain/notices';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '@/lib/http-client';

/**
 * GET the notices given on an application (decision 0200): the early HELOC disclosure with the CFPB booklet, the
 * credit score notice, the notice of action taken, each with its PDF.
 */
export async function getNotices(uuid: string): Promise<NoticesView> {
  return noticesViewSchema.parse(await httpClient.get(NOTICE_API_PATHS.notices(uuid)));
}

export function useNotices(uuid: string) {
  return useQuery({ queryKey: ['notices', uuid], queryFn: () => getNotices(uuid), enabled: uuid !== '' });
}
