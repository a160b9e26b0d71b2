import type { ApplicationSummary } from '@hearth/domain/app-start';

/**
 * The disclosures exactly as the server generated them: the text whose SHA-256 the accept sends back.
 * Paragraphs split on blank lines; list lines keep their breaks.
 */
export function DisclosureList({ disclosures }: { disclosures: ApplicationSummary['disclosures'] }) {
  return (
    <div className="disclosures">
      {disclosures.map((d) => (
        <details key={d.type} className="disclosure">
          <summary className="disclosure__summary">
            <span className="disclosure__title">{d.title}</span>
            {d.acceptedAt ? <span className="badge">Agreed</span> : null}
          </summary>
          <div className="disclosure__body">
            {d.text.split('\n\n').map((paragraph) => (
              <p key={paragraph} className="disclosure__paragraph">
                {paragraph}
              </p>
            ))}
            {d.links.length > 0 ? (
              <ul className="disclosure__links">
                {d.links.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noreferrer">
                      {link.label}
                      {link.url.toLowerCase().endsWith('.pdf')
                        ? ' (PDF, opens in a new tab)'
                        : ' (opens in a new tab)'}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="disclosure__version">Version {d.version}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
