import { type CalendarDate, propertyTimeZone, zonedCalendarDate } from '@hearth/domain/dates';
import {
  MATERIAL_DISCLOSURES,
  type OwnerRescission,
  ownerRescission,
} from '@hearth/domain/material-disclosures';
import { mailAllowanceEndsAt } from '@hearth/domain/rescission';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ApplicationRow } from '../application/repository';
import { loanDocuments } from '../documents/schema';
import { signingActs } from '../signing/schema';
import { partiesOf, type RescissionDates, type SessionRow } from './deps';

/**
 * Each owner's own right to cancel (issue 20 item 4, decision 0202): every party to the deed (the borrower and each
 * owner on title who joined) has it, counted from the later of the transaction and their own delivery, which is
 * the later of the notice and their receipt of the material disclosures (Regulation Z 1026.15(a)(3)). The line is
 * recorded and funded only once every one of them has ended.
 */

/**
 * The day `identityUuid` received the last of their material disclosures, on the home's calendar (decision 0272), or
 * null while one is missing.
 */
export async function disclosuresReceivedOn(
  db: Pick<Db, 'select'>,
  app: Pick<ApplicationRow, 'uuid' | 'propertyState'>,
  identityUuid: string,
  kind: keyof typeof MATERIAL_DISCLOSURES,
): Promise<CalendarDate | null> {
  const applicationUuid = app.uuid;
  const docs = await db
    .select({ id: loanDocuments.id })
    .from(loanDocuments)
    .where(
      and(
        eq(loanDocuments.applicationUuid, applicationUuid),
        inArray(loanDocuments.type, [...MATERIAL_DISCLOSURES[kind]]),
      ),
    );
  if (docs.length < MATERIAL_DISCLOSURES[kind].length) return null;
  const acts = await db
    .select({ documentId: signingActs.documentId, signedAt: signingActs.signedAt })
    .from(signingActs)
    .where(
      and(
        eq(signingActs.applicationUuid, applicationUuid),
        eq(signingActs.identityUuid, identityUuid),
        inArray(
          signingActs.documentId,
          docs.map((d) => d.id),
        ),
      ),
    );
  if (docs.some((doc) => !acts.some((act) => act.documentId === doc.id))) return null;
  const last = Math.max(...acts.map((act) => act.signedAt.getTime()));
  return zonedCalendarDate(new Date(last), propertyTimeZone(app.propertyState));
}

/** One party's right to cancel: the borrower's (`kind` BORROWER) or an owner's, from their own delivery. */
export async function partyRescission(
  db: Pick<Db, 'select'>,
  app: ApplicationRow,
  session: SessionRow,
  dates: RescissionDates,
  identityUuid: string,
): Promise<OwnerRescission> {
  const party = partiesOf(app, session).find((p) => p.identityUuid === identityUuid);
  const kind = (party ? party.borrower : identityUuid === app.identityUuid) ? 'BORROWER' : 'OWNER';
  return ownerRescission(
    {
      signedOn: dates.signedOn,
      noticeDeliveredOn: dates.deliveredOn,
      disclosuresReceivedOn: await disclosuresReceivedOn(db, app, identityUuid, kind),
    },
    // Midnight ending the last day is the home's midnight: an Alaska owner keeps their last hour (decision 0272).
    propertyTimeZone(app.propertyState),
  );
}

/** Every party's right to cancel, in the deed's order. */
export async function everyPartyRescission(
  db: Pick<Db, 'select'>,
  app: ApplicationRow,
  session: SessionRow,
  dates: RescissionDates,
): Promise<OwnerRescission[]> {
  const parties = partiesOf(app, session);
  return Promise.all(parties.map((p) => partyRescission(db, app, session, dates, p.identityUuid)));
}

/**
 * When the deed may go to the county: once every party's right to cancel has ended, with the lender's allowance for
 * a cancellation mailed on the last day (decision 0201), at midnight on the home's clock (`timeZone`, decision 0272);
 * for a party still without the material disclosures, the end of the three-year limit.
 */
export function closingStepsFrom(
  rights: readonly OwnerRescission[],
  allowanceBusinessDays: number,
  timeZone: string,
): Date {
  const ends = rights.map((right) =>
    right.from ? mailAllowanceEndsAt(right.from, allowanceBusinessDays, timeZone) : right.endsAt,
  );
  return new Date(Math.max(...ends.map((end) => end.getTime())));
}
