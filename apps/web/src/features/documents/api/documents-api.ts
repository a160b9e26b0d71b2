import { useQuery } from '@tanstack/react-query';
import { loanDocumentsQueryOptions } from '@/lib/get-loan-documents';

/** The loan documents of an application (decision 0171); one document's words and PDF are in `lib` (0208). */
export function useLoanDocuments(uuid: string) {
  return useQuery(loanDocumentsQueryOptions(uuid));
}
