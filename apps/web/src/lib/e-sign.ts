import {
  E_SIGN_API_PATHS,
  E_SIGN_SAMPLE_FILENAME,
  type ESignConsentView,
  eSignConsentViewSchema,
} from '@hearth/domain/e-sign';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadPdf } from '@/lib/download-pdf';
import { checkedByServer, httpClient } from '@/lib/http-client';

/**
 * The consent to electronic records and signatures and its demonstration (decision 0202), for the borrower on
 * start/app-summary and for an owner on title before they join: the consent with whether it is done, the sample
 * PDF, and the code typed back.
 */
export type ESignParty = 'BORROWER' | 'OWNER';

const pathsOf = (party: ESignParty, uuid: string) =>
  party === 'BORROWER'
    ? {
        consent: E_SIGN_API_PATHS.consent(uuid),
        sample: E_SIGN_API_PATHS.sample(uuid),
        demonstration: E_SIGN_API_PATHS.demonstration(uuid),
      }
    : {
        consent: E_SIGN_API_PATHS.signerConsent(uuid),
        sample: E_SIGN_API_PATHS.signerSample(uuid),
        demonstration: E_SIGN_API_PATHS.signerDemonstration(uuid),
      };

export const eSignQueryKey = (party: ESignParty, uuid: string) => ['e-sign', party, uuid] as const;

export function useESignConsent(party: ESignParty, uuid: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: eSignQueryKey(party, uuid),
      enabled: enabled && uuid !== '',
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && eSignConsentViewSchema,
          await httpClient.get(pathsOf(party, uuid).consent),
        ),
    }),
  );
}

/** The sample PDF, downloaded with the person's token: they open it and read the code printed in it. */
export const downloadESignSample = (party: ESignParty, uuid: string) =>
  downloadPdf(pathsOf(party, uuid).sample, E_SIGN_SAMPLE_FILENAME);

export function useESignDemonstration(party: ESignParty, uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { code: string; version: string; sha256: string }) =>
      checkedByServer(
        import.meta.env.DEV && eSignConsentViewSchema,
        await httpClient.post(pathsOf(party, uuid).demonstration, body),
      ),
    onSuccess: (view: ESignConsentView) => queryClient.setQueryData(eSignQueryKey(party, uuid), view),
  });
}
