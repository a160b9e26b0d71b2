import {
  BROKER_API_PATHS,
  type BrokerMailSettings,
  type CreateReferralLink,
  type Pipeline,
  type PipelineApplication,
  type PipelineFilter,
  type PipelineSort,
  type ReferralLink,
} from '@hearth/domain/brokers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { httpClient } from '@/lib/http-client';

/**
 * A broker's or loan officer's calls (issue 23, decision 0226): the pipeline, one referred application, the referral
 * links and the e-mail settings. The server checks every answer against its schema (decision 0198).
 */
export function pipelineQuery(status: PipelineFilter, sort: PipelineSort) {
  return queryOptions({
    queryKey: ['broker-pipeline', status, sort] as const,
    queryFn: ({ signal }) =>
      httpClient.get(BROKER_API_PATHS.pipeline, { signal, query: { status, sort } }) as Promise<Pipeline>,
  });
}

export function usePipeline(status: PipelineFilter, sort: PipelineSort) {
  return useQuery(pipelineQuery(status, sort));
}

export function usePipelineApplication(uuid: string) {
  return useQuery({
    queryKey: ['broker-application', uuid] as const,
    queryFn: ({ signal }) =>
      httpClient.get(BROKER_API_PATHS.pipelineApplication(uuid), { signal }) as Promise<PipelineApplication>,
    retry: false,
  });
}

const referralLinksKey = ['broker-referral-links'] as const;

export function useReferralLinks() {
  return useQuery({
    queryKey: referralLinksKey,
    queryFn: ({ signal }) =>
      httpClient.get(BROKER_API_PATHS.referralLinks, { signal }) as Promise<{
        referralLinks: ReferralLink[];
      }>,
  });
}

export function useCreateReferralLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReferralLink) =>
      httpClient.post(BROKER_API_PATHS.referralLinks, body) as Promise<ReferralLink>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralLinksKey }),
  });
}

const mailSettingsKey = ['broker-mail-settings'] as const;

export function useMailSettings() {
  return useQuery({
    queryKey: mailSettingsKey,
    queryFn: ({ signal }) =>
      httpClient.get(BROKER_API_PATHS.mailSettings, { signal }) as Promise<BrokerMailSettings>,
  });
}

export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrokerMailSettings) =>
      httpClient.put(BROKER_API_PATHS.mailSettings, body) as Promise<BrokerMailSettings>,
    onSuccess: (saved) => queryClient.setQueryData(mailSettingsKey, saved),
  });
}
