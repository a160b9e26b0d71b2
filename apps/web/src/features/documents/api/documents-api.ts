import { loanDocumentTextSchema, DOCUMENT_API_PATHS as PATHS } from '@hearth/domain/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadPdf } from '@/lib/download-pdf';
import { loanDocumentsQueryOptions } from '@/lib/get-loan-documents';
import { checkedByServer, httpClient } from '@/lib/http-client';

/** The loan documents of an application (decision 0171). */
export function useLoanDocuments(uuid: string) {
  return useQuery(loanDocumentsQueryOptions(uuid));
}

/** One document's words for the viewer. */
export function useLoanDocumentText(uuid: string, documentId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['loan-documents', uuid, documentId],
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && loanDocumentTextSchema,
          await httpClient.get(PATHS.document(uuid, documentId)),
        ),
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
