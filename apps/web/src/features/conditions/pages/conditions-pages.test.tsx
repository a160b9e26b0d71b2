import {
  CONDITION_TASKS,
  type ConditionView,
  type OtherOwnerTask,
  otherOwnerTask,
} from '@hearth/domain/conditions';
import type { ConditionCategory } from '@hearth/domain/enums';
import { MESSAGES } from '@hearth/domain/validation-rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionsQueryOptions } from '@/features/conditions/api/conditions-api';
import { TasksNotice } from '@/features/conditions/components/tasks-notice';
import { Component as ConditionsPage } from '@/features/conditions/pages/conditions-page';
import { Component as PhonePage } from '@/features/conditions/pages/phone-number-page';
import { Component as UploadPage } from '@/features/conditions/pages/upload-document-page';
import { Outlet } from '@/lib/routing';
import { stubFetch } from '@/testing/fetch-mock';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const BANK = '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e51';
const PHONE = '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e52';
const TRUST = '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e53';
const ID = '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e54';
const BASE = `/account/heloc/${UUID}`;

function condition(
  uuid: string,
  category: ConditionCategory,
  status: ConditionView['status'] = 'OPEN',
): ConditionView {
  return {
    uuid,
    categoryEnum: category,
    requestDocuments: [],
    actionNeeded: status === 'OPEN',
    xtraData: { numDocsRequired: 1 },
    created: '2026-11-20T10:00:00.000Z',
    status,
    task: CONDITION_TASKS[category],
    documents: [],
    ...(status === 'SUBMITTED' ? { submittedAt: '2026-11-21T10:00:00.000Z' } : {}),
    ...(status === 'CLEARED' ? { clearedAt: '2026-11-22T10:00:00.000Z' } : {}),
  };
}

/** The conditions API as the pages see it; `answer` overrides one path's response. */
function mockApi(list: (ConditionView | OtherOwnerTask)[], answer: Record<string, () => Response> = {}) {
  return stubFetch(({ path }) => {
    if (path.endsWith('/uploads'))
      return jsonResponse({
        id: '7a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        purpose: 'CONDITION_DOCUMENT',
        mediaType: 'application/pdf',
        sizeBytes: 10,
        createdAt: '2026-11-24',
      });
    if (path.endsWith('/documents')) return jsonResponse({ ...list[0], status: 'SUBMITTED' });
    if (path.endsWith('/phone-number'))
      return jsonResponse(list.map((c) => (c.uuid === PHONE ? { ...c, status: 'CLEARED' } : c)));
    return jsonResponse(list);
  }, answer);
}

afterEach(() => vi.unstubAllGlobals());

function render(page: string) {
  return renderWithRouter(
    [
      {
        path: '/account/heloc/:uuid',
        element: <Outlet />,
        children: [
          { path: 'conditions', Component: ConditionsPage },
          { path: 'conditions/upload-document', Component: UploadPage },
          { path: 'conditions/phone-number', Component: PhonePage },
        ],
      },
    ],
    `${BASE}/${page}`,
  );
}

