import type { CoDeedApplication } from '@hearth/domain/additional-signers';
import { E_SIGN_MESSAGES, type ESignConsentView } from '@hearth/domain/e-sign';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as IdentityPage } from '@/features/signer/pages/identity-page';
import { stubFetch } from '@/testing/fetch-mock';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const BASE = '/account/heloc/heloc-signer';
const SAMPLE_CODE = '482913';

const APP: CoDeedApplication = {
  uuid: UUID,
  status: 'CO_DEED_REQUEST',
  ownerName: 'SAM PRIME',
  borrowerName: 'Coowner Prime',
  property: '1400 Happy Path Ln, Sacramento, CA 95814',
  joinedAt: null,
  signingComplete: false,
  next: 'identity',
};

const consent = (demonstratedAt: string | null): ESignConsentView => ({
  title: 'Consent to electronic records and signatures',
  version: '2026-12',
  text: 'What this consent covers: every record of this home equity line of credit.\n\nHardware and software you need: software that opens PDF files.\n\nIf these requirements change: we email you first.',
  sha256: 'e'.repeat(64),
  links: [
    { label: 'Contact us to update your email address or phone number', url: '/contact' },
    { label: 'Your account settings', url: '/dashboard/settings' },
  ],
  demonstratedAt,
});

/** The owner's calls: the co-deed status, the consent (done once the right code comes back), the join. */
function mockApi() {
  let demonstratedAt: string | null = null;
  return stubFetch(({ path, method, body }) => {
    if (path.endsWith('/co-deed/status')) return jsonResponse({ applications: [APP] });
    if (path.endsWith('/e-sign/demonstration')) {
      if ((body as { code: string }).code !== SAMPLE_CODE)
        return jsonResponse(
          {
            status: 400,
            error: 'Bad Request',
            message: E_SIGN_MESSAGES.codeWrong,
            errors: [E_SIGN_MESSAGES.codeWrong],
          },
          { status: 400 },
        );
      demonstratedAt = '2026-11-20T10:00:00.000Z';
    }
    if (path.includes('/e-sign')) return jsonResponse(consent(demonstratedAt));
    if (path.endsWith('/join') && method === 'POST')
      return jsonResponse({ ...APP, joinedAt: '2026-11-20T10:01:00.000Z', next: 'documents' });
    return jsonResponse({}, { status: 404 });
  });
}

afterEach(() => vi.unstubAllGlobals());

function render() {
  return renderWithRouter(
    [
      { path: `${BASE}/identity`, Component: IdentityPage },
      { path: `${BASE}/resume`, element: <h1>Resumed</h1> },
    ],
    `${BASE}/identity`,
  );
}

describe('heloc-signer/identity: the full E-SIGN consent and its sample document (issue 20 items 4 and 14)', () => {
  it('shows the whole consent with the contact links, and joins only after the sample’s code is entered', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { level: 2, name: 'Receiving and signing documents electronically' });
    // The whole text, not a one-line checkbox: scope, hardware and software, changes; and where to update details.
    await screen.findByText(/What this consent covers: every record/);
    expect(document.body.textContent).toContain('If these requirements change: we email you first.');
    expect(
      screen.getByRole('link', { name: /Contact us to update your email address/ }).getAttribute('href'),
    ).toBe('/contact');
    const check = screen.getByRole('region', { name: 'Check that you can open our documents' });
    expect(within(check).getByRole('button', { name: 'Download the sample document (PDF)' })).toBeTruthy();

    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Prime');
    await user.type(screen.getByLabelText('Date of birth'), '03/04/1982');
    await user.click(screen.getByRole('checkbox', { name: /receive the documents electronically/ }));
    await user.click(screen.getByRole('checkbox', { name: /will secure Coowner Prime’s home equity line/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm and join' }));

    // Not joined yet: the error summary says why and links to the code field, which says it too.
    const problem = await screen.findByRole('region', { name: 'There is a problem' });
    const link = within(problem).getByRole('link', { name: E_SIGN_MESSAGES.demonstrateFirst });
    expect(link.getAttribute('href')).toBe('#eSignCode');
    const code = screen.getByLabelText(/Code from the sample document/);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path.endsWith('/join'))).toBe(false);

    await user.type(code, '000000{Enter}');
    await waitFor(() =>
      expect(
        within(check)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toContain(E_SIGN_MESSAGES.codeWrong),
    );
    expect(calls.some((c) => c.path.endsWith('/join'))).toBe(false);
    await user.clear(code);
    await user.type(code, SAMPLE_CODE);
    await user.click(within(check).getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByText(/Done: you opened our sample document/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Confirm and join' }));
    await screen.findByRole('heading', { level: 1, name: 'Resumed' });
    expect(calls.find((c) => c.path.endsWith('/join'))?.body).toEqual({
      firstName: 'Sam',
      lastName: 'Prime',
      dob: '03/04/1982',
      eSignConsent: true,
      lienConsent: true,
    });
  });
});
