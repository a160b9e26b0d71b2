import { E_SIGN_MESSAGES } from '@hearth/domain/e-sign';
import { REGISTRATION_SAMPLE_PATH } from '@hearth/domain/electronic-consent';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as RegisterV2Page } from '@/features/register/pages/register-v2-page';
import { forgetCachedAnswers, readAnswers, saveAnswers } from '@/features/register/register-answers';
import { SAMPLE_NONCE_STORAGE_KEY } from '@/features/register/submit/sample-nonce';
import { completeAnswers } from '@/features/register/testing-fixtures';
import type { RouteObject } from '@/lib/routing';
import { renderWithRouter } from '@/testing/render-app';

const routes: RouteObject[] = [{ path: '/account/heloc/register-v2/*', Component: RegisterV2Page }];
const SET_PASSWORD = '/account/heloc/register-v2/set-password';
/** The step, the sample and the summary are chunks of their own: on a busy machine they take a while to arrive. */
const SLOW = { timeout: 10_000 };

beforeEach(() => forgetCachedAnswers());
afterEach(() => {
  forgetCachedAnswers();
  sessionStorage.clear();
});

async function passwordTyped() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Password'), 'Str0ng!Password');
  await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Password');
  return user;
}

/** Ticks the consent box once the step has settled (the landing's entry resolution may render it again first). */
async function tick(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(async () => {
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: /communications electronically/ });
    if (!box.checked) await user.click(box);
    expect(box.checked).toBe(true);
  }, SLOW);
}

describe('the E-SIGN sample on the set-password step (decision 0210)', { timeout: 30_000 }, () => {
  it('appears, in a chunk of its own, only once the consent box is ticked, and keeps its nonce', async () => {
    saveAnswers(completeAnswers({ communicationConsent: false }));
    const user = userEvent.setup();
    const { unmount } = renderWithRouter(routes, SET_PASSWORD);
    await screen.findByRole('checkbox', { name: /communications electronically/ }, SLOW);
    expect(screen.queryByRole('link', { name: /Open the sample document/ })).toBeNull();

    await tick(user);
    const link = await screen.findByRole('link', { name: /Open the sample document/ }, SLOW);
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe(REGISTRATION_SAMPLE_PATH);
    expect(url.searchParams.get('nonce')).toMatch(/^[0-9a-f-]{36}$/);
    expect(url.searchParams.get('organization')).toBeTruthy();
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('(PDF, opens in a new tab)');
    // Kept at once: after a reload the same sample (and so the same code) is linked.
    expect(sessionStorage.getItem(SAMPLE_NONCE_STORAGE_KEY)).toBe(url.searchParams.get('nonce'));
    unmount();
    forgetCachedAnswers();
    renderWithRouter(routes, SET_PASSWORD);
    await tick(user);
    expect(
      (await screen.findByRole('link', { name: /Open the sample document/ }, SLOW)).getAttribute('href'),
    ).toBe(link.getAttribute('href'));
  });

  it('refuses a code that is not six digits with the field named in the error summary', async () => {
    saveAnswers(completeAnswers());
    renderWithRouter(routes, SET_PASSWORD);
    const user = await passwordTyped();
    await user.type(await screen.findByLabelText(/Code from the sample document/, {}, SLOW), '12 34');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const link = within(summary).getByRole('link', { name: E_SIGN_MESSAGES.codeFormat });
    expect(link.getAttribute('href')).toBe('#eSignSampleCode');
    const field = screen.getByLabelText(/Code from the sample document/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(readAnswers().eSignSampleCode).toBe('');
  });

  it('continues with the code, or without one (the documents then come by mail), to the summary', async () => {
    saveAnswers(completeAnswers());
    renderWithRouter(routes, SET_PASSWORD);
    const user = await passwordTyped();
    await user.type(await screen.findByLabelText(/Code from the sample document/, {}, SLOW), '123-456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Check your answers/ }, SLOW);
    expect(readAnswers().eSignSampleCode).toBe('123-456');
    expect(screen.getByText('123-456')).toBeTruthy();

    saveAnswers({ eSignSampleCode: '' });
    forgetCachedAnswers();
    renderWithRouter(routes, '/account/heloc/register-v2/check-answers');
    expect(await screen.findAllByText('Not entered: we will mail your documents', {}, SLOW)).not.toHaveLength(
      0,
    );
  });
});
