import { LIMITS, MESSAGES } from '@hearth/domain/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as RegisterV2Page } from '@/features/register/pages/register-v2-page';
import { forgetCachedAnswers, readAnswers, saveAnswers } from '@/features/register/register-answers';
import { completeAnswers } from '@/features/register/testing-fixtures';
import type { RouteObject } from '@/lib/routing';
import { renderWithRouter } from '@/testing/render-app';

/** Issue 8, defects 4 and 5: names, messages, the error summary's order and the address error. */
const routes: RouteObject[] = [{ path: '/account/heloc/register-v2/*', Component: RegisterV2Page }];
const base = '/account/heloc/register-v2';

beforeEach(() => forgetCachedAnswers());
afterEach(() => forgetCachedAnswers());

async function summaryItems(): Promise<string[]> {
  const summary = await screen.findByRole('heading', { name: 'There is a problem' });
  const section = summary.closest('section') as HTMLElement;
  return within(section)
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
}

describe('property step', () => {
  it('lists the errors in page order: the address before the occupancy', async () => {
    const user = userEvent.setup();
    renderWithRouter(routes, base);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await summaryItems()).toEqual([MESSAGES.propertyAddressInvalid, MESSAGES.occupancyRequired]);
  });

  it('drops the address search error when the borrower switches to manual entry', async () => {
    const user = userEvent.setup();
    renderWithRouter(routes, base);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(MESSAGES.propertyAddressInvalid).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: "I can't find my address, enter it manually" }));
    expect(screen.queryAllByText(MESSAGES.propertyAddressInvalid)).toEqual([]);
  });

  it('asks to choose a state, and lists the manual fields in page order', async () => {
    const user = userEvent.setup();
    renderWithRouter(routes, base);
    await user.click(
      await screen.findByRole('button', { name: "I can't find my address, enter it manually" }),
    );
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const items = await summaryItems();
    expect(items).toEqual([
      MESSAGES.cityInvalid,
      MESSAGES.stateRequired,
      MESSAGES.zipInvalid,
      MESSAGES.occupancyRequired,
    ]);
    expect(items).not.toContain(MESSAGES.stateLength);
  });

  it('caps the street at its maximum length in the browser', async () => {
    const user = userEvent.setup();
    renderWithRouter(routes, base);
    await user.click(
      await screen.findByRole('button', { name: "I can't find my address, enter it manually" }),
    );
    expect(screen.getByLabelText('Street address').getAttribute('maxlength')).toBe(
      String(LIMITS.streetMaxLength),
    );
  });
});

describe('income step', () => {
  it('shows which amounts it takes and says a word is not a number', async () => {
    saveAnswers(completeAnswers({ income: '' }));
    const user = userEvent.setup();
    renderWithRouter(routes, `${base}/annual-income`);
    expect(await screen.findByText('Enter a whole dollar amount, such as $85,000')).toBeTruthy();
    await user.type(screen.getByLabelText('Annual income before taxes'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await summaryItems()).toEqual([MESSAGES.incomeNotANumber]);
  });

  it.each(['$150,000', '150000', '150,000.00'])('takes %s', async (typed) => {
    saveAnswers(completeAnswers({ income: '' }));
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, `${base}/annual-income`);
    await user.type(await screen.findByLabelText('Annual income before taxes'), typed);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`${base}/annual-income`));
  });
});

describe('legal name step', () => {
  it.each([
    ['Zoë', 'Müller'],
    ['José', 'Nguyễn'],
    ['Siobhán', 'O’Brien'],
    ['Dara', "O'Brien"],
  ])('takes %s %s', async (first, last) => {
    saveAnswers(completeAnswers({ firstName: '', lastName: '' }));
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, `${base}/legal-name`);
    await user.type(await screen.findByLabelText('First name'), first);
    await user.type(screen.getByLabelText('Last name'), last);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`${base}/legal-name`));
    expect(readAnswers().lastName).toBe(last);
  });

  it('caps the names at 50 characters in the browser', async () => {
    saveAnswers(completeAnswers());
    renderWithRouter(routes, `${base}/legal-name`);
    for (const label of ['First name', 'Middle name (optional)', 'Last name']) {
      expect((await screen.findByLabelText(label)).getAttribute('maxlength')).toBe('50');
    }
  });
});
