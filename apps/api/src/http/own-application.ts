import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { type ApplicationRow, findOwnApplication } from '../modules/application/repository';
import { callerOf } from './auth-guard';
import { notFoundError } from './errors';

/** The caller's own application, or the 404 that every application route answers for anyone else's. */
export async function ownApplicationOr404(
  db: Db,
  request: FastifyRequest,
  uuid: string,
): Promise<ApplicationRow> {
  const row = await findOwnApplication(db, uuid, callerOf(request).identityUuid);
  if (!row) throw notFoundError();
  return row;
}
