import { SIGNER_MESSAGES, type SignersView } from '@hearth/domain/additional-signers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as AdditionalSignersPage } from '@/features/signer/pages/additional-signers-page';
import { stubFetch } from '@/testing/fetch-mock';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const PAGE = `/account/heloc/${UUID}/signing/additional`;

const VIEW: SignersView = {
  status: 'CO_DEED_REQUEST',
  owners: [
    {
      ownerName: 'SAM PRIME',
      state: 'NOT_INVITED',
      invitationId: null,
      email: null,
      invitedAt: null,
      lastSentAt: null,
      expiresAt: null,
      joinedAt: null,
      signedAt: null,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the additional signers page (decisions 0177 and 0191)', () => {
  it('tells the borrower why an invitation to their own login address is refused, and what to do', async () => {
    const calls = stubFetch(({ method }) =>
      method === 'POST'
        ? jsonResponse(
            {
              status: 400,
              error: 'VALIDATION_FAILED',
              message: SIGNER_MESSAGES.emailIsBorrower,
              errors: [SIGNER_MESSAGES.emailIsBorrower],
            },
            { status: 400 },
          )
        : jsonResponse(VIEW),
    );
    renderWithRouter(
      [{ path: '/account/heloc/:uuid/signing/additional', Component: AdditionalSignersPage }],
      PAGE,
    );

    await userEvent.type(await screen.findByLabelText('Email address of SAM PRIME'), 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(SIGNER_MESSAGES.emailIsBorrower)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      ownerName: 'SAM PRIME',
      email: 'me@example.com',
    });
  });
});
