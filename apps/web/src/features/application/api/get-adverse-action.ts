import { HELOC_API_PATHS } from '@hearth/domain/heloc-api';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { checkedByServer, httpClient } from '@/lib/http-client';

/**
 * The adverse-action notice (ECOA / FCRA) of a declined or ineligible pre-qualification. The domain has no
 * schema for it yet, so only the fields this page shows are read; the full text is always present.
 */
const noticeAddressSchema = z.object({
  street1: z.string(),
  street2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** The lender on the notice: legal name, mailing address (a one-line string on notices made before 0053). */
export const noticeCreditorSchema = z.looseObject({
  name: z.string(),
  address: z.union([noticeAddressSchema, z.string()]).nullable().optional(),
  phone: z.string().optional(),
});
export type NoticeCreditor = z.output<typeof noticeCreditorSchema>;

/** The federal agency that administers ECOA for the creditor (decision 0043); absent on older notices. */
export const noticeEcoaAgencySchema = z.looseObject({
  name: z.string(),
  office: z.string().optional(),
  address: noticeAddressSchema,
});
export type NoticeEcoaAgency = z.output<typeof noticeEcoaAgencySchema>;

export const adverseActionNoticeSchema = z.looseObject({
  date: z.string(),
  creditor: noticeCreditorSchema.optional(),
  decision: z.string(),
  actionTaken: z.string().optional(),
  principalReasons: z.array(z.object({ code: z.string(), statement: z.string() })).default([]),
  creditScore: z
    .looseObject({
      score: z.number().nullable(),
      range: z.object({ min: z.number(), max: z.number() }),
      scoreDate: z.string(),
      scoreModel: z.string().optional(),
      /** FCRA 609(f): the factors that lowered the score; absent on notices made before issue 8. */
      keyFactors: z.array(z.object({ code: z.string(), description: z.string() })).default([]),
      inquiriesWereAKeyFactor: z.boolean().optional(),
      bureau: z.looseObject({ name: z.string() }).optional(),
    })
    .nullable()
    .optional(),
  fcraNotice: z.string().nullable().optional(),
  ecoaAgency: noticeEcoaAgencySchema.optional(),
  ecoaNotice: z.string(),
  text: z.string(),
});
export type AdverseActionNotice = z.output<typeof adverseActionNoticeSchema>;

export async function getAdverseAction(uuid: string, signal?: AbortSignal): Promise<AdverseActionNotice> {
  return checkedByServer(
    import.meta.env.DEV && adverseActionNoticeSchema,
    await httpClient.get(HELOC_API_PATHS.adverseAction(uuid), signal ? { signal } : {}),
  );
}

export function useAdverseAction(uuid: string) {
  return useQuery({
    queryKey: ['adverse-action', uuid],
    queryFn: ({ signal }) => getAdverseAction(uuid, signal),
  });
}
