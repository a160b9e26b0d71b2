import { HMDA_MESSAGES } from '@hearth/domain/hmda';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_HMDA,
  hmdaBody,
  hmdaDraftOf,
  toggleChoice,
  toggleDeclined,
} from '@/features/app-start/hmda-draft';
import { validateHmda } from '@/features/app-start/start-forms';

describe('HMDA answers', () => {
  it('asks every question until it has an option or the decline', () => {
    expect(validateHmda(hmdaBody(EMPTY_HMDA))).toEqual({
      ethnicity: HMDA_MESSAGES.chooseOne,
      race: HMDA_MESSAGES.chooseOne,
      sex: HMDA_MESSAGES.chooseOne,
    });
  });

  it('makes "I do not wish to provide this information" exclusive of the options', () => {
    let draft = toggleChoice(EMPTY_HMDA, 'race', 'ASIAN', true);
    draft = toggleChoice(draft, 'race', 'KOREAN', true);
    expect(draft.race.values).toEqual(['ASIAN', 'KOREAN']);
    draft = toggleDeclined(draft, 'race', true);
    expect(draft.race).toMatchObject({ declined: true, values: [] });
    draft = toggleChoice(draft, 'race', 'WHITE', true);
    expect(draft.race).toMatchObject({ declined: false, values: ['WHITE'] });
    draft = toggleChoice(draft, 'race', 'WHITE', false);
    expect(draft.race.values).toEqual([]);
  });

  it('sends a write-in only with its choice, trimmed', () => {
    let draft = toggleChoice(EMPTY_HMDA, 'race', 'OTHER_ASIAN', true);
    draft = { ...draft, race: { ...draft.race, otherAsian: '  Hmong ', otherPacificIslander: 'Tongan' } };
    draft = toggleDeclined(toggleDeclined(draft, 'ethnicity', true), 'sex', true);
    const body = hmdaBody(draft);
    expect(body.race).toEqual({ declined: false, values: ['OTHER_ASIAN'], otherAsian: 'Hmong' });
    expect(validateHmda(body)).toEqual({});
  });

  it('prefills the saved answers', () => {
    const saved = {
      ethnicity: { declined: true, values: [] },
      race: {
        declined: false,
        values: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE' as const],
        americanIndianTribe: 'Navajo',
      },
      sex: { declined: false, values: ['FEMALE' as const] },
    };
    const draft = hmdaDraftOf(saved);
    expect(draft.race.americanIndianTribe).toBe('Navajo');
    expect(draft.ethnicity.declined).toBe(true);
    expect(hmdaBody(draft)).toEqual(saved);
  });
});
