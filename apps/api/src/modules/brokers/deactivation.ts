import type { BrokerRole, LenderBroker } from '@hearth/domain/brokers';
import type { Db } from '../../db/database';
import { notFoundError } from '../../http/errors';
import { deactivateIdentity } from '../identity/repository';
import { brokersOfLender, type LenderBrokerRow, lenderBroker } from './repository';

function view(row: LenderBrokerRow): LenderBroker {
  return {
    loanOriginatorUuid: row.loanOriginatorUuid,
    name: row.name,
    email: row.email,
    brokerageName: row.brokerageName,
    role: row.role as BrokerRole,
    nmls: row.nmls,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt ? new Date(row.deactivatedAt).toISOString() : null,
  };
}

/** The lender's brokers and loan officers who sign in, for its admin (decision 0245). */
export async function lenderBrokers(db: Db, organizationCode: string): Promise<LenderBroker[]> {
  return (await brokersOfLender(db, organizationCode)).map(view);
}

/**
 * The lender's admin deactivates a broker or loan officer (decision 0245): the account is closed and every session
 * of it ends (the identity's generation is raised); sign-in is refused with a sentence saying so; their referral
 * links stop prefilling and say why; they are mailed nothing more. Their referred applications stay with the lender
 * as they are. Another lender's broker answers 404. A retry answers the same account and changes nothing.
 * `ended` names the sessions this call ended, for the server's revocation cache.
 */
export async function deactivateBroker(
  db: Db,
  input: { organizationCode: string; loanOriginatorUuid: string; now: Date },
): Promise<{ broker: LenderBroker; ended: { identityUuid: string; generation: number } | null }> {
  const found = await lenderBroker(db, input.organizationCode, input.loanOriginatorUuid);
  if (!found) throw notFoundError();
  const closed = await deactivateIdentity(db, found.identityUuid, input.now);
  const row = closed ? { ...found, deactivatedAt: closed.deactivatedAt } : found;
  return {
    broker: view(row),
    ended: closed ? { identityUuid: closed.uuid, generation: closed.sessionGeneration } : null,
  };
}
