import type { SigningSession } from '@hearth/domain/signing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SigningList } from '@/components/signing/signing-list';

type Doc = SigningSession['documents'][number];
const doc = (title: string, action: Doc['action'], signedAt: string | null = null): Doc => ({
  documentId: `00000000-0000-4000-8000-00000000000${title.length % 10}`,
  title,
  recipient: null,
  sha256: 'a'.repeat(64),
  action,
  signedAt,
});

describe('SigningList (decisions 0172, 0201)', () => {
  it('offers no button for a Texas closing document: it is signed at the title office', () => {
    const onAct = vi.fn();
    render(
      <SigningList
        documents={[
          doc('Home equity line of credit agreement', 'AT_CLOSING'),
          doc('Texas home equity notice (section 50(a)(6))', 'ACKNOWLEDGE'),
          doc('Consent to electronic records and signatures', 'ACKNOWLEDGE', '2026-11-27T16:00:00.000Z'),
        ]}
        pending={false}
        onAct={onAct}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Home equity line of credit agreementYou sign this at your closing',
      'Texas home equity notice (section 50(a)(6))Acknowledge receipt',
      'Consent to electronic records and signaturesAcknowledged',
    ]);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Acknowledge receipt of Texas home equity notice (section 50(a)(6))',
    ]);
  });
});
