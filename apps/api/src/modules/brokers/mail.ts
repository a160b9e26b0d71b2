import { BASE_PATH } from '@hearth/domain/auth';
import {
  BORROWER_WAIT_DAYS,
  BROKER_MAIL_STATUS,
  BROKER_PAGES,
  type BrokerMailEvent,
  daysBetween,
  pipelineGroup,
} from '@hearth/domain/brokers';
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applicationStatusHistory, helocApplications } from '../application/schema';
import { mailOnce } from '../identity/mail-once';
import { notDeactivated } from '../leads/repository';
import { loanOriginators } from '../leads/schema';
import { brokerMailSettingsOf } from './service';

export const BROKER_MAIL_KIND = 'BROKER_UPDATE';
/** How far back a sweep looks for moves to tell of: a server stopped this long still catches up. */
const LOOKBACK_DAYS = 3;

interface Referred {
  applicationUuid: string;
  firstName: string;
  lastName: string;
  propertyCity: string;
  propertyState: string;
  brokerIdentity: string;
  brokerEmail: string;
  brokerName: string;
}

const SETTING: Record<BrokerMailEvent, 'offers' | 'declined' | 'funded' | 'waitingOnBorrower'> = {
  OFFERS: 'offers',
  DECLINED: 'declined',
  FUNDED: 'funded',
  WAITING_ON_BORROWER: 'waitingOnBorrower',
};

function message(event: BrokerMailEvent, app: Referred, days: number): { subject: string; body: string } {
  const who = `${app.firstName} ${app.lastName} (${app.propertyCity}, ${app.propertyState})`;
  const link = `${BASE_PATH}${BROKER_PAGES.application(app.applicationUuid)}`;
  const close =
    `\n\nSee the application in your pipeline: ${link}\n\n` +
    'You get this e-mail because you referred this borrower. You can turn these e-mails off in your pipeline.';
  switch (event) {
    case 'OFFERS':
      return {
        subject: `Offers are ready for ${app.firstName} ${app.lastName}`,
        body: `${who} has pre-qualified, and their offers are ready to choose from. They choose one in their account.${close}`,
      };
    case 'DECLINED':
      return {
        subject: `The application of ${app.firstName} ${app.lastName} was declined`,
        body: `We could not approve a line of credit for ${who}. They have our notice with the reasons.${close}`,
      };
    case 'FUNDED':
      return {
        subject: `${app.firstName} ${app.lastName}'s line of credit is funded`,
        body: `The home equity line of credit of ${who} is open and its initial draw is sent.${close}`,
      };
    case 'WAITING_ON_BORROWER':
      return {
        subject: `${app.firstName} ${app.lastName} has a step waiting for ${days} days`,
        body: `The application of ${who} has waited ${days} days for the borrower's next step. A reminder from you may help.${close}`,
      };
  }
}

const referredColumns = {
  applicationUuid: helocApplications.uuid,
  firstName: helocApplications.firstName,
  lastName: helocApplications.lastName,
  propertyCity: helocApplications.propertyCity,
  propertyState: helocApplications.propertyState,
  brokerIdentity: sql<string>`${loanOriginators.identityUuid}`,
  brokerEmail: loanOriginators.email,
  brokerName: loanOriginators.originatorName,
};

/** Only referrals of a broker who signs in, of the same lender, and whose account the lender has not closed. */
const referredByBroker = and(
  sql`${loanOriginators.uuid}::text = ${helocApplications.referrerUuid}`,
  eq(loanOriginators.organizationCode, helocApplications.organizationCode),
  isNotNull(loanOriginators.identityUuid),
  notDeactivated,
);

async function tell(
  db: Db,
  event: BrokerMailEvent,
  app: Referred,
  onceKey: string,
  days = 0,
): Promise<boolean> {
  const settings = await brokerMailSettingsOf(db, app.brokerIdentity);
  if (!settings[SETTING[event]]) return false;
  const { subject, body } = message(event, app, days);
  return mailOnce(db, {
    onceKey,
    identityUuid: app.brokerIdentity,
    kind: BROKER_MAIL_KIND,
    recipient: app.brokerEmail,
    subject,
    body: `Hello ${app.brokerName},\n\n${body}`,
  });
}

/**
 * One round of the brokers' e-mails (issue 23 item 8): a referred application that reached offers, was declined or
 * was funded, and one whose borrower's step has waited more than BORROWER_WAIT_DAYS. Each event is mailed once
 * (`outbox.once_key`), so a round run twice, or by two servers, sends nothing twice. Answers how many it wrote.
 */
export async function sendBrokerMails(db: Db, nowFor: (applicationUuid: string) => Date): Promise<number> {
  let sent = 0;
  const since = new Date(Date.now() - LOOKBACK_DAYS * 86_400_000);
  for (const [event, statuses] of Object.entries(BROKER_MAIL_STATUS) as [
    BrokerMailEvent,
    readonly string[],
  ][]) {
    const moves = await db
      .select({ ...referredColumns, historyId: applicationStatusHistory.id })
      .from(applicationStatusHistory)
      .innerJoin(helocApplications, eq(helocApplications.uuid, applicationStatusHistory.applicationUuid))
      .innerJoin(loanOriginators, referredByBroker)
      .where(
        and(
          inArray(applicationStatusHistory.toStatus, [...statuses]),
          gt(applicationStatusHistory.at, since),
        ),
      );
    for (const move of moves) {
      if (await tell(db, event, move, `broker:${event}:${move.applicationUuid}`)) sent += 1;
    }
  }
  // A step waiting on the borrower: told once per wait (the status move it waits since).
  const open = await db
    .select({
      ...referredColumns,
      status: helocApplications.status,
      waitingSince: sql<Date>`(select max(h.at) from ${applicationStatusHistory} h where h.application_uuid = ${helocApplications.uuid})`,
      historyId: sql<number>`(select max(h.id) from ${applicationStatusHistory} h where h.application_uuid = ${helocApplications.uuid})`,
    })
    .from(helocApplications)
    .innerJoin(loanOriginators, referredByBroker);
  for (const app of open) {
    const group = pipelineGroup(app.status);
    if ((group !== 'WAITING_ON_BORROWER' && group !== 'OFFERS') || !app.waitingSince) continue;
    const days = daysBetween(new Date(app.waitingSince), nowFor(app.applicationUuid));
    if (days <= BORROWER_WAIT_DAYS) continue;
    if (
      await tell(
        db,
        'WAITING_ON_BORROWER',
        app,
        `broker:WAITING:${app.applicationUuid}:${app.historyId}`,
        days,
      )
    )
      sent += 1;
  }
  return sent;
}
