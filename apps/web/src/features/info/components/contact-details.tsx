import { useBrand } from '@/lib/brand/brand-context';
import { telHref } from '@/lib/brand/private-label-data';

/**
 * Support hours are the shell's published phone hours in Pacific time (spec section 9); live open/closed
 * status comes from the operating-hours service once it exists.
 */
const SUPPORT_HOURS = [
  { days: 'Monday to Friday', hours: '6:00 a.m. to 6:00 p.m. Pacific Time' },
  { days: 'Saturday', hours: '7:00 a.m. to 3:30 p.m. Pacific Time' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export function ContactDetails() {
  const brand = useBrand();
  return (
    <div className="page">
      <h1>Contact {brand.companyName}</h1>
      <p className="page__lead">
        Our home equity specialists can help with your application, documents and closing.
      </p>
      <section className="card" aria-labelledby="contact-phone-heading">
        <h2 id="contact-phone-heading">Call or e-mail us</h2>
        <dl className="definition-list">
          <div className="definition-list__row">
            <dt>Phone</dt>
            <dd>
              <a href={telHref(brand.supportPhone)}>{brand.supportPhone}</a>
            </dd>
          </div>
          <div className="definition-list__row">
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
            </dd>
          </div>
          {brand.nmls ? (
            <div className="definition-list__row">
              <dt>NMLS</dt>
              <dd>#{brand.nmls}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section className="card" aria-labelledby="contact-hours-heading">
        <h2 id="contact-hours-heading">Hours</h2>
        <dl className="definition-list">
          {SUPPORT_HOURS.map((entry) => (
            <div className="definition-list__row" key={entry.days}>
              <dt>{entry.days}</dt>
              <dd>{entry.hours}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">E-mails are answered within one business day.</p>
      </section>
    </div>
  );
}
