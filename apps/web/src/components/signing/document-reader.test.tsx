import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocumentReader } from '@/components/signing/document-reader';
import { useReadToTheEnd, type ViewedDocument } from '@/components/signing/document-viewer';

const DOCUMENTS: ViewedDocument[] = [
  { id: 'a', title: 'Account-opening disclosure', recipient: null, pages: 4 },
  { id: 'b', title: 'Agreement', recipient: null, pages: 6 },
  { id: 'c', title: 'Notice of your right to cancel', recipient: 'ALEX PRIME', pages: 2 },
];

/** The reader with a stand-in viewer: "Scroll to the end" reads the document shown. */
function Reader({ onContinue }: { onContinue: () => void }) {
  const gate = useReadToTheEnd(DOCUMENTS.map((d) => d.id));
  return (
    <DocumentReader
      documents={DOCUMENTS}
      gate={gate}
      renderDocument={(doc) => (
        <section className="loan-document" aria-label={`${doc.title}, full text`}>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the stand-in of a scrolling viewer */}
          <div className="loan-document__viewer" tabIndex={0}>
            {doc.title}
          </div>
          <button type="button" onClick={() => gate.markRead(doc.id)}>
            Scroll to the end
          </button>
        </section>
      )}
      readAll="You have read every document. Continue to sign them."
      action={{ label: 'Continue to signing', onContinue }}
    />
  );
}

// Issue 21 item 15: five scroll boxes in one long page; one document at a time, the gate under it (decision 0209).
describe('DocumentReader', () => {
  it('shows one document at a time, its gate under it, and goes on only once each is read to its end', async () => {
    const onContinue = vi.fn();
    const user = userEvent.setup();
    render(<Reader onContinue={onContinue} />);
    expect(screen.getAllByRole('region', { name: /, full text$/ })).toHaveLength(1);
    expect(screen.getByText('Document 1 of 3')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next document' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Scroll to the end of this document to go on. 0 of 3 read.')).toBeTruthy();
    await user.click(next);
    expect(screen.getByText('Document 1 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to signing' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Scroll to the end' }));
    expect(screen.getByText('Read to the end. 1 of 3 read.')).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('false');
    await user.click(next);
    expect(screen.getByRole('region', { name: 'Agreement, full text' })).toBeTruthy();
    expect(screen.getByText('Document 2 of 3')).toBeTruthy();
    // The next document's viewer takes focus, so a keyboard scrolls it at once.
    expect(document.activeElement?.textContent).toBe('Agreement');

    // The list says each one's state, and opens any of them.
    const list = screen.getByRole('region', { name: 'All your documents' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Account-opening disclosureRead',
      'AgreementOpen now',
      'Notice of your right to cancel: ALEX PRIMENot read yet',
    ]);
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    await user.click(items[2] as HTMLElement);
    expect(screen.getByText('Document 3 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Scroll to the end' }));
    // "Next document" goes to the one left unread, before this one.
    await user.click(screen.getByRole('button', { name: 'Next document' }));
    expect(screen.getByText('Document 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Scroll to the end' }));

    expect(screen.getByText('You have read every document. Continue to sign them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next document' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to signing' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });
});
