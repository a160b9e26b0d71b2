import { type CoDeedApplication, SIGNER_MESSAGES } from '@hearth/domain/additional-signers';
import {
  type ConditionView,
  SIGNER_CONDITION_TASKS,
  type SignerConditionCategory,
} from '@hearth/domain/conditions';
import { MESSAGES } from '@hearth/domain/validation-rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as IdentityPage } from '@/features/signer/pages/conditions-identity-page';
import { Component as ConditionsPage } from '@/features/signer/pages/conditions-page';
import { Component as UploadPage } from '@/features/signer/pages/conditions-upload-page';
import { Component as DocumentsPage } from '@/features/signer/pages/documents-page';
import { signerConditionsQueryOptions } from '@/features/signer/signer-conditions-api';
import { stubFetch } from '@/testing/fetch-mock';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const DEED = '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e51';
const ID = '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e52';
const UPLOAD_ID = '7a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const BASE = '/account/heloc/heloc-signer';
const CO_DEED = `/service-application/api/v1/application/heloc/co-deed/${UUID}`;
const FLAG_ON = '?flags=fe-heloc-additional-signer-conditions:on';

const APP: CoDeedApplication = {
  uuid: UUID,
  status: 'TRUST_AND_INSURANCE',
  ownerName: 'SAM PRIME',
  borrowerName: 'Coowner Prime',
  property: '1400 Happy Path Ln, Austin, TX 78701',
  joinedAt: '2026-11-20T10:00:00.000Z',
  signingComplete: false,
  next: 'documents',
};

function condition(
  uuid: string,
  category: SignerConditionCategory,
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
    task: SIGNER_CONDITION_TASKS[category],
    documents: [],
    ...(status === 'SUBMITTED' ? { submittedAt: '2026-11-21T10:00:00.000Z' } : {}),
    ...(status === 'CLEARED' ? { clearedAt: '2026-11-22T10:00:00.000Z' } : {}),
  };
}

/** The signer's calls as the pages see them; `answer` overrides one path's response. */
function mockApi(list: ConditionView[], answer: Record<string, () => Response> = {}) {
  return stubFetch(({ path }) => {
    if (path.endsWith('/co-deed/status')) return jsonResponse({ applications: [APP] });
    if (path.endsWith('/uploads'))
      return jsonResponse({
        id: UPLOAD_ID,
        purpose: 'CONDITION_DOCUMENT',
        mediaType: 'application/pdf',
        sizeBytes: 10,
        createdAt: '2026-11-24',
      });
    if (path.endsWith('/documents') || path.endsWith('/identity'))
      return jsonResponse({ ...list[0], status: 'SUBMITTED' });
    if (path.endsWith('/signing'))
      return jsonResponse({
        status: 'TRUST_AND_INSURANCE',
        signer: 'Sam Prime',
        signature: null,
        documents: [],
        complete: false,
      });
    return jsonResponse(list);
  }, answer);
}

afterEach(() => vi.unstubAllGlobals());

function render(page: string) {
  return renderWithRouter(
    [
      { path: `${BASE}/conditions`, Component: ConditionsPage },
      { path: `${BASE}/conditions/upload-document`, Component: UploadPage },
      { path: `${BASE}/conditions/identity`, Component: IdentityPage },
      { path: `${BASE}/documents`, Component: DocumentsPage },
      { path: `${BASE}/resume`, element: <h1>Resumed</h1> },
    ],
    `${BASE}/${page}`,
  );
}

