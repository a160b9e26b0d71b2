import {
  INCOME_VERIFICATION_API_PATHS,
  type IncomeLinkStarted,
  type IncomeLinkType,
  incomeLinkStartedSchema,
} from '@hearth/domain/income-verification';
import { useMutation } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** POST .../income-verification/link: a payroll or bank connection, and the vendor's page to go to. */
export async function startLink(uuid: string, type: IncomeLinkType): Promise<IncomeLinkStarted> {
  return checkedByServer(
    import.meta.env.DEV && incomeLinkStartedSchema,
    await httpClient.post(INCOME_VERIFICATION_API_PATHS.link(uuid), { type }),
  );
}

export function useStartLink(uuid: string) {
  return useMutation({ mutationFn: (type: IncomeLinkType) => startLink(uuid, type) });
}
