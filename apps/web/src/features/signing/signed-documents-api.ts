import { DOCUMENT_API_PATHS } from '@hearth/domain/documents';
import { useQuery } from '@tanstack/react-query';
import { downloadPdf } from '@/lib/download-pdf';
import { loanDocumentsQueryOptions } from '@/lib/get-loan-documents';

/** How often the signed documents are asked for while they are being sealed (a job, seconds after the notary). */
const SEALING_POLL_MS = 5_000;

/** The loan documents, asked for again until the sealed package is there (decision 0175). */
export function useSignedDocuments(uuid: string) {
  return useQuery({
    ...loanDocumentsQueryOptions(uuid),
    refetchInterval: (query) => (query.state.data?.sealed ? false : SEALING_POLL_MS),
  });
}

/** Downloads a sealed file: an executed copy or the certificate of completion (decision 0175). */
export async function downloadSealedDocument(
  uuid: string,
  sealedId: string,
  filename: string,
): Promise<void> {
  await downloadPdf(DOCUMENT_API_PATHS.sealedPdf(uuid, sealedId), filename);
}
