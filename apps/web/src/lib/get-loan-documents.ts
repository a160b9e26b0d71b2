import { DOCUMENT_API_PATHS, loanDocumentsViewSchema } from '@hearth/domain/documents';
import { queryOptions } from '@tanstack/react-query';
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
        await httpClient.get(DOCUMENT_API_PATHS.documents(uuid)),
      ),
  });
}
