import { describe, expect, it } from 'vitest';
import {
  HMDA_BOTH_SEXES_CODE,
  HMDA_DECLINE_LABEL,
  HMDA_ETHNICITIES,
  HMDA_ETHNICITY_CHOICES,
  HMDA_MESSAGES,
  HMDA_RACE_CHOICES,
  HMDA_RACES,
  type HmdaAnswersInput,
  hmdaAnswersSchema,
  hmdaKeysIn,
  hmdaReportCodes,
} from './hmda';

const declinedAll: HmdaAnswersInput = {
  ethnicity: { declined: true },
  race: { declined: true },
  sex: { declined: true },
};

function messages(input: unknown): string[] {
  const result = hmdaAnswersSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('HMDA questions', () => {
  it('lists every Regulation C category and sub-category once, as the page shows them', () => {
    const flat = <T extends string>(c: readonly { value: T; children?: readonly { value: T }[] }[]) =>
      c.flatMap((x) => [x.value, ...(x.children ?? []).map((y) => y.value)]);
    expect(flat(HMDA_ETHNICITY_CHOICES).sort()).toEqual([...HMDA_ETHNICITIES].sort());
    expect(flat(HMDA_RACE_CHOICES).sort()).toEqual([...HMDA_RACES].sort());
    expect(HMDA_DECLINE_LABEL).toBe('I do not wish to provide this information');
  });

  it('accepts "I do not wish to provide this information" for every question', () => {
    expect(messages(declinedAll)).toEqual([]);
  });

  it('accepts several designations with their write-ins', () => {
    const parsed = hmdaAnswersSchema.parse({
      ethnicity: {
        values: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
        otherHispanicOrLatino: 'Colombian',
      },
      race: { values: ['ASIAN', 'KOREAN', 'WHITE'] },
      sex: { values: ['FEMALE'] },
    });
    expect(parsed.ethnicity.declined).toBe(false);
    expect(hmdaReportCodes(parsed)).toEqual({ ethnicity: [1, 14], race: [2, 25, 5], sex: [2] });
  });

  it.each([
    ['nothing chosen', { ...declinedAll, sex: {} }, HMDA_MESSAGES.chooseOne],
    [
      'both declined and chosen',
      { ...declinedAll, race: { declined: true, values: ['WHITE'] } },
      HMDA_MESSAGES.notBoth,
    ],
    ['a repeated option', { ...declinedAll, sex: { values: ['MALE', 'MALE'] } }, HMDA_MESSAGES.duplicate],
    [
      'a write-in without its option',
      { ...declinedAll, race: { values: ['WHITE'], otherAsian: 'Thai' } },
      HMDA_MESSAGES.otherWithoutChoice,
    ],
    [
      'a write-in too long',
      { ...declinedAll, race: { values: ['OTHER_ASIAN'], otherAsian: 'x'.repeat(101) } },
      HMDA_MESSAGES.otherTooLong,
    ],
  ])('rejects %s', (_name, input, message) => {
    expect(messages(input)).toContain(message);
  });

  it('rejects an option that is not a Regulation C category', () => {
    expect(messages({ ...declinedAll, race: { values: ['MARTIAN'] } }).length).toBeGreaterThan(0);
  });

  it('reports a decline as "not provided" and both sexes as their own code', () => {
    expect(hmdaReportCodes(hmdaAnswersSchema.parse(declinedAll))).toEqual({
      ethnicity: [3],
      race: [6],
      sex: [3],
    });
    const both = hmdaAnswersSchema.parse({ ...declinedAll, sex: { values: ['FEMALE', 'MALE'] } });
    expect(hmdaReportCodes(both).sex).toEqual([HMDA_BOTH_SEXES_CODE]);
  });

  it('finds HMDA keys at any depth, and none in an object without them', () => {
    expect(hmdaKeysIn({ applicant: { dob: '1980-01-01', income: 1 }, list: [{ a: 1 }] })).toEqual([]);
    expect(hmdaKeysIn({ applicant: { Race: ['WHITE'] }, list: [{ hmda: {} }] })).toEqual([
      'applicant.Race',
      'list[0].hmda',
    ]);
  });
});
