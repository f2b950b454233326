import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, Db } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: DatabaseHandle;
  }
}

/** Exposes the already opened and migrated database; the caller owns opening and closing it. */
export default fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
  },
  { name: 'database' },
);
