import { DOCUMENT_API_PATHS } from '@hearth/domain/documents';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedDocuments } from '@/features/signing/components/signed-documents';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const HASH = 'a'.repeat(64);

const sealedFile = (
  id: string,
  title: string,
  documentId: string | null,
  recipient: string | null = null,
) => ({
  id,
  title,
  documentId,
  recipient,
  signedSha256: documentId ? HASH : null,
  sha256: HASH,
  sizeBytes: 4000,
  pages: 2,
});

const AGREEMENT = '11111111-1111-4111-8111-111111111111';
const NOTICE = '22222222-2222-4222-8222-222222222222';
const CERTIFICATE = '33333333-3333-4333-8333-333333333333';
const SEALED = {
  sealedAt: '2026-11-25T16:00:00.000Z',
  executed: [
    sealedFile(AGREEMENT, 'Home equity line of credit agreement', '44444444-4444-4444-8444-444444444444'),
    sealedFile(
      NOTICE,
      'Notice of your right to cancel',
      '55555555-5555-4555-8555-555555555555',
      'ALEX PRIME',
    ),
  ],
  certificate: sealedFile(CERTIFICATE, 'Certificate of completion', null),
};

function renderWith(sealed: unknown) {
  const fetch = vi.fn(async (input: string) => {
    if (input.endsWith(DOCUMENT_API_PATHS.documents(UUID)))
      return jsonResponse({ status: 'RESCISSION', documents: [], sealed });
    if (input.endsWith('/pdf'))
      return new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } });
    return jsonResponse({}, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SignedDocuments uuid={UUID} />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('SignedDocuments', () => {
  it('says the copies are being prepared until the package is sealed', async () => {
    renderWith(null);
    expect(await screen.findByText(/We are preparing your signed copies/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your signed documents' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lists each signed document and the certificate of completion, each downloadable as its own PDF', async () => {
    const fetch = renderWith(SEALED);
    const agreement = await screen.findByRole('button', {
      name: 'Download PDF of Home equity line of credit agreement',
    });
    expect(
      screen.getByRole('button', { name: 'Download PDF of Notice of your right to cancel: ALEX PRIME' }),
    ).toBeTruthy();
    const certificate = screen.getByRole('button', { name: 'Download PDF of the certificate of completion' });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    fireEvent.click(certificate);
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toContainEqual(
        expect.stringContaining(DOCUMENT_API_PATHS.sealedPdf(UUID, CERTIFICATE)),
      ),
    );
    fireEvent.click(agreement);
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toContainEqual(
        expect.stringContaining(DOCUMENT_API_PATHS.sealedPdf(UUID, AGREEMENT)),
      ),
    );
  });
});
