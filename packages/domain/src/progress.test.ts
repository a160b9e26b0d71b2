import { describe, expect, it } from 'vitest';
import { stageForStatus } from './application-status';
import { APPLICATION_STATUSES } from './enum-values';
import { PROGRESS_STAGES } from './enums';
import { currentTask, progressFor, progressPercent, STAGE_STEP, stepLabels } from './progress';

describe('progress', () => {
  it.each([
    ['INITIAL', 0],
    ['PRODUCT_SELECT', 1],
    ['MORE_INFO', 2],
    ['LINK_INCOME', 3],
    ['ID_UPLOAD', 4],
    ['SIGNING', 5],
    ['ENOTARY', 6],
    ['MANUAL_NOTARY', 6],
    ['COMPLETE', 7],
  ] as const)('%s is step %i', (stage, step) => {
    expect(STAGE_STEP[stage]).toBe(step);
  });

  it('maps every stage into 0..7', () => {
    for (const stage of PROGRESS_STAGES) expect(STAGE_STEP[stage]).toBeGreaterThanOrEqual(0);
    expect(Math.max(...Object.values(STAGE_STEP))).toBe(7);
  });

  it('labels the steps, with the manual-notary variant', () => {
    expect(stepLabels(false)).toEqual([
      'Basic Info',
      'Select Offer',
      'Provide More Info',
      'Link Income Sources',
      'Verify Identity',
      'Sign Documents',
      'Talk to eNotary',
    ]);
    expect(stepLabels(true).at(-1)).toBe('Schedule Notary Session');
  });

  it('marks steps complete, current and upcoming', () => {
    const view = progressFor('LINK_INCOME', false);
    expect(view.currentStep).toBe(3);
    expect(view.steps.map((s) => s.state)).toEqual([
      'complete',
      'complete',
      'complete',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(progressFor('COMPLETE', true).steps.every((s) => s.state === 'complete')).toBe(true);
  });

  it.each([
    [50, 100, 50],
    [150, 100, 100],
    [-5, 100, 0],
    [1, 4, 25],
    [1, 0, 0],
    [Number.NaN, 100, 0],
  ])('percent of %d / %d is %d', (value, max, expected) => {
    expect(progressPercent(value, max)).toBe(expected);
  });
  it('defaults the maximum to 100', () => {
    expect(progressPercent(30)).toBe(30);
  });
});

describe('the task under the current step (issue 21 item 10)', () => {
  it('names a task for every status from the final offer to the funded line', () => {
    const late = APPLICATION_STATUSES.filter((status) =>
      ['SIGNING', 'ENOTARY', 'MANUAL_NOTARY', 'COMPLETE'].includes(stageForStatus(status)),
    );
    expect(late.length).toBeGreaterThan(30);
    for (const status of late) expect(currentTask(status), status).not.toBeNull();
  });

  it('says what the borrower does, not the step label that spans it', () => {
    expect(currentTask('LIEN_VERIFICATION')).toBe('Confirm your liens');
    expect(currentTask('AUTOPAY')).toBe('Add your bank accounts');
    expect(currentTask('COMPLETE')).toBe('Your line is open');
    expect(currentTask('OFFER_SELECTION')).toBeNull();
    expect(currentTask('NOT_A_STATUS')).toBeNull();
  });

  it('names the Texas title-office closing, not a notary visit (decision 0208)', () => {
    expect(currentTask('MANUAL_DEED_SIGNING', 'TX')).toBe('Title-office closing booked');
    expect(currentTask('NOTARY_DISCLOSURE', 'TX')).toBe('Book your closing');
    expect(currentTask('MANUAL_DEED_SIGNING', 'CA')).toBe('Notary visit booked');
    expect(currentTask('MANUAL_DEED_SIGNING')).toBe('Notary visit booked');
    expect(currentTask('RESCISSION', 'TX')).toBe('Your right to cancel');
  });
});
