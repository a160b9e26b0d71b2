import {
  loanDocumentsViewSchema,
  loanDocumentTextSchema,
  DOCUMENT_API_PATHS as PATHS,
} from '@hearth/domain/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadPdf } from '@/lib/download-pdf';
import { httpClient } from '@/lib/http-client';

/** The loan documents of an application (decision 0171). */
export function useLoanDocuments(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: ['loan-documents', uuid],
      queryFn: async () => loanDocumentsViewSchema.parse(await httpClient.get(PATHS.documents(uuid))),
    }),
  );
}

/** One document's words for the viewer. */
export function useLoanDocumentText(uuid: string, documentId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['loan-documents', uuid, documentId],
      queryFn: async () =>
        loanDocumentTextSchema.parse(await httpClient.get(PATHS.document(uuid, documentId))),
    }),
  );
}

/** How often the signed documents are asked for while they are being sealed (a job, seconds after the notary). */
const SEALING_POLL_MS = 5_000;

/** The loan documents, asked for again until the sealed package is there (decision 0175). */
export function useSignedDocuments(uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: ['loan-documents', uuid],
      queryFn: async () => loanDocumentsViewSchema.parse(await httpClient.get(PATHS.documents(uuid))),
      refetchInterval: (query) => (query.state.data?.sealed ? false : SEALING_POLL_MS),
    }),
  );
}

/** Downloads the PDF with the borrower's token and hands it to the browser as a file. */
export async function downloadLoanDocument(
  uuid: string,
  documentId: string,
  filename: string,
): Promise<void> {
  await downloadPdf(PATHS.pdf(uuid, documentId), filename);
}

/** Downloads a sealed file: an executed copy or the certificate of completion (decision 0175). */
export async function downloadSealedDocument(
  uuid: string,
  sealedId: string,
  filename: string,
): Promise<void> {
  await downloadPdf(PATHS.sealedPdf(uuid, sealedId), filename);
}
