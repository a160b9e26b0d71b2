import { SANDBOX_ENOTARY_COMMISSION_STATE } from '@hearth/domain/notary';

/** The steps of the online session, in order; `current` is the index of the one the borrower is at. */
const SESSION_STEPS = [
  'The notary checks your ID',
  'Read your deed of trust once more',
  'Sign it while the notary watches',
  'The notary completes your deed in the notary journal',
] as const;

/**
 * The video session the notary intro promises (issue 21 item 12, decision 0208): the notary's tile and the borrower's
 * own, and the session's steps. The sandbox network has no video: a picture stands in for the notary, named with
 * their commission, and the borrower's tile says their camera is not used (the spec asks for no camera permission).
 * Each picture has its text alternative, and the captions say the same in words.
 */
export function NotarySessionFrame({ notary, current }: { notary: string; current: 1 | 2 }) {
  return (
    <section className="notary-session__frame" aria-labelledby="notary-session-frame-title">
      <h2 id="notary-session-frame-title">Your video session</h2>
      <div className="notary-session__tiles">
        <figure className="notary-session__tile notary-session__tile--notary">
          <svg
            className="notary-session__picture"
            viewBox="0 0 160 100"
            role="img"
            aria-label={`Sandbox picture standing in for the live video of ${notary}, your notary`}
          >
            <rect width="160" height="100" fill="#2b3445" />
            <rect x="0" y="70" width="160" height="30" fill="#3a4558" />
            <circle cx="80" cy="42" r="16" fill="#c9a27e" />
            <path d="M48 100c0-20 14-32 32-32s32 12 32 32z" fill="#5a6b8c" />
            <rect x="6" y="6" width="44" height="14" rx="3" fill="#ffffff" />
            <text x="28" y="16.5" fontSize="8" fontFamily="sans-serif" textAnchor="middle" fill="#1a1f2b">
              SANDBOX
            </text>
          </svg>
          <figcaption>
            <strong>{notary}</strong>
            <span>Notary public, commissioned in {SANDBOX_ENOTARY_COMMISSION_STATE}</span>
            <span className="notary-session__sandbox">
              Sandbox session: a picture stands in for the notary’s live video.
            </span>
          </figcaption>
        </figure>
        <figure className="notary-session__tile notary-session__tile--you">
          <svg
            className="notary-session__picture"
            viewBox="0 0 160 100"
            role="img"
            aria-label="Your camera: not turned on in the sandbox"
          >
            <rect width="160" height="100" fill="#e4e8ef" />
            <circle cx="80" cy="40" r="14" fill="#8a93a3" />
            <path d="M52 92c0-17 12-27 28-27s28 10 28 27z" fill="#8a93a3" />
          </svg>
          <figcaption>
            <strong>Your camera</strong>
            <span>Not turned on: the sandbox session does not use your camera.</span>
          </figcaption>
        </figure>
      </div>
      <h3>Session steps</h3>
      <ol className="notary-steps">
        {SESSION_STEPS.map((step, index) => (
          <li
            key={step}
            className={
              index < current ? 'notary-steps__done' : index === current ? 'notary-steps__current' : undefined
            }
            aria-current={index === current ? 'step' : undefined}
          >
            {step}
            {index < current ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
