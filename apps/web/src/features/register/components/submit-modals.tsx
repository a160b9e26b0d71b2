import { BASE_PATH } from '@hearth/domain/auth';
import type { RegionalLinks } from '@hearth/domain/brands';
import { formatUsDate } from '@hearth/domain/dates';
import type { LoanOriginator } from '@hearth/domain/entities';
import { ERROR_MESSAGES } from '@hearth/domain/errors';
import { Dialog } from '@/components/dialog';
import { RegionalModals } from '@/features/register/components/regional-modals';
import { registerPaths } from '@/features/register/register-paths';
import type { SubmitOutcome } from '@/features/register/submit/submit-registration';
import { Link } from '@/lib/routing';

/** The modals a submit can end in: account exists, the three active-application cases, regional blocks. */
export function SubmitModals({
  outcome,
  onClose,
  returnTo,
  links,
  loanOriginator,
}: {
  outcome: SubmitOutcome | null;
  onClose: () => void;
  returnTo: string;
  links: RegionalLinks;
  loanOriginator?: LoanOriginator | null | undefined;
}) {
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'account-exists':
      return (
        <Dialog
          open
          title={ERROR_MESSAGES.accountAlreadyExistsTitle}
          onClose={onClose}
          actions={
            <Link className="button" to={registerPaths.login(returnTo)}>
              Log in
            </Link>
          }
        >
          <p>{ERROR_MESSAGES.accountAlreadyExistsBody}</p>
        </Dialog>
      );
    case 'active-application': {
      const { modal } = outcome;
      if (modal.kind === 'wait-45-days') {
        return (
          <Dialog open title="You recently opened a HELOC" onClose={onClose}>
            <p>{modal.message}</p>
            <p>You can apply again from {formatUsDate(modal.availableOn)}.</p>
          </Dialog>
        );
      }
      if (modal.kind === 'contact-loan-officer') {
        return (
          <Dialog open title="Contact your loan officer" onClose={onClose}>
            <p>{modal.message}</p>
          </Dialog>
        );
      }
      return (
        <Dialog
          open
          title="You have an active application"
          onClose={onClose}
          actions={
            <Link className="button" to={`${BASE_PATH}/${modal.applicationUuid}`}>
              {modal.linkLabel}
            </Link>
          }
        >
          <p>{modal.message}</p>
        </Dialog>
      );
    }
    case 'blocked':
    case 'ny-mismatch':
      return (
        <RegionalModals check={outcome} onClose={onClose} links={links} loanOriginator={loanOriginator} />
      );
    default:
      return null;
  }
}
