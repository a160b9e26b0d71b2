import { DomainError } from '@hearth/domain/errors';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ApplicationRow } from '../application/repository';
import { type SignerInvitationRow, signerInvitations } from './schema';

export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const outOfOrder = (message: string) => new DomainError('STEP_OUT_OF_ORDER', message);

export const borrowerName = (app: Pick<ApplicationRow, 'firstName' | 'lastName'>) =>
  `${app.firstName} ${app.lastName}`;
export const propertyLine = (app: ApplicationRow) =>
  `${app.propertyStreet1}, ${app.propertyCity}, ${app.propertyState} ${app.propertyZip}`;

export async function invitationsOf(db: Pick<Db, 'select'>, uuid: string): Promise<SignerInvitationRow[]> {
  return db.select().from(signerInvitations).where(eq(signerInvitations.applicationUuid, uuid));
}
