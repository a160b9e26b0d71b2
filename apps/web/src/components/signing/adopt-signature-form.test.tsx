import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdoptSignatureForm } from '@/components/signing/adopt-signature-form';

function renderForm() {
  const mutate = vi.fn();
  render(
    <AdoptSignatureForm
      signer="Alex Prime"
      nameHint="As on your application"
      adopt={{ mutate, isPending: false, isError: false, error: null }}
    />,
  );
  return mutate;
}

// Issue 21 item 15: cramped fields, plain radios and no preview of the adopted signature (decision 0209).
describe('AdoptSignatureForm', () => {
  it('shows each style as a card with the name in its hand, and previews the signature as it is typed', async () => {
    const user = userEvent.setup();
    const mutate = renderForm();
    const styles = screen.getByRole('group', { name: 'Choose your signature style' });
    expect(
      within(styles)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['SCRIPT', 'PRINT', 'DRAWN']);
    expect(screen.getByRole('radio', { name: 'Script' })).toHaveProperty('checked', true);
    // Before a name is typed, the cards show the name on the application.
    expect(styles.querySelector('.signature--script')?.textContent).toBe('Alex Prime');

    const preview = screen.getByRole('figure', { name: 'Preview' });
    expect(preview.textContent).toContain('Your signature: no name typed yet.');
    await user.type(screen.getByLabelText('Type your full name'), 'Alexandra Prime');
    await user.type(screen.getByLabelText('Type your initials'), 'ap');
    expect(preview.textContent).toContain('Your signature: Alexandra Prime, in script. Your initials: ap.');
    expect(preview.querySelector('.signature-preview__line .signature--script')?.textContent).toBe(
      'Alexandra Prime',
    );
    expect(styles.querySelector('.signature--print')?.textContent).toBe('Alexandra Prime');

    await user.click(screen.getByRole('radio', { name: 'Print' }));
    expect(preview.textContent).toContain('Your signature: Alexandra Prime, in print.');
    expect(preview.querySelector('.signature-preview__line .signature--print')?.textContent).toBe(
      'Alexandra Prime',
    );
    await user.click(screen.getByLabelText(/I agree that this is my electronic signature/));
    await user.click(screen.getByRole('button', { name: 'Adopt signature' }));
    expect(mutate).toHaveBeenCalledWith({
      fullName: 'Alexandra Prime',
      style: 'PRINT',
      initials: 'ap',
      drawing: null,
      agree: true,
    });
  });

  it('asks for a drawing when the drawn style is chosen, and the preview waits for it', async () => {
    const user = userEvent.setup();
    const mutate = renderForm();
    await user.type(screen.getByLabelText('Type your full name'), 'Alex Prime');
    await user.click(screen.getByRole('radio', { name: 'Draw it' }));
    expect(screen.getByRole('img', { name: 'Your signature: nothing drawn yet.' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Preview' }).textContent).toContain(
      'Your signature: nothing drawn yet.',
    );
    await user.type(screen.getByLabelText('Type your initials'), 'AP');
    await user.click(screen.getByLabelText(/I agree that this is my electronic signature/));
    await user.click(screen.getByRole('button', { name: 'Adopt signature' }));
    expect(
      within(screen.getByRole('region', { name: 'There is a problem' })).getByText(
        'Draw your signature in the box, or type it instead',
      ),
    ).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
  });
});
