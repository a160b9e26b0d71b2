import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Database['db'];
  }
}

/** Exposes the database to every module; closed after the server stops taking requests. */
export function registerDatabase(
  app: FastifyInstance,
  database: Database,
  options: { owned: boolean },
): void {
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (options.owned) {
    app.addHook('onClose', async () => {
      await database.close();
    });
  }
}
