import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, Db } from '../../db/client';

const HEALTH_TTL_MS = 1000;
/**
 * A ping that has not answered by then counts as down (issue 43 §4): during a network partition it could
 * hang for as long as TCP keeps trying, and every /api/health with it.
 */
export const HEALTH_PING_TIMEOUT_MS = 2000;

export interface DatabaseHealth {
  /** Whether the database answers; under load every caller shares one ping per second. */
  isUp(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: DatabaseHandle;
    databaseHealth: DatabaseHealth;
  }
}

/** Exposes the already opened and migrated database; the caller owns opening and closing it. */
export default fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    const handle = options.database;
    app.decorate('database', handle);
    app.decorate('db', handle.db);

    // A connection PostgreSQL drops while idle (restart, failover, pg_terminate_backend) is logged here
    // instead of crashing the process; the pool opens a new one on the next query.
    handle.onBackgroundError((error, where) => {
      app.log.warn(
        { err: { message: error.message, code: (error as { code?: unknown }).code }, where },
        'database connection lost',
      );
    });
    handle.onListenState((state) => {
      if (state === 'up') app.log.info('database LISTEN connection restored');
    });

    /** Whether the database answers a ping within `ms`; a ping still hanging then counts as down. */
    const pingWithin = (ms: number) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        handle.ping().then(
          () => {
            clearTimeout(timer);
            resolve(true);
          },
          () => {
            clearTimeout(timer);
            resolve(false);
          },
        );
      });
    let lastCheck: { at: number; up: boolean } | null = null;
    let inFlight: Promise<boolean> | null = null;
    app.decorate('databaseHealth', {
      isUp(): Promise<boolean> {
        if (lastCheck && Date.now() - lastCheck.at < HEALTH_TTL_MS) return Promise.resolve(lastCheck.up);
        inFlight ??= pingWithin(HEALTH_PING_TIMEOUT_MS).then((up) => {
          lastCheck = { at: Date.now(), up };
          inFlight = null;
          return up;
        });
        return inFlight;
      },
    });
  },
  { name: 'database' },
);
