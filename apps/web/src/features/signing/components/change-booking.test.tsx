import { NOTARY_MESSAGES, type NotaryView } from '@hearth/domain/notary';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as IntroPage } from '@/features/signing/pages/notary-intro-page';
import { Outlet } from '@/lib/routing';
import { stubFetch } from '@/testing/fetch-mock';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const BASE = `/account/heloc/${UUID}`;
const SLOT = '2026-11-30T15:00:00.000Z';

const booked: NotaryView = {
  status: 'NOTARY_WAITING_PERIOD',
  slots: [],
  booking: {
    startsAt: SLOT,
    notary: 'Jordan Sandbox',
    meetingUrl: 'https://sandbox-notary.example/session/x',
    joinable: false,
    changeable: true,
  },
  journal: null,
  options: { online: true, manual: 'NONE' },
  manual: null,
  appointment: null,
  deedSigners: [
    { name: 'Coowner Prime', borrower: true, you: true, signedAt: null },
    { name: 'Sam Prime', borrower: false, you: false, signedAt: null },
  ],
  missed: null,
  texas: null,
};
const choosing: NotaryView = {
  ...booked,
  status: 'NOTARY_DISCLOSURE',
  booking: null,
  slots: [SLOT, '2026-11-30T18:00:00.000Z'],
};

afterEach(() => vi.unstubAllGlobals());

function render() {
  return renderWithRouter(
    [
      {
        path: '/account/heloc/:uuid',
        element: <Outlet />,
        children: [{ path: 'notary/intro', Component: IntroPage }],
      },
    ],
    `${BASE}/notary/intro`,
  );
}

describe('changing the notary time (decision 0186)', () => {
  it('asks once more, gives the session up and shows the times open now', async () => {
    let view = booked;
    const calls = stubFetch(({ method, path }) => {
      if (method === 'POST' && path.endsWith('/notary/booking/change')) view = choosing;
      if (path.includes('/notary')) return jsonResponse(view);
      return jsonResponse({ uuid: UUID, status: { checklistStatus: view.status }, auditFields: {} });
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Choose another time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your notary session?' });
    expect(dialog.textContent).toContain('The others signing with you are told by email');
    // Closing it changes nothing.
    await user.click(screen.getByRole('button', { name: 'Keep this time' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Choose another time' }));
    await user.click(
      await screen.findByRole('button', { name: 'Cancel this session and choose another time' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Choose a time with a notary' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('says why when the server finds it too late, and the page stays', async () => {
    stubFetch(
      ({ path }) =>
        path.includes('/notary')
          ? jsonResponse(booked)
          : jsonResponse({ uuid: UUID, status: { checklistStatus: booked.status }, auditFields: {} }),
      {
        '/notary/booking/change': () =>
          jsonResponse(
            {
              status: 409,
              error: 'STEP_OUT_OF_ORDER',
              message: NOTARY_MESSAGES.sessionTooSoonToChange,
              errors: [],
            },
            { status: 409 },
          ),
      },
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Choose another time' }));
    await user.click(
      await screen.findByRole('button', { name: 'Cancel this session and choose another time' }),
    );
    await waitFor(() => expect(screen.getByText(NOTARY_MESSAGES.sessionTooSoonToChange)).toBeTruthy());
  });
});
