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
import { type LagProbe, openReadReplica, type ReadReplica, type ReplicaLog } from './read-replica';

export { DatabaseInUseError };

export type Schema = typeof schema;
/** The database or a transaction on it: both run the same queries. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of `db.execute(…)` on either driver (node-postgres and PGlite's drizzle answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

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
  /**
   * The Db for reads that tolerate a little lag (routes declared `reads: 'replica'`): the replica's while its state
   * is 'ok', else the primary's (`db`).
   */
  readDb(): Db;
  /** A read on the replica failed for its connection: reads go to the primary until the monitor sees it well. */
  replicaFailed(err: unknown): void;
  /**
   * Where the replica's changes of state are logged (reads moving to the primary and back, once per change). The
   * server's logger exists only after the database is open: lines due before are written when it is given.
   */
  logTo(log: ReplicaLog): void;
  /** The primary's pool; null on the embedded database. */
  poolStats(): PoolStats | null;
  /** The read replica's pool; null without one. */
  replicaPoolStats(): PoolStats | null;
  close(): Promise<void>;
}

/** The replica's pool is smaller than the primary's: it serves only the reads that tolerate lag. */
const replicaPoolSize = (poolSize: number) => Math.max(2, Math.ceil(poolSize / 2));

const migrationsFolder = path.resolve(import.meta.dirname, '../db/migrations');

/**
 * Opens PostgreSQL at `databaseUrl`, or else the embedded PGlite database persisted in `dataDir`
 * (in memory when `dataDir` is 'memory://', which tests use). With PostgreSQL, `databaseReadUrl` adds the read
 * replica (`read-replica.ts`), measured once before this returns; the embedded database ignores it.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /**
   * An in-memory embedded database starts as a copy of this image (`dumpPglite`) instead of empty: tests migrate
   * one database and start each file's from it. Ignored with `databaseUrl`; not allowed with a data folder.
   */
  pgliteImage?: Blob;
  poolSize?: number;
  /** A PostgreSQL standby for the reads that tolerate lag (PostgreSQL only). */
  databaseReadUrl?: string;
  /** The replica is used while its replay is at most this many seconds behind (10). */
  readMaxLagSeconds?: number;
  /** Measures the replica's lag instead of asking it (tests choose the lag). */
  readLagProbe?: LagProbe;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres({ ...opts, databaseUrl: opts.databaseUrl }) : openPglite(opts);
}

/** The advisory lock copies take while they migrate (any number; the same in every copy). */
const MIGRATION_LOCK = 7_451_003;

/**
 * Applies the migrations holding a session advisory lock on one connection: copies that start together take turns,
 * and the later ones find the migrations applied (drizzle's migrator takes no lock of its own). Behind pgbouncer in
 * transaction mode, point DATABASE_URL of the first start at PostgreSQL itself (docs/scale-out.md).
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

async function openPostgres(opts: {
  databaseUrl: string;
  poolSize?: number;
  databaseReadUrl?: string;
  readMaxLagSeconds?: number;
  readLagProbe?: LagProbe;
}): Promise<Database> {
  const poolSize = opts.poolSize ?? 10;
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: poolSize });
  // An idle connection the server ends (a restart, a failover, an administrator) is dropped from the pool, which
  // opens a new one when needed; without a listener the pool's 'error' event would end the process.
  let log: ReplicaLog | undefined;
  pool.on('error', (err) =>
    log?.warn({ err }, 'an idle database connection was closed by the server; the pool replaces it'),
  );
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let replica: ReadReplica | undefined;
  if (opts.databaseReadUrl) {
    replica = await openReadReplica({
      url: opts.databaseReadUrl,
      poolSize: replicaPoolSize(poolSize),
      maxLagSeconds: opts.readMaxLagSeconds ?? 10,
      probe: opts.readLagProbe,
    });
  }
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateLocked(pool),
    analyze: async () => {},
    ping: async () => void (await pool.query('select 1')),
    replicaStatus: () => replica?.monitor.status() ?? { state: 'none', lagSeconds: null },
    readDb: () => (replica?.monitor.status().state === 'ok' ? replica.db : db),
    replicaFailed: (err) => replica?.monitor.markDown(err),
    logTo: (next) => {
      log = next;
      replica?.monitor.logTo(next);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    replicaPoolStats: () => replica?.poolStats() ?? null,
    close: async () => {
      await replica?.close();
      await pool.end();
    },
  };
}

async function openPglite(opts: { dataDir: string; databaseReadUrl?: string; pgliteImage?: Blob }): Promise<Database> {
  let dataPath: string | undefined;
  let unlock = () => {};
  if (opts.dataDir !== 'memory://') {
    // Loading an image into a folder would overwrite what the folder holds.
    if (opts.pgliteImage) throw new Error('a PGlite image can only start an in-memory database');
    dataPath = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
    // One process at a time on an embedded database folder (a second one would corrupt it).
    unlock = lockDataDir(opts.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: dataPath, loadDataDir: opts.pgliteImage });
  } catch (e) {
    unlock();
    throw e;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let readUrlIgnored = !!opts.databaseReadUrl;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    analyze: async () => void (await client.exec('analyze')),
    ping: async () => void (await client.query('select 1')),
    replicaStatus: () => ({ state: 'none', lagSeconds: null }),
    readDb: () => db,
    replicaFailed: () => {},
    logTo: (log) => {
      // The embedded database has no standby: the setting is said to be ignored, once.
      if (readUrlIgnored) log.warn({}, 'DATABASE_READ_URL is ignored: the embedded database has no read replica');
      readUrlIgnored = false;
    },
    poolStats: () => null,
    replicaPoolStats: () => null,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * The data folder of an embedded database as one image (an uncompressed tar, PGlite's `dumpDataDir`), to start
 * other in-memory databases from (`openDatabase({ pgliteImage })`) without running the migrations again.
 */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (!(client instanceof PGlite)) throw new Error('only the embedded database can be dumped');
  return client.dumpDataDir('none');
}

/**
 * Ends a command-line program that failed: a database another process holds is told in its one line, anything
 * else with its stack.
 */
export function exitOnFailure(err: unknown): never {
  console.error(err instanceof DatabaseInUseError ? err.message : err);
  process.exit(1);
}
