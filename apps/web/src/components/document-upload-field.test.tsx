import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DocumentUploadField } from '@/components/document-upload-field';

function Field({ error }: { error?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <DocumentUploadField
      id="document"
      label="Declarations page"
      hint="Make sure every page is readable."
      error={error}
      file={file}
      onChange={setFile}
    />
  );
}

const pdf = (name = 'declarations.pdf', bytes = 2_400) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

// Issue 21 item 15: a bare native file input on every upload (decision 0209).
describe('DocumentUploadField', () => {
  it('offers a drop zone with "Choose a file" and says the types and size it takes', () => {
    render(<Field />);
    const input = screen.getByLabelText('Declarations page');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toContain('application/pdf');
    expect(screen.getByText('Drag your file here, or')).toBeTruthy();
    expect(screen.getByText('Choose a file').getAttribute('for')).toBe('document');
    expect(screen.getByText('PDF, JPEG or PNG, up to 20 MB. Make sure every page is readable.')).toBeTruthy();
    // "Take a photo" opens the back camera, for a phone; it is described by the field's label.
    const camera = screen.getByLabelText('Take a photo');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('aria-describedby')).toContain('document-label');
  });

  it("shows the chosen file's name, size and a PDF's icon, then replaces and removes it", async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.upload(screen.getByLabelText('Declarations page'), pdf());
    expect(screen.getByText('declarations.pdf')).toBeTruthy();
    expect(screen.getByText('2.4 KB')).toBeTruthy();
    expect(document.querySelector('.file-upload__pdf')).toBeTruthy();
    expect(screen.getByText('Replace file')).toBeTruthy();
    expect(screen.getByText('Chosen: declarations.pdf, 2.4 KB.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove declarations.pdf' }));
    expect(screen.queryByText('declarations.pdf')).toBeNull();
    expect(screen.getByText('Choose a file')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Declarations page'));
  });

  it('previews a photo as an image', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Declarations page'), png);
    const preview = await screen.findByRole('img', { name: 'Preview of photo.png' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('takes a dropped file, and refuses one of another type or too large with a reason', () => {
    render(<Field />);
    const zone = document.querySelector('.file-upload__zone') as HTMLElement;
    const drop = (file: File) => fireEvent.drop(zone, { dataTransfer: { files: [file] } });

    drop(new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect(screen.getByText(/“notes.docx” is not a PDF, JPEG or PNG file/)).toBeTruthy();
    expect(screen.getByLabelText('Declarations page').getAttribute('aria-invalid')).toBe('true');

    drop(pdf('huge.pdf', 20_000_001));
    expect(screen.getByText(/“huge.pdf” is 20 MB: the largest file we take is 20 MB/)).toBeTruthy();
    expect(screen.queryByText('Replace file')).toBeNull();

    drop(pdf());
    expect(screen.getByText('declarations.pdf')).toBeTruthy();
    expect(screen.queryByText(/is not a PDF/)).toBeNull();
  });

  it("shows the form's error on the field", () => {
    render(<Field error="Choose a file to upload" />);
    expect(screen.getByText('Choose a file to upload')).toBeTruthy();
    expect(screen.getByLabelText('Declarations page').getAttribute('aria-describedby')).toContain(
      'document-error',
    );
  });
});
