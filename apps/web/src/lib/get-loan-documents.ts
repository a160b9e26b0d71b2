import {
  DOCUMENT_API_PATHS,
  loanDocumentsViewSchema,
  loanDocumentTextSchema,
} from '@hearth/domain/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadPdf } from '@/lib/download-pdf';
import { takeEarlyRequest } from '@/lib/early-requests';
import { checkedByServer, httpClient } from '@/lib/http-client';

/**
 * GET .../documents: the loan documents of an application and, once sealed, the signed package (decisions 0171,
 * 0175). One cache entry for the documents page and the signed documents on `complete`.
 */
export function loanDocumentsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['loan-documents', uuid],
    queryFn: async () =>
      checkedByServer(
        import.meta.env.DEV && loanDocumentsViewSchema,
        await (takeEarlyRequest(DOCUMENT_API_PATHS.documents(uuid)) ??
          httpClient.get(DOCUMENT_API_PATHS.documents(uuid))),
      ),
  });
}

/** One document's words for a viewer: the documents page, and the deed in the online notary session (0208). */
export function useLoanDocumentText(uuid: string, documentId: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['loan-documents', uuid, documentId],
      queryFn: async () =>
        checkedByServer(
          import.meta.env.DEV && loanDocumentTextSchema,
          await (takeEarlyRequest(DOCUMENT_API_PATHS.document(uuid, documentId)) ??
            httpClient.get(DOCUMENT_API_PATHS.document(uuid, documentId))),
        ),
      enabled,
    }),
  );
}

/** Downloads a document's PDF with the borrower's token and hands it to the browser as a file. */
export async function downloadLoanDocument(
  uuid: string,
  documentId: string,
  filename: string,
): Promise<void> {
  await downloadPdf(DOCUMENT_API_PATHS.pdf(uuid, documentId), filename);
}
