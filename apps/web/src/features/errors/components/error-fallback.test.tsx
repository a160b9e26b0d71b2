import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from '@/features/errors/components/error-fallback';
import { BrandProvider } from '@/lib/brand/brand-context';
import { toBrand } from '@/lib/brand/private-label-data';
import { privateLabelDataFixture } from '@/testing/brand-fixture';

describe('ErrorFallback', () => {
  it('shows the snag message, both actions and the brand support details', async () => {
    const onTryAgain = vi.fn();
    render(
      <BrandProvider brand={toBrand(privateLabelDataFixture())}>
        <ErrorFallback standalone onTryAgain={onTryAgain} />
      </BrandProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Sorry, looks like we have hit a snag!',
    );
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: '(800) 555-0199' }).getAttribute('href')).toBe(
      'tel:+18005550199',
    );
    expect(screen.getByRole('link', { name: 'help@harbor.example' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onTryAgain).toHaveBeenCalledOnce();
  });

  it('still renders without brand data', () => {
    render(<ErrorFallback />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Sorry, looks like we have hit a snag!',
    );
    expect(screen.queryByRole('main')).toBeNull();
  });
});