describe('signer conditions pages (decision 0183)', () => {
  it('the list is polled every 60 s and read again when the window regains focus', () => {
    const options = signerConditionsQueryOptions(UUID);
    expect(options.refetchInterval).toBe(60_000);
    expect(options.refetchOnWindowFocus).toBe(true);
  });

  it('lists the signer’s tasks in their words, with their actions, then those in review and done', async () => {
    const calls = mockApi([
      { ...condition(DEED, 'PROPERTY_LEGAL_DESCRIPTION'), commentsToBorrower: 'The recorded deed, please.' },
      condition(ID, 'ID_VERIFICATION_FAILURE'),
      condition('9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e53', 'IDENTITY_DOCUMENT_FRAUD', 'SUBMITTED'),
      condition('9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e54', 'GENERIC_DOCUMENT_REQUEST', 'CLEARED'),
    ]);
    render(`conditions${FLAG_ON}`);
    await screen.findByRole('heading', { level: 1, name: 'Your tasks' });
    expect(screen.getByRole('list', { name: 'Tasks to do' }).querySelectorAll('h3')).toHaveLength(2);
    expect(document.body.textContent).toContain('The lender needs 2 things from you for Coowner Prime’s');
    expect(document.body.textContent).toContain('Note from the loan team: The recorded deed, please.');
    expect(screen.getByRole('link', { name: 'Upload document' }).getAttribute('href')).toBe(
      `${BASE}/conditions/upload-document?condition=${DEED}`,
    );
    expect(
      screen
        .getByRole('link', { name: SIGNER_CONDITION_TASKS.ID_VERIFICATION_FAILURE.button ?? '' })
        .getAttribute('href'),
    ).toBe(`${BASE}/conditions/identity?condition=${ID}`);
    expect(screen.getByRole('heading', { name: 'Sent for review' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Done' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your documents' }).getAttribute('href')).toBe(
      `${BASE}/documents`,
    );
    expect(calls.some((c) => c.path === `${CO_DEED}/conditions`)).toBe(true);
  });

  it('with the flag off, the conditions pages are not shown: the signer area resumes', async () => {
    const calls = mockApi([condition(DEED, 'PROPERTY_LEGAL_DESCRIPTION')]);
    const { router } = render('conditions');
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/resume`));
    expect(calls.some((c) => c.path.endsWith('/conditions'))).toBe(false);
  });

  it('the documents page says how many tasks wait, or with the flag off that the loan team will call', async () => {
    mockApi([condition(DEED, 'PROPERTY_LEGAL_DESCRIPTION')]);
    render('documents');
    await screen.findByText(/Someone from the loan team will contact you about it/);
    expect(screen.queryByRole('link', { name: 'View your tasks' })).toBeNull();
  });

  it('with the flag on, the documents page links to the tasks', async () => {
    mockApi([condition(DEED, 'PROPERTY_LEGAL_DESCRIPTION'), condition(ID, 'ID_VERIFICATION_FAILURE')]);
    render(`documents${FLAG_ON}`);
    const link = await screen.findByRole('link', { name: 'View your tasks' });
    expect(link.getAttribute('href')).toBe(`${BASE}/conditions`);
    expect(document.body.textContent).toContain('You have 2 tasks to do.');
  });

  it('the upload page asks for a file, sends it through the signer’s own calls and returns to the list', async () => {
    const calls = mockApi([condition(DEED, 'PROPERTY_LEGAL_DESCRIPTION')]);
    const user = userEvent.setup();
    const { router } = render(`conditions/upload-document${FLAG_ON}&condition=${DEED}`);
    await screen.findByRole('heading', {
      level: 1,
      name: SIGNER_CONDITION_TASKS.PROPERTY_LEGAL_DESCRIPTION.header,
    });
    await user.click(screen.getByRole('button', { name: 'Upload and send for review' }));
    const problem = await screen.findByRole('region', { name: 'There is a problem' });
    expect(problem.textContent).toContain('Choose a file to upload');
    await user.upload(
      screen.getByLabelText('Your document'),
      new File(['%PDF-1.7'], 'deed.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and send for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/conditions`));
    expect(calls.find((c) => c.path.endsWith('/uploads'))?.url).toBe(
      `${CO_DEED}/uploads?purpose=CONDITION_DOCUMENT`,
    );
    const attach = calls.find(
      (c) => c.method === 'POST' && c.path === `${CO_DEED}/conditions/${DEED}/documents`,
    );
    expect(attach?.body).toEqual({ uploadId: UPLOAD_ID });
  });

  it('the upload page sends a task that is not an open upload back to the list', async () => {
    mockApi([condition(ID, 'ID_VERIFICATION_FAILURE')]);
    const { router } = render(`conditions/upload-document${FLAG_ON}&condition=${ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/conditions`));
  });

  it('the identity page asks for the name and date of birth again, shows a refusal, and sends them', async () => {
    const refusal = { current: true };
    const calls = mockApi([condition(ID, 'ID_VERIFICATION_FAILURE')], {
      '/identity': () =>
        refusal.current
          ? jsonResponse(
              {
                status: 400,
                error: 'VALIDATION_FAILED',
                message: SIGNER_MESSAGES.nameMismatch,
                errors: [SIGNER_MESSAGES.nameMismatch],
              },
              { status: 400 },
            )
          : jsonResponse({ ...condition(ID, 'ID_VERIFICATION_FAILURE'), status: 'SUBMITTED' }),
    });
    const user = userEvent.setup();
    const { router } = render(`conditions/identity${FLAG_ON}&condition=${ID}`);
    await screen.findByRole('heading', {
      level: 1,
      name: SIGNER_CONDITION_TASKS.ID_VERIFICATION_FAILURE.header,
    });
    expect(screen.getByText('As on the title records: SAM PRIME')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Confirm and send for review' });
    await user.click(send);
    const problem = await screen.findByRole('region', { name: 'There is a problem' });
    expect(problem.textContent).toContain(MESSAGES.firstNameRequired);
    expect(problem.textContent).toContain(MESSAGES.dobRequired);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('First name'), 'Pat');
    await user.type(screen.getByLabelText('Last name'), 'Prime');
    await user.type(screen.getByLabelText('Date of birth'), '03/04/1982');
    await user.click(send);
    expect(await screen.findByText(SIGNER_MESSAGES.nameMismatch)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${BASE}/conditions/identity`);

    refusal.current = false;
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/conditions`));
    const posts = calls.filter(
      (c) => c.method === 'POST' && c.path === `${CO_DEED}/conditions/${ID}/identity`,
    );
    expect(posts.map((c) => c.body)).toEqual([
      { firstName: 'Pat', lastName: 'Prime', dob: '03/04/1982' },
      { firstName: 'Sam', lastName: 'Prime', dob: '03/04/1982' },
    ]);
  });
});
