import { z } from 'zod';

/**
 * The Regulation C (12 CFR 1003, appendix B) demographic questions of start/hmda: ethnicity, race and sex,
 * each with its sub-categories and "I do not wish to provide this information". The answers are kept for
 * the lender's HMDA report only: they live in a table of their own and no decision input can hold them
 * (decision 0122). Codes are the HMDA Filing Instructions Guide's, so the report needs no mapping table.
 */

export const HMDA_DECLINE_LABEL = 'I do not wish to provide this information';

export const HMDA_ETHNICITIES = [
  'HISPANIC_OR_LATINO',
  'MEXICAN',
  'PUERTO_RICAN',
  'CUBAN',
  'OTHER_HISPANIC_OR_LATINO',
  'NOT_HISPANIC_OR_LATINO',
] as const;
export type HmdaEthnicity = (typeof HMDA_ETHNICITIES)[number];

export const HMDA_RACES = [
  'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
  'ASIAN',
  'ASIAN_INDIAN',
  'CHINESE',
  'FILIPINO',
  'JAPANESE',
  'KOREAN',
  'VIETNAMESE',
  'OTHER_ASIAN',
  'BLACK_OR_AFRICAN_AMERICAN',
  'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  'NATIVE_HAWAIIAN',
  'GUAMANIAN_OR_CHAMORRO',
  'SAMOAN',
  'OTHER_PACIFIC_ISLANDER',
  'WHITE',
] as const;
export type HmdaRace = (typeof HMDA_RACES)[number];

export const HMDA_SEXES = ['FEMALE', 'MALE'] as const;
export type HmdaSex = (typeof HMDA_SEXES)[number];

interface Choice<T extends string> {
  value: T;
  label: string;
  /** HMDA code reported for this choice. */
  code: number;
  /** Sub-categories shown under it. */
  children?: readonly Choice<T>[];
}

/** The questions as the page lays them out, with the HMDA codes the lender's report uses. */
export const HMDA_ETHNICITY_CHOICES: readonly Choice<HmdaEthnicity>[] = [
  {
    value: 'HISPANIC_OR_LATINO',
    label: 'Hispanic or Latino',
    code: 1,
    children: [
      { value: 'MEXICAN', label: 'Mexican', code: 11 },
      { value: 'PUERTO_RICAN', label: 'Puerto Rican', code: 12 },
      { value: 'CUBAN', label: 'Cuban', code: 13 },
      { value: 'OTHER_HISPANIC_OR_LATINO', label: 'Other Hispanic or Latino', code: 14 },
    ],
  },
  { value: 'NOT_HISPANIC_OR_LATINO', label: 'Not Hispanic or Latino', code: 2 },
];

