import {
  type ConfirmLiens,
  INSURANCE_UPLOAD_PURPOSE,
  type InsuranceKind,
  insuranceViewSchema,
  liensViewSchema,
  COLLATERAL_API_PATHS as PATHS,
  titleViewSchema,
  valuationViewSchema,
} from '@hearth/domain/collateral';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedByServer, httpClient } from '@/lib/http-client';
import { uploadFile } from '@/lib/upload-file';
import { useStepMutation } from '@/lib/use-step-mutation';

/**
 * The calls of part 2's pages (issue 11, decision 0160): liens, value, title and insurance. Vendors change them in
 * the background, so each page reads them fresh when it opens.
 */
export const collateralKeys = {
  liens: (uuid: string) => ['collateral', uuid, 'liens'] as const,
  valuation: (uuid: string) => ['collateral', uuid, 'valuation'] as const,
  title: (uuid: string) => ['collateral', uuid, 'title'] as const,
  insurance: (uuid: string) => ['collateral', uuid, 'insurance'] as const,
};

export function useLiens(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: collateralKeys.liens(uuid),
      refetchOnMount: 'always',
      queryFn: async () =>
        checkedByServer(import.meta.env.DEV && liensViewSchema, await httpClient.get(PATHS.liens(uuid))),
    }),
  );
}

export function useValuation(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: collateralKeys.valuation(uuid),
      refetchOnMount: 'always',
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && valuationViewSchema,
          await httpClient.get(PATHS.valuation(uuid)),
        ),
    }),
  );
}

export function useTitle(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: collateralKeys.title(uuid),
      refetchOnMount: 'always',
      queryFn: async () =>
        checkedByServer(import.meta.env.DEV && titleViewSchema, await httpClient.get(PATHS.title(uuid))),
    }),
  );
}

/** The requirements poll every 5 s while a document is under review, so a verdict shows without a reload. */
export function useInsurance(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: collateralKeys.insurance(uuid),
      refetchOnMount: 'always',
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && insuranceViewSchema,
          await httpClient.get(PATHS.insurance(uuid)),
        ),
      refetchInterval: (query) =>
        query.state.data?.requirements.some((r) => r.state === 'SUBMITTED') ? 5_000 : false,
    }),
  );
}

export function useConfirmLiens(uuid: string) {
  return useStepMutation(uuid, collateralKeys.liens(uuid), async (body: ConfirmLiens) =>
    checkedByServer(
      import.meta.env.DEV && liensViewSchema,
      await httpClient.post(PATHS.confirmLiens(uuid), body),
    ),
  );
}

export function useEstimateValue(uuid: string) {
  return useStepMutation(uuid, collateralKeys.valuation(uuid), async (estimatedValue: number) =>
    checkedByServer(
      import.meta.env.DEV && valuationViewSchema,
      await httpClient.post(PATHS.estimateValue(uuid), { estimatedValue }),
    ),
  );
}

export function useOrderBpo(uuid: string) {
  return useStepMutation(
    uuid,
    collateralKeys.valuation(uuid),
    async (body: { texasAcknowledgment?: boolean }) =>
      checkedByServer(
        import.meta.env.DEV && valuationViewSchema,
        await httpClient.post(PATHS.orderBpo(uuid), { acceptCost: true, ...body }),
      ),
  );
}

/** Uploads the file, then sends it for review against one requirement. */
export function useSubmitInsurance(uuid: string, kind: InsuranceKind) {
  return useStepMutation(uuid, collateralKeys.insurance(uuid), async (file: File) => {
    const upload = await uploadFile(uuid, INSURANCE_UPLOAD_PURPOSE[kind], file);
    return checkedByServer(
      import.meta.env.DEV && insuranceViewSchema,
      await httpClient.post(PATHS.submitInsurance(uuid), { kind, uploadId: upload.id }),
    );
  });
}
