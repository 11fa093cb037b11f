import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import { DatabaseInUseError, lockDataDir } from './db-lock';

export { DatabaseInUseError };

export type Schema = typeof schema;
/** The database or a transaction on it: both run the same queries. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The read replica (DATABASE_READ_URL) as the server last saw it; 'none' when there is none. */
export interface ReplicaStatus {
  state: 'none' | 'ok' | 'lagging' | 'down';
  /** Seconds the replica's replay is behind, when known. */
  lagSeconds: number | null;
}

/** Connections of a PostgreSQL pool, for metrics. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Refreshes the planner's statistics. PostgreSQL's autovacuum does it by itself (no-op); PGlite has no
   * autovacuum, and without statistics its planner scans and joins large tables the slow way as data grows.
   */
  analyze(): Promise<void>;
  ping(): Promise<void>;
  /** The read replica's state ('none' without DATABASE_READ_URL). */
  replicaStatus(): ReplicaStatus;
  /** The primary's pool; null on the embedded database. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../db/migrations');

/**
 * Opens PostgreSQL at `databaseUrl`, or else the embedded PGlite database persisted in `dataDir`
 * (in memory when `dataDir` is 'memory://', which tests use).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      analyze: async () => {},
      ping: async () => void (await pool.query('select 1')),
      replicaStatus: () => ({ state: 'none', lagSeconds: null }),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  let unlock = () => {};
  if (opts.dataDir !== 'memory://') {
    dataPath = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
    // One process at a time on an embedded database folder (a second one would corrupt it).
    unlock = lockDataDir(opts.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataPath);
  } catch (e) {
    unlock();
    throw e;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    analyze: async () => void (await client.exec('analyze')),
    ping: async () => void (await client.query('select 1')),
    replicaStatus: () => ({ state: 'none', lagSeconds: null }),
    poolStats: () => null,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * Ends a command-line program that failed: a database another process holds is told in its one line, anything
 * else with its stack.
 */
export function exitOnFailure(err: unknown): never {
  console.error(err instanceof DatabaseInUseError ? err.message : err);
  process.exit(1);
}
