import { APP_START_MESSAGES, type ApplicationSummary } from '@hearth/domain/app-start';
import { MESSAGES } from '@hearth/domain/validation';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ADDRESS,
  nextStartHref,
  profileBody,
  profileDraftOf,
  validateContact,
  validateProfile,
} from '@/features/app-start/start-forms';

const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const gap = (item: 'HOME_ADDRESS' | 'PHONE' | 'HMDA', page: string) => ({ item, page, label: item });

describe('start forms', () => {
  it('goes to the next page with a gap, else back to the summary', () => {
    const missing = [gap('PHONE', 'start/contact'), gap('HMDA', 'start/hmda')];
    expect(nextStartHref(UUID, missing, 'start/contact')).toBe(`/account/heloc/${UUID}/start/hmda`);
    expect(nextStartHref(UUID, missing, 'start/profile')).toBe(`/account/heloc/${UUID}/start/contact`);
    expect(nextStartHref(UUID, [gap('HMDA', 'start/hmda')], 'start/hmda')).toBe(
      `/account/heloc/${UUID}/start/app-summary`,
    );
    expect(nextStartHref(UUID, [], 'start/hmda')).toBe(`/account/heloc/${UUID}/start/app-summary`);
  });

  it('asks whether the borrower lives at the property, then for every address field', () => {
    expect(validateProfile({ sameAsProperty: '', homeAddress: EMPTY_ADDRESS })).toEqual({
      sameAsProperty: MESSAGES.required,
    });
    expect(validateProfile({ sameAsProperty: 'YES', homeAddress: EMPTY_ADDRESS })).toEqual({});
    const errors = validateProfile({ sameAsProperty: 'NO', homeAddress: EMPTY_ADDRESS });
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        'homeAddress.street1',
        'homeAddress.city',
        'homeAddress.state',
        'homeAddress.zip',
      ]),
    );
    expect(errors['homeAddress.street2']).toBeUndefined();
    const home = { street1: '12 Oak St', street2: '', city: 'Austin', state: 'TX', zip: '78701' };
    expect(validateProfile({ sameAsProperty: 'NO', homeAddress: home })).toEqual({});
    expect(profileBody({ sameAsProperty: 'YES', homeAddress: home })).toEqual({
      homeAddressSameAsProperty: true,
    });
  });

  it('never offers "lives at the property" for a second home or investment property', () => {
    const summary = {
      applicant: { homeAddress: null },
      property: { occupancyType: 'INVESTMENT' },
    } as unknown as ApplicationSummary;
    expect(profileDraftOf(summary).sameAsProperty).toBe('NO');
    const property = {
      street1: '1400 Happy Path Ln',
      street2: '',
      city: 'Sacramento',
      state: 'CA',
      zip: '95814',
    };
    const home = {
      ...summary,
      property: { ...property, occupancyType: 'HOME' },
    } as unknown as ApplicationSummary;
    expect(profileDraftOf(home).sameAsProperty).toBe('YES');
    // The register stores the property as the home address of a borrower who lives there.
    const stored = { ...home, applicant: { homeAddress: { ...property, street1: '1400 happy path ln ' } } };
    expect(profileDraftOf(stored as ApplicationSummary).sameAsProperty).toBe('YES');
    const elsewhere = { ...home, applicant: { homeAddress: { ...property, street1: '77 Elm St' } } };
    expect(profileDraftOf(elsewhere as ApplicationSummary)).toMatchObject({
      sameAsProperty: 'NO',
      homeAddress: { street1: '77 Elm St' },
    });
    expect(APP_START_MESSAGES.homeAddressRequired).toBeTruthy();
  });

  it("uses the spec's contact messages", () => {
    expect(validateContact({ email: '', phoneNumber: '' })).toEqual({
      email: expect.any(String),
      phoneNumber: MESSAGES.phoneRequired,
    });
    expect(validateContact({ email: 'a@b.co', phoneNumber: '(123) 456-7890' }).phoneNumber).toBeTruthy();
    expect(validateContact({ email: 'ana@example.com', phoneNumber: '(415) 555-0134' })).toEqual({});
  });
});
