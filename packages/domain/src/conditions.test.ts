import { describe, expect, it } from 'vitest';
import {
  borrowerConditionsSchema,
  CONDITION_TASKS,
  canAskSigner,
  conditionTask,
  documentsStillNeeded,
  isOtherOwnersTask,
  otherOwnerTask,
  SIGNER_CONDITION_CATEGORIES,
  SIGNER_CONDITION_TASKS,
  taskWords,
} from './conditions';
import { CONDITION_CATEGORIES } from './enums';

describe('condition tasks', () => {
  it('maps every category to a complete task', () => {
    for (const category of CONDITION_CATEGORIES) {
      const task = conditionTask(category);
      expect(task.header.length).toBeGreaterThan(0);
      expect(task.button === null).toBe(task.location === null);
      expect(task.type === 'review').toBe(task.location === null);
    }
    expect(Object.keys(CONDITION_TASKS)).toHaveLength(CONDITION_CATEGORIES.length);
  });

  it.each([
    ['ID_VERIFICATION_FAILURE', 'identity'],
    ['MISSING_PHONE_NUMBER', 'conditions/phone-number'],
    ['MANUAL_PAYSTUB_UPLOAD', 'conditions/upload-document'],
    ['ESCALATION_REVIEW', null],
  ] as const)('%s -> %s', (category, location) => {
    expect(conditionTask(category).location).toBe(location);
  });

  it.each([
    [2, 0, 2],
    [2, 3, 0],
    [undefined, 0, 1],
  ])('required %j, uploaded %i -> %i still needed', (required, uploaded, expected) => {
    expect(documentsStillNeeded(required, uploaded)).toBe(expected);
  });
});

describe('tasks of an additional signer (decision 0183)', () => {
  it('asks a signer only for who they are, an ID, or a document; never income, credit, a bank account or a phone', () => {
    expect(CONDITION_CATEGORIES.filter(canAskSigner)).toEqual([...SIGNER_CONDITION_CATEGORIES]);
    for (const category of [
      'BANK_ACCOUNT_FRAUD_REVIEW',
      'MISSING_PHONE_NUMBER',
      'MANUAL_PAYSTUB_UPLOAD',
      'HARD_CREDIT_INQUIRY_REVIEW',
    ] as const)
      expect(canAskSigner(category)).toBe(false);
  });

  it('gives each signer task complete words, leading to a page of the signer area', () => {
    for (const category of SIGNER_CONDITION_CATEGORIES) {
      const task = SIGNER_CONDITION_TASKS[category];
      expect(task.button).not.toBeNull();
      expect(['conditions/upload-document', 'conditions/identity']).toContain(task.location);
      expect(task.type).toBe(CONDITION_TASKS[category].type);
      expect(`${task.header} ${task.description}`).not.toMatch(/your loan team|your property|your income/i);
      expect(taskWords(category, 'SIGNER')).toBe(task);
      expect(taskWords(category, 'BORROWER')).toBe(CONDITION_TASKS[category]);
    }
    expect(SIGNER_CONDITION_TASKS.ID_VERIFICATION_FAILURE.location).toBe('conditions/identity');
  });

  it("tells the borrower whom a task waits on, and nothing of the owner's task itself", () => {
    const open = otherOwnerTask('SAM PRIME', 'OPEN');
    expect(open).toMatchObject({
      header: 'Waiting on SAM PRIME',
      button: null,
      location: null,
      type: 'review',
    });
    expect(open.description).toContain('you do not need to do anything');
    expect(otherOwnerTask('SAM PRIME', 'SUBMITTED').description).toContain('reviewing');
    const [own, theirs] = borrowerConditionsSchema.parse([
      {
        uuid: '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e51',
        categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
        created: '2026-11-20T10:00:00.000Z',
        status: 'OPEN',
        task: CONDITION_TASKS.GENERIC_DOCUMENT_REQUEST,
        documents: [],
      },
      {
        uuid: '9a1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e52',
        status: 'OPEN',
        actionNeeded: false,
        created: '2026-11-20T10:00:00.000Z',
        owner: { name: 'SAM PRIME' },
        task: open,
      },
    ]);
    expect(own && isOtherOwnersTask(own)).toBe(false);
    expect(theirs && isOtherOwnersTask(theirs)).toBe(true);
    expect(theirs).not.toHaveProperty('categoryEnum');
  });
});
