import { activeApplicationModal } from '@hearth/domain/active-application';
import { utcCalendarDate } from '@hearth/domain/dates';
import type { ApplicationStatus } from '@hearth/domain/enums';
import type { AbilityToStartResponse } from '@hearth/domain/heloc-api';
import { CLOSED_STATUSES } from '@hearth/domain/status-machine';
import { canStartNewHeloc } from '@hearth/domain/timing';
import type { Db } from '../../db/database';
import { type ApplicationRow, listApplications } from './repository';

type Executor = Pick<Db, 'insert' | 'select' | 'update'>;

/** An application that stops a new start: one still open, or a HELOC completed less than 45 days ago. */
function blocks(row: ApplicationRow, now: Date): boolean {
  if (!(CLOSED_STATUSES as readonly string[]).includes(row.status)) return true;
  if (row.status !== 'COMPLETE') return false;
  const openedOn = utcCalendarDate(row.completedAt ?? row.updatedAt);
  return !canStartNewHeloc(openedOn, utcCalendarDate(now));
}

export interface AbilityToStart extends AbilityToStartResponse {
  /** The wording of the active-application modal when a start is refused. */
  message: string | null;
}

/**
 * verify-ability-to-start-application: the 45-day rule across every organisation, one open
 * application per organisation.
 */
export async function abilityToStart(
  db: Executor,
  identityUuid: string,
  organizationCode: string,
  now: Date,
): Promise<AbilityToStart> {
  const blocking = (await listApplications(db, identityUuid)).filter((row) => blocks(row, now));
  const organizationsWithActiveApplication = [...new Set(blocking.map((row) => row.organizationCode))];
  const recentlyCompleted = blocking.find((row) => row.status === 'COMPLETE');
  const sameOrganisation = blocking.find((row) => row.organizationCode === organizationCode);
  const blocker = recentlyCompleted ?? sameOrganisation;
  if (!blocker) {
    return {
      canStartApplication: true,
      organizationsWithActiveApplication,
      activeApplication: null,
      message: null,
    };
  }
  const createdDate = (
    blocker.status === 'COMPLETE' ? (blocker.completedAt ?? blocker.updatedAt) : blocker.createdAt
  ).toISOString();
  const modal = activeApplicationModal(
    {
      uuid: blocker.uuid,
      status: { checklistStatus: blocker.status },
      isInquiry: blocker.isInquiry,
      referrer: null,
      auditFields: { createdDate },
    },
    { now },
  );
  return {
    canStartApplication: false,
    organizationsWithActiveApplication,
    activeApplication: {
      uuid: blocker.uuid,
      isInquiry: blocker.isInquiry,
      referrer: blocker.referrerUuid ? { referrerUuid: blocker.referrerUuid } : null,
      auditFields: { createdDate },
      checklistStatus: blocker.status as ApplicationStatus,
      completedAt: blocker.completedAt?.toISOString() ?? null,
    },
    message: modal.message,
  };
}
