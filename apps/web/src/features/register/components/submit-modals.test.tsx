import type { RegionalLinks } from '@hearth/domain/brands';
import type { LoanOriginator } from '@hearth/domain/entities';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitModals } from '@/features/register/components/submit-modals';
import type { SubmitOutcome } from '@/features/register/submit/submit-registration';
import { renderWithRouter } from '@/testing/render-app';

const APP_UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const LINKS: RegionalLinks = {
  hawaiiPartner: { name: 'Koa Federal Credit Union', url: 'https://heloc.koafcu.example/' },
  stateMismatchSiteUrl: 'https://ny.heloc.harbor.example/account/heloc/register-v2',
};

const SAM_ORTIZ: LoanOriginator = {
  uuid: '6f1a2b3c-0002-4000-8000-000000000002',
  displayInfo: {
    originatorName: 'Sam Ortiz',
    brokerName: 'Ortiz Mortgage Brokers',
    email: 'sam.ortiz@loans.example',
    phoneNumber: '(555) 555-0102',
    nmls: '1000002',
  },
  licensedStates: ['CA', 'CO'],
  enforceLicensedStatesForReferral: true,
};

function renderModal(outcome: SubmitOutcome, onClose = vi.fn(), loanOriginator?: LoanOriginator) {
  renderWithRouter(
    [
      {
        path: '/account/heloc/register-v2/check-answers',
        element: (
          <SubmitModals
            outcome={outcome}
            onClose={onClose}
            returnTo="/account/heloc/register-v2/check-answers"
            links={LINKS}
            loanOriginator={loanOriginator}
          />
        ),
      },
    ],
    '/account/heloc/register-v2/check-answers',
  );
  return onClose;
}

describe('SubmitModals', () => {
  it('asks an existing user to log in and come back', async () => {
    renderModal({ kind: 'account-exists' });
    const dialog = await screen.findByRole('dialog', { name: ERROR_MESSAGES.accountAlreadyExistsTitle });
    expect(dialog.textContent).toContain(ERROR_MESSAGES.accountAlreadyExistsBody);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fregister-v2%2Fcheck-answers',
    );
  });

  it('gives the 45-day date for a recently opened HELOC', async () => {
    renderModal({
      kind: 'active-application',
      modal: {
        kind: 'wait-45-days',
        availableOn: { year: 2026, month: 12, day: 25 },
        message: 'Please wait',
      },
    });
    expect((await screen.findByRole('dialog')).textContent).toContain('You can apply again from 12/25/2026.');
  });

  it('sends an inquiry to the loan officer without a Continue link', async () => {
    renderModal({
      kind: 'active-application',
      modal: { kind: 'contact-loan-officer', message: 'Please contact your loan officer to continue.' },
    });
    await screen.findByRole('dialog', { name: 'Contact your loan officer' });
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('links an active application to its resume page', async () => {
    renderModal({
      kind: 'active-application',
      modal: { kind: 'continue', applicationUuid: APP_UUID, message: 'Active', linkLabel: 'Continue' },
    });
    expect((await screen.findByRole('link', { name: 'Continue' })).getAttribute('href')).toBe(
      `/account/heloc/${APP_UUID}`,
    );
  });

  it('shows the Hawaii message with the partner link and closes on Escape', async () => {
    const onClose = renderModal({
      kind: 'blocked',
      block: { kind: 'hawaii', message: ERROR_MESSAGES.hawaii },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Hawaii property' });
    expect(dialog.textContent).toContain(ERROR_MESSAGES.hawaii);
    // The partner comes from brand data, not /contact.
    expect(
      screen.getByRole('link', { name: 'Apply with Koa Federal Credit Union' }).getAttribute('href'),
    ).toBe('https://heloc.koafcu.example/');
    expect(document.activeElement?.textContent).toBe('Hawaii property');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the licensed-state block with the referring loan officer to reach out to', async () => {
    renderModal(
      { kind: 'blocked', block: { kind: 'licensed-state', message: ERROR_MESSAGES.licensedStateBlocked } },
      vi.fn(),
      SAM_ORTIZ,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
    );
    expect(screen.getByRole('link', { name: '(555) 555-0102' }).getAttribute('href')).toBe(
      'tel:+15555550102',
    );
    expect(screen.getByRole('link', { name: 'sam.ortiz@loans.example' }).getAttribute('href')).toBe(
      'mailto:sam.ortiz@loans.example',
    );
  });

  it("sends a New York property to the lender's New York site from brand data", async () => {
    renderModal({ kind: 'ny-mismatch', propertyInNewYork: true });
    await screen.findByRole('dialog', { name: 'Your property is in New York' });
    expect(screen.getByRole('link', { name: 'Go to our New York site' }).getAttribute('href')).toBe(
      LINKS.stateMismatchSiteUrl,
    );
  });

  it('sends a property outside New York from the New York site to the site for other states', async () => {
    renderModal({ kind: 'ny-mismatch', propertyInNewYork: false });
    await screen.findByRole('dialog', { name: 'Your property is outside New York' });
    expect(screen.getByRole('link', { name: 'Go to our site for other states' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /contact/i })).toBeNull();
  });
});
