import type { RegionalLinks } from '@hearth/domain/brands';
import type { LoanOriginator } from '@hearth/domain/entities';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import type { ReactNode } from 'react';
import { Dialog } from '@/components/dialog';
import type { PropertyCheck } from '@/features/register/submit/property-checks';
import { telHref } from '@/lib/brand/private-label-data';

type RegionalModalsProps = {
  check: PropertyCheck | null;
  onClose: () => void;
  /** The Hawaii partner and the lender's other site, from brand data (decision 0052). */
  links: RegionalLinks;
  /** The referring loan officer, whose contact details the licensed-state block repeats. */
  loanOriginator?: LoanOriginator | null | undefined;
};

/** Hawaii, licensed-state, unserved-state and New York mismatch modals (spec sections 2, 5 and 8). */
export function RegionalModals({ check, onClose, links, loanOriginator }: RegionalModalsProps) {
  if (!check || check.kind === 'ok' || check.kind === 'not-accepting-apps') return null;
  if (check.kind === 'ny-mismatch') {
    const inNewYork = check.propertyInNewYork;
    return (
      <Dialog
        open
        title={inNewYork ? 'Your property is in New York' : 'Your property is outside New York'}
        onClose={onClose}
        actions={
          <a className="button" href={links.stateMismatchSiteUrl}>
            {inNewYork ? 'Go to our New York site' : 'Go to our site for other states'}
          </a>
        }
      >
        <p>
          {inNewYork
            ? 'Applications for New York properties are taken on our New York site.'
            : 'This site takes applications for New York properties only.'}{' '}
          Please start your application there.
        </p>
      </Dialog>
    );
  }
  const { block } = check;
  if (block.kind === 'hawaii') {
    const partner = links.hawaiiPartner;
    return (
      <Dialog
        open
        title="Hawaii property"
        onClose={onClose}
        actions={
          <a className="button" href={partner.url}>
            Apply with {partner.name}
          </a>
        }
      >
        <p>{block.message}</p>
        <p>
          We work with {partner.name}, a partner lender, for homes in Hawaii. You will start a new application
          on their site.
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog open title="We can't continue with this property" onClose={onClose}>
      <p>{block.message}</p>
      {block.kind === 'licensed-state' && loanOriginator ? (
        <LoanOfficerContact originator={loanOriginator} />
      ) : null}
    </Dialog>
  );
}

function LoanOfficerContact({ originator }: { originator: LoanOriginator }) {
  const info = originator.displayInfo;
  return (
    <p className="regional-modal__contact">
      {info.originatorName}
      {info.brokerName ? `, ${info.brokerName}` : ''}
      <br />
      <a href={telHref(info.phoneNumber)}>{info.phoneNumber}</a>
      <br />
      <a href={`mailto:${info.email}`}>{info.email}</a>
    </p>
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

/** The disaster-zip warning (spec section 8): the borrower may still continue. */
export function DisasterZipWarning({ onContinue, onClose }: { onContinue: () => void; onClose: () => void }) {
  return (
    <WarningDialog title="Your area was affected by a disaster" onClose={onClose} onContinue={onContinue}>
      <p>{ERROR_MESSAGES.disasterZip}</p>
    </WarningDialog>
  );
}
