import { SIGNER_MESSAGES, type SignersView } from '@hearth/domain/additional-signers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as AdditionalSignersPage } from '@/features/signer/pages/additional-signers-page';
import { applicationFixture, homeIn } from '@/testing/application-fixture';
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

  it("says when each owner was invited and joined on the home's clock (decision 0272)", async () => {
    stubFetch(({ path }) =>
      path.endsWith(`/${UUID}`)
        ? jsonResponse(applicationFixture(UUID, 'CO_DEED_REQUEST', homeIn('NY')))
        : jsonResponse({
            ...VIEW,
            owners: [
              {
                ...VIEW.owners[0],
                state: 'JOINED',
                invitationId: '7a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
                email: 'sam@example.com',
                // 04:30 UTC on November 25 is 11:30 p.m. on November 24 in Albany (8:30 p.m. in California).
                invitedAt: '2026-11-25T04:30:00.000Z',
                lastSentAt: '2026-11-25T04:30:00.000Z',
                joinedAt: '2026-11-26T14:05:00.000Z',
              },
            ],
          }),
    );
    renderWithRouter(
      [{ path: '/account/heloc/:uuid/signing/additional', Component: AdditionalSignersPage }],
      PAGE,
    );
    const invited = await screen.findByText('November 24, 2026 at 11:30 PM');
    expect(invited.previousElementSibling?.textContent).toBe('Invited');
    expect(screen.getByText('November 26, 2026 at 9:05 AM').previousElementSibling?.textContent).toBe(
      'Joined',
    );
    expect(screen.queryByText('Last sent')).toBeNull();
  });
});
