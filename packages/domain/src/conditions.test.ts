import { describe, expect, it } from 'vitest';
import { CONDITION_TASKS, conditionTask, documentsStillNeeded } from './conditions';
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
