import { type CalendarDate, parseDateInput } from '@hearth/domain/dates';
import { DomainError } from '@hearth/domain/errors';
import { NOTARY_MESSAGES as MESSAGES, type NotaryPlace, type NotaryView } from '@hearth/domain/notary';
import {
  isTexasClosingAllowed,
  isTexasHomeEquity,
  type TexasClosingWait,
  texasClosingWait,
  texasEarliestClosingInstant,
} from '@hearth/domain/texas-home-equity';
import type { ApplicationRow } from '../application/repository';
import { listDocuments } from '../documents/service';
import { lastActOn } from '../signing/service';
import { conflict, type NotaryDeps, VISIT_LEAD_MS } from './deps';

const later = (a: Date, b: Date | null) => (b && b.getTime() > a.getTime() ? b : a);

export interface ClosingRules {
  online: boolean;
  manual: NotaryView['options']['manual'];
  texas: TexasClosingWait | null;
  /** No slot or window may start before this (a Texas home's earliest closing day). */
  earliest: Date | null;
  /** A Texas home whose notice or final itemized disclosure has not been received: nothing can be booked. */
  missing: 'NOTICE' | 'FINAL_DISCLOSURE' | null;
}

/**
 * How this application may meet a notary (decisions 0176, 0181). A Texas home equity loan closes only at an office
 * of the lender, an attorney or a title company; not before the 12th day after the later of the application and the
 * section 50(g) notice (given as the application is made, both dated by the application's clock, decision 0201; an
 * application made before then has it with its document package); and not before the next
 * business day after every owner received the final itemized disclosure (the day the last of them acknowledged it in
 * the signing ceremony, never before it was made available). Elsewhere: online, and in person when the lender's
 * manual-notary flag is on.
 */
export async function closingRules(deps: NotaryDeps, app: ApplicationRow): Promise<ClosingRules> {
  if (!isTexasHomeEquity(app.propertyState))
    return {
      online: true,
      manual: deps.manualNotaryFlag(app) ? 'MOBILE' : 'NONE',
      texas: null,
      earliest: null,
      missing: null,
    };
  const { documents } = await listDocuments(deps, app);
  const closed = { online: false, manual: 'TITLE_OFFICE' as const, texas: null, earliest: null };
  const notice = documents.find((doc) => doc.type === 'TEXAS_HOME_EQUITY_NOTICE');
  if (!notice) return { ...closed, missing: 'NOTICE' };
  const disclosure = documents.find((doc) => doc.type === 'TEXAS_FINAL_ITEMIZED_DISCLOSURE');
  const acknowledged = disclosure ? await lastActOn(deps.db, disclosure.id) : null;
  if (!disclosure || !acknowledged) return { ...closed, missing: 'FINAL_DISCLOSURE' };
  const received = later(acknowledged, new Date(disclosure.createdAt));
  const texas = texasClosingWait(app.createdAt, new Date(notice.createdAt), received);
  const day = parseDateInput(texas.earliestClosingOn) as CalendarDate;
  return { ...closed, texas, earliest: texasEarliestClosingInstant(day), missing: null };
}

export function onlineSlots(deps: NotaryDeps, rules: ClosingRules): string[] {
  if (!rules.online) return [];
  return deps.vendor
    .slots(deps.now())
    .filter((slot) => !rules.earliest || Date.parse(slot) >= rules.earliest.getTime());
}

export function visitWindows(deps: NotaryDeps, rules: ClosingRules): string[] {
  if (rules.manual === 'NONE' || rules.missing) return [];
  return deps.mobile.windows(later(new Date(deps.now().getTime() + VISIT_LEAD_MS), rules.earliest));
}

export function proposedPlace(deps: NotaryDeps, app: ApplicationRow, rules: ClosingRules): NotaryPlace {
  const property = {
    street1: app.propertyStreet1,
    street2: app.propertyStreet2,
    city: app.propertyCity,
    state: app.propertyState,
    zip: app.propertyZip,
  };
  return rules.manual === 'TITLE_OFFICE'
    ? deps.mobile.titleOffice(property)
    : { name: 'Your home', ...property };
}

function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A Texas closing before its earliest day is refused, with the day it may happen and the wait that sets it: the
 * 12th day, or the business day after the final itemized disclosure.
 */
export function refuseEarlyTexasClosing(rules: ClosingRules, startsAt: readonly string[]) {
  if (rules.missing === 'NOTICE') throw conflict(MESSAGES.texasNoticeMissing);
  if (rules.missing === 'FINAL_DISCLOSURE') throw conflict(MESSAGES.texasDisclosureMissing);
  if (!rules.texas) return;
  const earliest = parseDateInput(rules.texas.earliestClosingOn) as CalendarDate;
  if (startsAt.every((start) => isTexasClosingAllowed(new Date(start), earliest))) return;
  const day = longDate(rules.texas.earliestClosingOn);
  throw new DomainError(
    'VALIDATION_FAILED',
    rules.texas.setBy === 'FINAL_DISCLOSURE'
      ? MESSAGES.texasDisclosureTooRecent(day)
      : MESSAGES.texasTooEarly(day),
  );
}
