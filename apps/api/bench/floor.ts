import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database';
import { ownApplicationViewReader } from '../src/modules/application/repository';
import { disburseAccountMasks } from '../src/modules/bank-accounts/accounts';
import { ownProfileReader } from '../src/modules/profile/repository';

/**
 * The framework floor (ARCHITECTURE.md section 7): a bare Fastify instance (no logger, hooks, plugins, auth or
 * schemas) whose routes make the same single-row read as Hearth's hot reads, through the same database client
 * and the same prepared statements, and answer it with Fastify's plain JSON. What Hearth adds on top (token
 * check, helmet, request logs, validation, response schemas) is the difference. Bench only.
 */
export function buildFloor(db: Db): FastifyInstance {
  const floor = Fastify({ logger: false });
  const readApplication = ownApplicationViewReader(db, disburseAccountMasks);
  const readProfile = ownProfileReader(db);
  floor.get<{ Params: { identityUuid: string; uuid: string } }>(
    '/floor/application/:identityUuid/:uuid',
    async (request, reply) =>
      (await readApplication(request.params.uuid, request.params.identityUuid)) ?? reply.code(404).send(),
  );
  floor.get<{ Params: { identityUuid: string } }>(
    '/floor/profile/:identityUuid',
    async (request, reply) => (await readProfile(request.params.identityUuid)) ?? reply.code(404).send(),
  );
  return floor;
}
