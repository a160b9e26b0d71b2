import { CONDITION_TASKS, type ConditionView } from '@hearth/domain/conditions';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byState, TaskSections } from '@/components/tasks/task-cards';
import { applicationFixture, homeIn } from '@/testing/application-fixture';
import { stubFetch } from '@/testing/fetch-mock';
import { jsonResponse, renderWithRouter } from '@/testing/render-app';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
// 04:30 UTC on November 25 is 11:30 p.m. on November 24 in Albany (and 8:30 p.m. in California).
const SENT = '2026-11-25T04:30:00.000Z';
// 05:30 UTC on November 26 is 12:30 a.m. on November 26 in Albany, still November 25 in California.
const CLEARED = '2026-11-26T05:30:00.000Z';
const SIGNER_LIST = '/account/heloc/heloc-signer/conditions';

const conditions: ConditionView[] = [
  {
    uuid: '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e51',
    categoryEnum: 'TRUST_REQUIREMENTS',
    requestDocuments: [],
    actionNeeded: false,
    xtraData: { numDocsRequired: 1 },
    created: '2026-11-20T10:00:00.000Z',
    status: 'SUBMITTED',
    task: CONDITION_TASKS.TRUST_REQUIREMENTS,
    documents: [],
    submittedAt: SENT,
  },
  {
    uuid: '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e52',
    categoryEnum: 'ESCALATION_REVIEW',
    requestDocuments: [],
    actionNeeded: false,
    xtraData: { numDocsRequired: 1 },
    created: '2026-11-20T10:00:00.000Z',
    status: 'CLEARED',
    task: CONDITION_TASKS.ESCALATION_REVIEW,
    documents: [],
    clearedAt: CLEARED,
  },
];

function List({ state }: { state?: string }) {
  return (
    <TaskSections
      tasks={byState(conditions)}
      lead={(things) => `Your loan team needs ${things} from you.`}
      hrefOf={() => null}
      noteLabel="Note from your loan team"
      nobody="Your loan team does not need anything from you."
      {...(state === undefined ? {} : { state })}
    />
  );
}

/** The application as the frame reads it: a home in `state`. */
function mockApplication(state: string) {
  return stubFetch(({ path }) =>
    path.endsWith(`/heloc/${UUID}`)
      ? jsonResponse(applicationFixture(UUID, 'TRUST_AND_INSURANCE', homeIn(state)))
      : jsonResponse({ status: 404, error: 'NOT_FOUND', message: 'not found' }, { status: 404 }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('task cards dates (issue 21 item 9, decision 0272)', () => {
  it("dates the tasks sent and done on the calendar of the application's home", async () => {
    mockApplication('NY');
    renderWithRouter(
      [{ path: '/account/heloc/:uuid/conditions', Component: () => <List /> }],
      `/account/heloc/${UUID}/conditions`,
    );
    // Pacific until the application answers: the day it was cleared is the 25th there, the 26th in Albany.
    expect(await screen.findByText('Done on November 26, 2026')).toBeTruthy();
    expect(screen.getByText(/We received your answers on November 24, 2026\./)).toBeTruthy();
  });

  it('reads as Pacific under no application, without asking for one', async () => {
    const calls = mockApplication('NY');
    renderWithRouter([{ path: SIGNER_LIST, Component: () => <List /> }], SIGNER_LIST);
    expect(await screen.findByText(/We received your answers on November 24, 2026\./)).toBeTruthy();
    expect(screen.getByText('Done on November 25, 2026')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('uses the state it is given', async () => {
    renderWithRouter([{ path: SIGNER_LIST, Component: () => <List state="NY" /> }], SIGNER_LIST);
    expect(await screen.findByText('Done on November 26, 2026')).toBeTruthy();
  });
});
