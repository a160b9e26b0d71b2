import { httpClient } from '@/lib/http-client';

/** Downloads a PDF with the borrower's token and hands it to the browser as a file named `filename`. */
export async function downloadPdf(path: string, filename: string): Promise<void> {
  const blob = (await httpClient.get(path, {
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
