import {
  loanDocumentsViewSchema,
  loanDocumentTextSchema,
  DOCUMENT_API_PATHS as PATHS,
} from '@hearth/domain/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** Downloads the PDF with the borrower's token and hands it to the browser as a file. */
export async function downloadLoanDocument(
  uuid: string,
  documentId: string,
  filename: string,
): Promise<void> {
  const blob = (await httpClient.get(PATHS.pdf(uuid, documentId), {
    headers: { Accept: 'application/pdf' },
  })) as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
