import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsOf, LoanOriginatorCard } from '@/components/loan-originator-card';
import { prefilledList } from '@/features/register/components/entry-notices';

const originator = (avatarUri?: string, licensedStates: string[] = []) => ({
  uuid: '6f1a2b3c-0001-4000-8000-000000000001',
  displayInfo: {
    originatorName: 'Dana Lee',
    email: 'dana.lee@loans.example',
    phoneNumber: '(555) 555-0101',
    nmls: '1000001',
    ...(avatarUri ? { avatarUri } : {}),
  },
  licensedStates,
  enforceLicensedStatesForReferral: false,
});

describe('LoanOriginatorCard', () => {
  it('uses initials for a name, first and last word only', () => {
    expect(initialsOf('Sam Ortiz')).toBe('SO');
    expect(initialsOf(' mary  jo van dyke ')).toBe('MD');
    expect(initialsOf('Prince')).toBe('P');
  });

  it('shows a photo served from this site, and initials for one the page may not load', () => {
    const { container, rerender } = render(
      <LoanOriginatorCard originator={originator('/cdn/lo/dana.jpg')} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/cdn/lo/dana.jpg');
    rerender(<LoanOriginatorCard originator={originator('https://photos.example/dana.jpg')} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('DL');
    rerender(<LoanOriginatorCard originator={originator('//photos.example/dana.jpg')} />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('leaves out the license line when the officer lists no states, and has no broker line', () => {
    render(<LoanOriginatorCard originator={originator()} />);
    const card = screen.getByRole('complementary', { name: 'Your loan officer' });
    expect(card.textContent).not.toContain('Licensed');
    expect(card.textContent).toContain('NMLS ID 1000001');
  });
});

describe('prefilledList', () => {
  it('names what was filled in, once each, in plain English', () => {
    expect(prefilledList(['firstName', 'lastName', 'suffix'])).toBe('name');
    expect(prefilledList(['firstName', 'lastName', 'propertyAddress'])).toBe('name and property address');
    expect(prefilledList(['email', 'phoneNumber', 'income'])).toBe(
      'email address, mobile phone number and income',
    );
  });
});