describe('conditions pages (issue 12 item 1, decision 0170)', () => {
  it('the list is polled every 60 s and read again when the window regains focus', () => {
    const options = conditionsQueryOptions(UUID);
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchOnWindowFocus).toBe(true);
  });

  it('lists the open tasks with their words and actions, then those in review and those done', async () => {
    mockApi([
      condition(BANK, 'BANK_ACCOUNT_FRAUD_REVIEW'),
      condition(PHONE, 'MISSING_PHONE_NUMBER'),
      condition(ID, 'ID_VERIFICATION_FAILURE'),
      condition(TRUST, 'TRUST_REQUIREMENTS', 'SUBMITTED'),
      { ...condition('9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e55', 'ESCALATION_REVIEW', 'CLEARED') },
    ]);
    render('conditions');
    await screen.findByRole('heading', { level: 1, name: 'Your tasks' });
    const openTasks = screen.getByRole('list', { name: 'Tasks to do' });
    expect(openTasks.querySelectorAll('h3')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Verify your bank account' })).toBeTruthy();
    expect(screen.getByText(CONDITION_TASKS.BANK_ACCOUNT_FRAUD_REVIEW.description)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload document' }).getAttribute('href')).toBe(
      `${BASE}/conditions/upload-document?condition=${BANK}`,
    );
    expect(screen.getByRole('link', { name: 'Add phone number' }).getAttribute('href')).toBe(
      `${BASE}/conditions/phone-number`,
    );
    expect(screen.getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toBe(
      `${BASE}/identity`,
    );
    expect(screen.getByRole('heading', { name: 'Sent for review' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Provide trust documents' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Done' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
  });

  it("shows another owner's task as waiting on them by name, with nothing to do for the borrower", async () => {
    const waiting: OtherOwnerTask = {
      uuid: '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e56',
      status: 'OPEN',
      actionNeeded: false,
      created: '2026-11-20T10:00:00.000Z',
      owner: { name: 'SAM PRIME' },
      task: otherOwnerTask('SAM PRIME', 'OPEN'),
    };
    mockApi([waiting, { ...waiting, uuid: '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e57', status: 'SUBMITTED' }]);
    render('conditions');
    await screen.findByRole('heading', { name: 'You have no tasks to do right now' });
    const section = screen.getByRole('region', { name: 'Waiting on other owners' });
    expect([...section.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Waiting on SAM PRIME']);
    expect(section.textContent).toContain('1 task not done yet');
    expect(section.textContent).toContain('you do not need to do anything');
    expect(screen.queryByRole('list', { name: 'Tasks to do' })).toBeNull();
    expect(document.body.textContent).toContain('Once every task is done and reviewed');
    // The borrower cannot open another owner's task as their own.
    const { router } = render(`conditions/upload-document?condition=${waiting.uuid}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/conditions`));
  });

  it('says clearly when there is nothing to do, and what happens next', async () => {
    mockApi([]);
    render('conditions');
    await screen.findByRole('heading', { name: 'You have no tasks to do right now' });
    expect(screen.getByRole('link', { name: 'Continue your application' }).getAttribute('href')).toBe(
      `${BASE}/`,
    );
  });

  it('the upload page asks for a file, uploads it for the task and returns to the list', async () => {
    const calls = mockApi([condition(BANK, 'BANK_ACCOUNT_FRAUD_REVIEW')]);
    const user = userEvent.setup();
    const { router } = render(`conditions/upload-document?condition=${BANK}`);
    await screen.findByRole('heading', { level: 1, name: 'Verify your bank account' });
    await user.click(screen.getByRole('button', { name: 'Upload and send for review' }));
    const problem = await screen.findByRole('region', { name: 'There is a problem' });
    expect(problem.textContent).toContain('Choose a file to upload');
    expect(document.activeElement).toBe(problem);
    const input = screen.getByLabelText('Your document');
    expect(input.getAttribute('aria-describedby')).toContain('document-error');
    await user.upload(input, new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload and send for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/conditions`));
    expect(calls.find((c) => c.path.endsWith('/uploads'))?.url).toContain('purpose=CONDITION_DOCUMENT');
    const attach = calls.find((c) => c.method === 'POST' && c.path.endsWith(`/conditions/${BANK}/documents`));
    expect(attach?.body).toEqual({ uploadId: '7a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' });
  });

  it('the upload page sends a task that is not an open upload back to the list', async () => {
    mockApi([condition(PHONE, 'MISSING_PHONE_NUMBER')]);
    const { router } = render(`conditions/upload-document?condition=${PHONE}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/conditions`));
  });

  it('the phone page checks the number with the spec messages, saves it and returns to the list', async () => {
    const calls = mockApi([condition(PHONE, 'MISSING_PHONE_NUMBER')]);
    const user = userEvent.setup();
    const { router } = render('conditions/phone-number');
    await screen.findByRole('heading', { level: 1, name: 'What is your mobile phone number?' });
    const save = screen.getByRole('button', { name: 'Save phone number' });
    await user.click(save);
    expect((await screen.findByRole('region', { name: 'There is a problem' })).textContent).toContain(
      MESSAGES.phoneRequired,
    );
    const field = screen.getByLabelText('Mobile phone number');
    await user.type(field, '415555');
    await user.click(save);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).toContain(MESSAGES.phoneInvalid);
    await user.clear(field);
    await user.type(field, '4155550199');
    expect((field as HTMLInputElement).value).toBe('(415) 555-0199');
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/conditions`));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ phoneNumber: '(415) 555-0199' });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('the phone page shows the server refusal on the field', async () => {
    mockApi([condition(PHONE, 'MISSING_PHONE_NUMBER')], {
      '/phone-number': () =>
        jsonResponse(
          {
            status: 400,
            error: 'VALIDATION_FAILED',
            message: MESSAGES.phoneCountryCode,
            errors: [MESSAGES.phoneCountryCode],
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    render('conditions/phone-number');
    await user.type(await screen.findByLabelText('Mobile phone number'), '4155550199');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect((await screen.findByRole('region', { name: 'There is a problem' })).textContent).toContain(
      MESSAGES.phoneCountryCode,
    );
  });

  it('every application page says how many tasks are open and links to them, except the task pages', async () => {
    mockApi([
      condition(BANK, 'BANK_ACCOUNT_FRAUD_REVIEW'),
      condition(PHONE, 'MISSING_PHONE_NUMBER'),
      condition(TRUST, 'TRUST_REQUIREMENTS', 'SUBMITTED'),
    ]);
    const routes = [
      {
        path: '/account/heloc/:uuid/*',
        element: <TasksNotice uuid={UUID} />,
      },
    ];
    renderWithRouter(routes, `${BASE}/bank/disburse`);
    const link = await screen.findByRole('link', { name: 'View your tasks' });
    expect(link.getAttribute('href')).toBe(`${BASE}/conditions`);
    expect(document.body.textContent).toContain('You have 2 tasks to do.');
  });
});