export const HMDA_RACE_CHOICES: readonly Choice<HmdaRace>[] = [
  { value: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE', label: 'American Indian or Alaska Native', code: 1 },
  {
    value: 'ASIAN',
    label: 'Asian',
    code: 2,
    children: [
      { value: 'ASIAN_INDIAN', label: 'Asian Indian', code: 21 },
      { value: 'CHINESE', label: 'Chinese', code: 22 },
      { value: 'FILIPINO', label: 'Filipino', code: 23 },
      { value: 'JAPANESE', label: 'Japanese', code: 24 },
      { value: 'KOREAN', label: 'Korean', code: 25 },
      { value: 'VIETNAMESE', label: 'Vietnamese', code: 26 },
      { value: 'OTHER_ASIAN', label: 'Other Asian', code: 27 },
    ],
  },
  { value: 'BLACK_OR_AFRICAN_AMERICAN', label: 'Black or African American', code: 3 },
  {
    value: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
    label: 'Native Hawaiian or Other Pacific Islander',
    code: 4,
    children: [
      { value: 'NATIVE_HAWAIIAN', label: 'Native Hawaiian', code: 41 },
      { value: 'GUAMANIAN_OR_CHAMORRO', label: 'Guamanian or Chamorro', code: 42 },
      { value: 'SAMOAN', label: 'Samoan', code: 43 },
      { value: 'OTHER_PACIFIC_ISLANDER', label: 'Other Pacific Islander', code: 44 },
    ],
  },
  { value: 'WHITE', label: 'White', code: 5 },
];

export const HMDA_SEX_CHOICES: readonly Choice<HmdaSex>[] = [
  { value: 'FEMALE', label: 'Female', code: 2 },
  { value: 'MALE', label: 'Male', code: 1 },
];

/** HMDA's code for "information not provided by applicant in mail, internet, or telephone application". */
export const HMDA_NOT_PROVIDED_CODE = { ethnicity: 3, race: 6, sex: 3 } as const;

/** HMDA's code for an applicant who selected both female and male. */
export const HMDA_BOTH_SEXES_CODE = 6;

export const HMDA_MESSAGES = {
  chooseOne: `Please select at least one option or "${HMDA_DECLINE_LABEL}"`,
  notBoth: `Please select options or "${HMDA_DECLINE_LABEL}", not both`,
  otherTooLong: 'Please use at most 100 characters',
  otherWithoutChoice: 'Please select the matching option before describing it',
  duplicate: 'Please select each option only once',
} as const;

const OTHER_TEXT_MAX = 100;
const otherText = z.string().trim().max(OTHER_TEXT_MAX, HMDA_MESSAGES.otherTooLong).optional();

/** One question: options, or the decline, never both and never neither. */
function question<T extends string>(values: readonly [T, ...T[]]) {
  return z.object({
    declined: z.boolean().default(false),
    values: z.array(z.enum(values)).max(values.length).default([]),
  });
}

function checkQuestion(
  answer: { declined: boolean; values: readonly string[] },
  path: string,
  ctx: z.RefinementCtx,
): void {
  if (answer.declined && answer.values.length > 0) {
    ctx.addIssue({ code: 'custom', path: [path], message: HMDA_MESSAGES.notBoth });
  } else if (!answer.declined && answer.values.length === 0) {
    ctx.addIssue({ code: 'custom', path: [path], message: HMDA_MESSAGES.chooseOne });
  }
  if (new Set(answer.values).size !== answer.values.length) {
    ctx.addIssue({ code: 'custom', path: [path], message: HMDA_MESSAGES.duplicate });
  }
}

/** Free text is kept only with the choice it describes, so a report never shows a stray write-in. */
function checkOther(text: string | undefined, chosen: boolean, path: string[], ctx: z.RefinementCtx): void {
  if (text && !chosen) ctx.addIssue({ code: 'custom', path, message: HMDA_MESSAGES.otherWithoutChoice });
}

export const hmdaAnswersSchema = z
  .object({
    ethnicity: question(HMDA_ETHNICITIES).extend({ otherHispanicOrLatino: otherText }),
    race: question(HMDA_RACES).extend({
      americanIndianTribe: otherText,
      otherAsian: otherText,
      otherPacificIslander: otherText,
    }),
    sex: question(HMDA_SEXES),
  })
  .superRefine((answers, ctx) => {
    checkQuestion(answers.ethnicity, 'ethnicity', ctx);
    checkQuestion(answers.race, 'race', ctx);
    checkQuestion(answers.sex, 'sex', ctx);
    const { ethnicity, race } = answers;
    checkOther(
      ethnicity.otherHispanicOrLatino,
      ethnicity.values.includes('OTHER_HISPANIC_OR_LATINO'),
      ['ethnicity', 'otherHispanicOrLatino'],
      ctx,
    );
    checkOther(
      race.americanIndianTribe,
      race.values.includes('AMERICAN_INDIAN_OR_ALASKA_NATIVE'),
      ['race', 'americanIndianTribe'],
      ctx,
    );
    checkOther(race.otherAsian, race.values.includes('OTHER_ASIAN'), ['race', 'otherAsian'], ctx);
    checkOther(
      race.otherPacificIslander,
      race.values.includes('OTHER_PACIFIC_ISLANDER'),
      ['race', 'otherPacificIslander'],
      ctx,
    );
  });
export type HmdaAnswersInput = z.input<typeof hmdaAnswersSchema>;
export type HmdaAnswers = z.output<typeof hmdaAnswersSchema>;

/** Every key an HMDA answer is stored under: what a decision input must never contain (decision 0122). */
export const HMDA_FIELD_NAMES = [
  'hmda',
  'ethnicity',
  'race',
  'sex',
  'otherHispanicOrLatino',
  'americanIndianTribe',
  'otherAsian',
  'otherPacificIslander',
] as const;

/** Paths of every key of `value` (nested objects and arrays) whose name is an HMDA field. */
export function hmdaKeysIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => hmdaKeysIn(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => {
    const here = path ? `${path}.${key}` : key;
    const own = (HMDA_FIELD_NAMES as readonly string[]).includes(key.toLowerCase()) ? [here] : [];
    return [...own, ...hmdaKeysIn(child, here)];
  });
}

/** HMDA codes of the answers, as the loan/application register reports them (declined -> not provided). */
export function hmdaReportCodes(answers: HmdaAnswers): {
  ethnicity: number[];
  race: number[];
  sex: number[];
} {
  const codes = <T extends string>(choices: readonly Choice<T>[], values: readonly T[]) => {
    const flat = choices.flatMap((c) => [c, ...(c.children ?? [])]);
    return flat.filter((c) => values.includes(c.value)).map((c) => c.code);
  };
  return {
    ethnicity: answers.ethnicity.declined
      ? [HMDA_NOT_PROVIDED_CODE.ethnicity]
      : codes(HMDA_ETHNICITY_CHOICES, answers.ethnicity.values),
    race: answers.race.declined
      ? [HMDA_NOT_PROVIDED_CODE.race]
      : codes(HMDA_RACE_CHOICES, answers.race.values),
    sex: answers.sex.declined
      ? [HMDA_NOT_PROVIDED_CODE.sex]
      : answers.sex.values.length === 2
        ? [HMDA_BOTH_SEXES_CODE]
        : codes(HMDA_SEX_CHOICES, answers.sex.values),
  };
}

/** Shown above the questions (the appendix B notice, in short). */
export const HMDA_NOTICE =
  'The federal government asks lenders for the following information to monitor compliance with fair lending ' +
  'laws. You are not required to provide it, and it is not used to decide your application. You may select ' +
  `one or more designations for ethnicity and race. If you choose "${HMDA_DECLINE_LABEL}", nothing else is ` +
  'recorded for that question, because you are applying online.';
