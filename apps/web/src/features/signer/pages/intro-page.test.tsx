import type { InvitationView } from '@hearth/domain/additional-signers';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as IntroPage } from '@/features/signer/pages/intro-page';
import { stubFetch } from '@/testing/fetch-mock';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const PAGE = '/account/heloc/heloc-signer/intro';
const TOKEN = 'A'.repeat(43);

const INVITATION: InvitationView = {
  ownerName: 'SAM PRIME',
  email: 'sam@example.com',
  borrowerName: 'Coowner Prime',
  property: '1400 Happy Path Ln, Honolulu, HI 96813',
  // 08:30 UTC on November 26 is 10:30 p.m. on November 25 in Honolulu (and 12:30 a.m. on the 26th in California).
  expiresAt: '2026-11-26T08:30:00.000Z',
  accountExists: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('the invitation page (decision 0177)', () => {
  it('says until which day the link works, on the calendar of the home it names (decision 0272)', async () => {
    const calls = stubFetch(({ path }) =>
      path.endsWith('/co-deed/invitation')
        ? jsonResponse(INVITATION)
        : jsonResponse({ status: 404, error: 'NOT_FOUND', message: 'not found' }, { status: 404 }),
    );
    // The token rides in the fragment, which the page reads from the browser's address.
    window.history.replaceState(null, '', `${PAGE}#invitation=${TOKEN}`);
    renderWithRouter([{ path: PAGE, Component: IntroPage }], PAGE);
    expect(await screen.findByText('This link works once, until November 25, 2026.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/co-deed/invitation'))?.body).toEqual({ token: TOKEN });
  });
});
