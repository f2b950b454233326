import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { MIGRATIONS_DIR } from '../lib/paths';

export type Schema = typeof schema;
/** Both drivers share this type, so repositories never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Raw LISTEN for cross-instance fan-out; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    listen: async (channel, onPayload) => {
      const client = await pool.connect();
      const handler = (message: pg.Notification) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      };
      client.on('notification', handler);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off('notification', handler);
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
        client.release();
      };
    },
  };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const drizzleDb = drizzlePglite(client, { schema });
  return {
    db: drizzleDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzleDb, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
  };
}

/** Embedded default: PGlite on disk (an in-memory one costs ~850 MB RSS, see STACK-NOTES). */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return wrapPglite(client);
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pglite'));
}
