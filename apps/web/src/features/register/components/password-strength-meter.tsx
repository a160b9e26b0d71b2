import { PASSWORD_STRENGTH_LABELS, passwordStrength } from '@hearth/domain/validation';

const SEGMENTS = [1, 2, 3, 4] as const;

/** The four-segment meter of spec section 5; the word is there for people who cannot see the colors. */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const strength = passwordStrength(password);
  const label = PASSWORD_STRENGTH_LABELS[strength];
  return (
    <div className="strength" id={id}>
      <div className="strength__segments" aria-hidden="true">
        {SEGMENTS.map((segment) => (
          <span
            key={segment}
            className={
              segment <= strength
                ? `strength__segment strength__segment--on-${strength}`
                : 'strength__segment'
            }
          />
        ))}
      </div>
      <span className="strength__label" aria-live="polite">
        {label ? `Password strength: ${label}` : 'Password strength: not set'}
      </span>
    </div>
  );
}
