import type { ReactNode } from 'react';

/** Shared frame of the legal pages: one h1, the effective date, readable line length. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="page card prose">
      <h1>{title}</h1>
      <p className="muted">Effective January 1, 2025</p>
      {children}
    </article>
  );
}
