import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/features/register/components/dialog';
import type { PropertyCheck } from '@/features/register/submit/property-checks';

/**
 * The partner that lends in Hawaii. The spec names a partner link but not the partner; until the brand data
 * carries one, this is the lender's own contact page (decision 0052).
 */
export const HAWAII_PARTNER_HREF = '/contact';

/** Hawaii, licensed-state, unserved-state and New York mismatch modals (spec sections 2, 5 and 8). */
export function RegionalModals({ check, onClose }: { check: PropertyCheck | null; onClose: () => void }) {
  if (!check || check.kind === 'ok' || check.kind === 'not-accepting-apps') return null;
  if (check.kind === 'ny-mismatch') {
    return (
      <Dialog
        open
        title={check.propertyInNewYork ? 'Your property is in New York' : 'Your property is outside New York'}
        onClose={onClose}
        actions={
          <Link className="button" to="/contact">
            Start on our other site
          </Link>
        }
      >
        <p>
          {check.propertyInNewYork
            ? 'Applications for New York properties are taken on our New York site.'
            : 'This site takes applications for New York properties only.'}{' '}
          Please start your application there.
        </p>
      </Dialog>
    );
  }
  const { block } = check;
  if (block.kind === 'hawaii') {
    return (
      <Dialog
        open
        title="Hawaii property"
        onClose={onClose}
        actions={
          <Link className="button" to={HAWAII_PARTNER_HREF}>
            Apply with our partner lender
          </Link>
        }
      >
        <p>{block.message}</p>
        <p>We work with a partner lender for homes in Hawaii.</p>
      </Dialog>
    );
  }
  return (
    <Dialog open title="We can't continue with this property" onClose={onClose}>
      <p>{block.message}</p>
    </Dialog>
  );
}

export function WarningDialog({
  title,
  children,
  onClose,
  onContinue,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  onContinue: () => void;
}) {
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onContinue}>
          Continue
        </button>
      }
    >
      {children}
    </Dialog>
  );
}
