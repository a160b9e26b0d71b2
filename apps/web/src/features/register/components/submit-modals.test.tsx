import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitModals } from '@/features/register/components/submit-modals';
import type { SubmitOutcome } from '@/features/register/submit/submit-registration';
import { renderWithRouter } from '@/testing/render-app';

const APP_UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

function renderModal(outcome: SubmitOutcome, onClose = vi.fn()) {
  renderWithRouter(
    [
      {
        path: '/account/heloc/register-v2/check-answers',
        element: (
          <SubmitModals
            outcome={outcome}
            onClose={onClose}
            returnTo="/account/heloc/register-v2/check-answers"
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
    expect(screen.getByRole('link', { name: 'Apply with our partner lender' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Hawaii property');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the licensed-state block of the referring loan officer', async () => {
    renderModal({
      kind: 'blocked',
      block: { kind: 'licensed-state', message: ERROR_MESSAGES.licensedStateBlocked },
    });
    expect((await screen.findByRole('dialog')).textContent).toContain(ERROR_MESSAGES.licensedStateBlocked);
  });

  it('tells a New York borrower on the other site where to apply', async () => {
    renderModal({ kind: 'ny-mismatch', propertyInNewYork: true });
    await screen.findByRole('dialog', { name: 'Your property is in New York' });
  });
});
