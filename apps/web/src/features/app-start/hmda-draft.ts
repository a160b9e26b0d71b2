import type { HmdaAnswers, HmdaAnswersInput } from '@hearth/domain/hmda';

/** The page's answers: every write-in a string while typed (empty when not given). */
export type HmdaDraft = {
  ethnicity: { declined: boolean; values: string[]; otherHispanicOrLatino: string };
  race: {
    declined: boolean;
    values: string[];
    americanIndianTribe: string;
    otherAsian: string;
    otherPacificIslander: string;
  };
  sex: { declined: boolean; values: string[] };
};

export type HmdaQuestion = keyof HmdaDraft;

export const EMPTY_HMDA: HmdaDraft = {
  ethnicity: { declined: false, values: [], otherHispanicOrLatino: '' },
  race: { declined: false, values: [], americanIndianTribe: '', otherAsian: '', otherPacificIslander: '' },
  sex: { declined: false, values: [] },
};

/** The saved answers (GET .../hmda), or empty ones the first time. */
export function hmdaDraftOf(saved: HmdaAnswers | null): HmdaDraft {
  if (!saved) return EMPTY_HMDA;
  return {
    ethnicity: {
      declined: saved.ethnicity.declined,
      values: [...saved.ethnicity.values],
      otherHispanicOrLatino: saved.ethnicity.otherHispanicOrLatino ?? '',
    },
    race: {
      declined: saved.race.declined,
      values: [...saved.race.values],
      americanIndianTribe: saved.race.americanIndianTribe ?? '',
      otherAsian: saved.race.otherAsian ?? '',
      otherPacificIslander: saved.race.otherPacificIslander ?? '',
    },
    sex: { declined: saved.sex.declined, values: [...saved.sex.values] },
  };
}

/**
 * "I do not wish to provide this information" is exclusive (GOV.UK's "none" checkbox): choosing it clears the
 * options, choosing an option clears it, so the page never builds the "not both" error the schema guards.
 */
export function toggleChoice(
  draft: HmdaDraft,
  question: HmdaQuestion,
  value: string,
  on: boolean,
): HmdaDraft {
  const current = draft[question];
  const values = on
    ? [...current.values.filter((v) => v !== value), value]
    : current.values.filter((v) => v !== value);
  return { ...draft, [question]: { ...current, declined: false, values } };
}

export function toggleDeclined(draft: HmdaDraft, question: HmdaQuestion, on: boolean): HmdaDraft {
  const current = draft[question];
  return { ...draft, [question]: { ...current, declined: on, values: on ? [] : current.values } };
}

/** A write-in is sent only with the choice it describes, and only when something was written. */
function writeIn(text: string, chosen: boolean): string | undefined {
  const trimmed = text.trim();
  return chosen && trimmed ? trimmed : undefined;
}

export function hmdaBody(draft: HmdaDraft): HmdaAnswersInput {
  const { ethnicity, race, sex } = draft;
  const has = (values: string[], value: string) => values.includes(value);
  const body = {
    ethnicity: {
      declined: ethnicity.declined,
      values: ethnicity.values,
      otherHispanicOrLatino: writeIn(
        ethnicity.otherHispanicOrLatino,
        has(ethnicity.values, 'OTHER_HISPANIC_OR_LATINO'),
      ),
    },
    race: {
      declined: race.declined,
      values: race.values,
      americanIndianTribe: writeIn(
        race.americanIndianTribe,
        has(race.values, 'AMERICAN_INDIAN_OR_ALASKA_NATIVE'),
      ),
      otherAsian: writeIn(race.otherAsian, has(race.values, 'OTHER_ASIAN')),
      otherPacificIslander: writeIn(race.otherPacificIslander, has(race.values, 'OTHER_PACIFIC_ISLANDER')),
    },
    sex: { declined: sex.declined, values: sex.values },
  };
  // Undefined write-ins are left out of the JSON; the enum values are checked by the schema before sending.
  return JSON.parse(JSON.stringify(body)) as HmdaAnswersInput;
}
