import type { DeedSigner } from '@hearth/domain/notary';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeedSigners } from '@/components/signing/deed-signers';

const borrower: DeedSigner = { name: 'Coowner Prime', borrower: true, you: true, signedAt: null };
const owner: DeedSigner = { name: 'Sam Prime', borrower: false, you: false, signedAt: null };
const items = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('DeedSigners (decision 0184)', () => {
  it('says nothing when the borrower signs alone', () => {
    const { container } = render(<DeedSigners signers={[borrower]} online />);
    expect(container.textContent).toBe('');
  });

  it('names each signer, and where each stands before, during and after the online session', () => {
    const { rerender } = render(<DeedSigners signers={[borrower, owner]} online />);
    expect(screen.getByRole('region', { name: 'Who signs before the notary' })).toBeTruthy();
    expect(items()).toEqual([
      'Coowner Prime (you): signs in the session',
      'Sam Prime (owner on title): signs in the session',
    ]);
    rerender(
      <DeedSigners
        signers={[{ ...borrower, signedAt: '2026-11-26T15:05:00.000Z' }, owner]}
        online
        sessionOpen
      />,
    );
    expect(items()[0]).toMatch(/^Coowner Prime \(you\): signed Thursday, November 26 at /);
    expect(items()[1]).toBe('Sam Prime (owner on title): not signed yet');
  });

  it('in person, as the co-owner reads it: everyone must be there, no signing state', () => {
    render(
      <DeedSigners
        signers={[
          { ...borrower, you: false },
          { ...owner, you: true },
        ]}
        online={false}
      />,
    );
    expect(
      screen.getByText('Everyone on title must be there when the notary comes, each with a photo ID.'),
    ).toBeTruthy();
    expect(items()).toEqual(['Coowner Prime (borrower)', 'Sam Prime (you)']);
  });
});
