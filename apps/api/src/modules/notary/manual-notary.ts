import { randomUUID } from 'node:crypto';
import { DomainError } from '@hearth/domain/errors';
import { formatMoney } from '@hearth/domain/money';
import {
  MANUAL_NOTARY_FEE_CENTS,
  NOTARY_MESSAGES as MESSAGES,
  type NotaryPlace,
  type NotaryView,
} from '@hearth/domain/notary';
import { allows } from '@hearth/domain/status-actions';
import type { Db } from '../../db/database';
import type { ApplicationRow } from '../application/repository';
import { openVendorRequest } from '../vendor-callbacks/service';
import { FRESH, keepBooking, notaryView } from './booking';
import { closingRules, proposedPlace, refuseEarlyTexasClosing, visitWindows } from './closing-rules';
import { conflict, currentOf, type NotaryDeps, refuseOwnersNotThemselves, sessionOf } from './deps';
import { texasClosingDocuments } from './texas-closing';

export interface ManualBooking {
  windows: string[];
  address?: { street1: string; street2: string; city: string; state: string; zip: string } | undefined;
  feePayment: 'DEDUCTED_FROM_DRAW';
}

/**
 * The borrower books a notary in person (decision 0176): the fee agreed and how it is paid, the place (the property
 * unless another address is given; a Texas home's title office, fixed) and up to three preferred windows, each one
 * the network has open. The network confirms a visit at once: NOTARY_DISCLOSURE -> MANUAL_DEED_SIGNING. A repeat
 * answers the booking; nothing is written on a refusal.
 */
export async function bookManualNotary(
  deps: NotaryDeps,
  row: ApplicationRow,
  input: ManualBooking,
): Promise<NotaryView> {
  const existing = await sessionOf(deps.db, row.uuid);
  if (row.status === 'MANUAL_DEED_SIGNING' && existing?.kind === 'MANUAL') return notaryView(deps, row);
  if (!allows(row.status, 'bookNotary')) throw conflict(MESSAGES.notBooking);
  const rules = await closingRules(deps, row);
  if (rules.manual === 'NONE') throw conflict(MESSAGES.manualNotOffered);
  refuseEarlyTexasClosing(rules, input.windows);
  if (rules.manual === 'TITLE_OFFICE' && input.address)
    throw new DomainError('VALIDATION_FAILED', MESSAGES.texasAtTitleOffice);
  const open = new Set(visitWindows(deps, rules).map((w) => Date.parse(w)));
  const windows = [...new Set(input.windows.map((w) => new Date(w).toISOString()))];
  if (!windows.every((w) => open.has(Date.parse(w))))
    throw new DomainError('VALIDATION_FAILED', MESSAGES.windowNotOpen);
  const place: NotaryPlace = input.address
    ? { name: 'Another address', ...input.address }
    : proposedPlace(deps, row, rules);
  const parties = await deps.deedParties(row);
  refuseOwnersNotThemselves(row, parties);
  const request = await openVendorRequest(deps.db, {
    id: randomUUID(),
    vendor: 'mobile-notary',
    applicationUuid: row.uuid,
    purpose: 'manual-notary',
  });
  const booked = deps.mobile.book({
    requestId: request.id,
    windows,
    place,
    signers: parties.map((party) => party.name),
    documents: await texasClosingDocuments(deps.db, row, parties),
  });
  const values = {
    applicationUuid: row.uuid,
    requestId: request.id,
    kind: 'MANUAL' as const,
    deedSigners: parties,
    startsAt: new Date(booked.startsAt),
    notary: booked.notary,
    notaryPhone: booked.notaryPhone,
    meetingUrl: '',
    place,
    preferredWindows: windows,
    feeCents: MANUAL_NOTARY_FEE_CENTS,
    feePayment: input.feePayment,
    ...FRESH,
  };
  return keepBooking(deps, row, values, {
    to: 'MANUAL_DEED_SIGNING',
    reason: `notary visit booked for ${booked.startsAt}; ${formatMoney(MANUAL_NOTARY_FEE_CENTS)} fee deducted from the draw`,
  });
}

/**
 * The manual notary's fee the funding job deducts from the initial draw (decision 0176): the fee of the current
 * visit booking, 0 when the deed is signed online or the visit was missed and not booked again.
 */
export async function manualNotaryFeeCents(db: Db, uuid: string): Promise<number> {
  const session = await sessionOf(db, uuid);
  const current = currentOf(session);
  return current?.kind === 'MANUAL' && current.feePayment === 'DEDUCTED_FROM_DRAW' ? current.feeCents : 0;
}
