import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as IdentityPage } from '@/features/identity/pages/identity-page';
import { Outlet } from '@/lib/routing';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const ID = '7b1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const BASE = `/account/heloc/${UUID}`;
const QUESTIONS = [
  {
    id: 'prior-street',
    prompt: 'Which of these streets have you lived on?',
    choices: ['1 Sandbox Rd', '2 Elm St', 'None of the above'],
  },
  {
    id: 'county',
    prompt: 'In which of these counties have you lived?',
    choices: ['Sandbox County', 'Clay County', 'None of the above'],
  },
];

type Call = { method: string; path: string; body: unknown };

function mockApi(routes: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      const call = {
        method: init.method ?? 'GET',
        path,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const route = Object.entries(routes).find(([key]) => {
        const [method, suffix = ''] = key.split(' ');
        return method === call.method && path.endsWith(suffix);
      });
      if (route) return route[1](call);
      return jsonResponse(
        { status: 404, error: 'NOT_FOUND', message: 'not found', errors: ['not found'] },
        { status: 404 },
      );
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

function render(page: string) {
  return renderWithRouter(
    [
      {
        path: '/account/heloc/:uuid',
        element: <Outlet />,
        children: [{ path: 'identity', Component: IdentityPage }],
      },
    ],
    `${BASE}/${page}`,
  );
}

describe('identity page (decision 0143)', () => {
  it('asks the questions, names any unanswered one, and sends the chosen answers', async () => {
    const calls = mockApi({
      'POST /identity-verification': () =>
        jsonResponse({ id: ID, method: 'KBA', state: 'QUESTIONS', questions: QUESTIONS }),
      'POST /identity-verification/answers': () =>
        jsonResponse({ id: ID, method: 'KBA', state: 'SUBMITTED' }, { status: 202 }),
    });
    const user = userEvent.setup();
    render('identity');
    await user.click(await screen.findByRole('button', { name: 'Answer questions' }));
    await screen.findByRole('heading', { level: 1, name: 'Answer three questions' });
    await user.click(screen.getByRole('radio', { name: '1 Sandbox Rd' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    const problem = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(problem).getAllByRole('link')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'Sandbox County' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await screen.findByRole('heading', { level: 1, name: 'We are verifying your identity' });
    expect(calls.find((c) => c.path.endsWith('/answers'))?.body).toEqual({
      answers: [
        { questionId: 'prior-street', choice: '1 Sandbox Rd' },
        { questionId: 'county', choice: 'Sandbox County' },
      ],
    });
  });

  it('after a failure says a task is open and what to do next; a review says how long it takes', async () => {
    mockApi({ 'GET /identity-verification': () => jsonResponse({ id: ID, method: 'KBA', state: 'FAIL' }) });
    render('identity');
    await screen.findByRole('heading', { level: 1, name: 'We could not verify your identity' });
    expect(document.body.textContent).toContain('“ID verification failure”');
    expect(screen.getByRole('button', { name: 'Upload ID and selfie' })).toBeTruthy();

    vi.unstubAllGlobals();
    mockApi({
      'GET /identity-verification': () => jsonResponse({ id: ID, method: 'DOCUMENT', state: 'REVIEW' }),
    });
    render('identity');
    await screen.findByRole('heading', { level: 1, name: 'A specialist is reviewing your identity' });
    expect(document.body.textContent).toContain('one business day');
  });
});
