import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../db/schema';
import type { Db, PoolStats, ReplicaStatus } from './db';

/**
 * The read replica (DATABASE_READ_URL): a PostgreSQL standby that answers the reads which tolerate a little lag
 * (reports, exports, lists). A monitor measures it every few seconds; reads use it only while it answers and its
 * replay is at most `maxLagSeconds` behind, and go to the primary otherwise.
 */

/** How the monitor's state changes are told: the server's logger (pino's signature). */
export interface ReplicaLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Seconds the replica's replay is behind (null when it cannot tell); throws when the replica cannot be reached. */
export type LagProbe = () => Promise<number | null>;

/**
 * The lag of a standby: none when it has replayed all it received (an idle primary sends nothing, and the last
 * replayed transaction may be old), else the age of the last replayed transaction. A server that is not in recovery
 * is never behind.
 */
export const LAG_SQL = `select case
  when not pg_is_in_recovery() then 0
  when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
  else extract(epoch from now() - pg_last_xact_replay_timestamp())
end::float8 as lag`;

/** Seconds between two measurements. */
export const CHECK_INTERVAL_MS = 2_000;

export interface ReplicaMonitor {
  status(): ReplicaStatus;
  /** Measures the replica now (a measurement already running is joined, not repeated). */
  check(): Promise<ReplicaStatus>;
  /** A read on the replica failed for its connection: reads go to the primary until a measurement finds it well. */
  markDown(err: unknown): void;
  /** Measures every `intervalMs` until `stop`; the timer never keeps the process alive. */
  start(): void;
  stop(): Promise<void>;
  /** The log of state changes; the server's logger is only known after the first measurement. */
  logTo(log: ReplicaLog): void;
}

/** What went wrong, in the driver's words: a query error's own message is its SQL text, its cause says why. */
const reasonOf = (err: unknown): string => {
  if (!(err instanceof Error)) return String(err);
  return err.cause instanceof Error ? reasonOf(err.cause) : err.message;
};

export function createReplicaMonitor(opts: {
  probe: LagProbe;
  maxLagSeconds: number;
  intervalMs?: number;
  log?: ReplicaLog;
}): ReplicaMonitor {
  // Not used until the first measurement says otherwise.
  let status: ReplicaStatus = { state: 'down', lagSeconds: null };
  let reason: string | undefined = 'not measured yet';
  let log = opts.log;
  // Where the log last said the reads go: one line per change, never one per request or per measurement.
  let told: 'replica' | 'primary' | undefined;
  // A failure seen by a read wins over a measurement that was already running when it happened.
  let generation = 0;
  let running: Promise<ReplicaStatus> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function tell() {
    if (!log) return;
    const to = status.state === 'ok' ? 'replica' : 'primary';
    if (to === told) return;
    if (to === 'primary') {
      log.warn({ replica: status, reason }, 'read replica not usable: lag-tolerant reads go to the primary');
    } else {
      log.info(
        { replica: status },
        told
          ? 'read replica usable again: lag-tolerant reads go back to it'
          : 'read replica in use for lag-tolerant reads',
      );
    }
    told = to;
  }

  async function measure(): Promise<ReplicaStatus> {
    const seen = generation;
    let next: ReplicaStatus;
    let why: string | undefined;
    try {
      const lag = await opts.probe();
      // An unknown lag is not trusted: the replica may be far behind.
      const ok = lag !== null && lag <= opts.maxLagSeconds;
      next = { state: ok ? 'ok' : 'lagging', lagSeconds: lag };
      why = ok ? undefined : `replay is ${lag === null ? 'an unknown time' : `${lag} s`} behind`;
    } catch (err) {
      next = { state: 'down', lagSeconds: null };
      why = reasonOf(err);
    }
    if (seen === generation) {
      status = next;
      reason = why;
      tell();
    }
    return status;
  }

  const check = () => {
    running ??= measure().finally(() => {
      running = undefined;
    });
    return running;
  };

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void check().then(schedule), opts.intervalMs ?? CHECK_INTERVAL_MS);
    timer.unref();
  }

  return {
    status: () => status,
    check,
    markDown(err) {
      generation++;
      if (status.state === 'down') return;
      status = { state: 'down', lagSeconds: null };
      reason = reasonOf(err);
      tell();
    },
    start: schedule,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    logTo(next) {
      log = next;
      tell();
    },
  };
}

type DriverError = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** SQLSTATEs of a lost replica: 08xxx connection exceptions, 57P01–57P03 the server stopping or starting. */
const LOST = /^(08...|57P0[123])$/;
/** Socket errors of a replica that cannot be reached. */
const UNREACHABLE = /^E(CONNREFUSED|CONNRESET|TIMEDOUT|PIPE|HOSTUNREACH|NETUNREACH|NOTFOUND|AI_AGAIN)$/;
/** The driver's own words for a connection that ended or never came ("Connection terminated unexpectedly"). */
const DRIVER_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/**
 * Whether a read failed because of the replica, not of the query: the replica went away or could not be reached, or
 * replay cancelled the query (40001, "canceling statement due to conflict with recovery"). The primary would answer.
 */
export function isReplicaFailure(e: unknown): boolean {
  let err = e as DriverError | null | undefined;
  for (let depth = 0; err && depth < 5; depth++) {
    const code = typeof err.code === 'string' ? err.code : undefined;
    if (code === '40001' || (code && (LOST.test(code) || UNREACHABLE.test(code)))) return true;
    if (!code && typeof err.message === 'string' && DRIVER_LOST.test(err.message)) return true;
    // Several addresses refused at once arrive as one AggregateError.
    const inner = Array.isArray(err.errors) ? err.errors[0] : undefined;
    err = (err.cause ?? inner) as DriverError | undefined;
  }
  return false;
}

/**
 * Read-your-own-writes. A session that has just used a route that is not lag-tolerant (a save, a form, an upload)
 * keeps its lag-tolerant reads on the primary for a while, so a list or report never misses what it has just
 * written. The marker is a short-lived cookie that the answer carries and the browser sends back: it costs no
 * database write, and it works whichever server copy behind the load balancer answers next (a map kept in one
 * process would not). It holds the time until which reads stay on the primary (the lag bound plus one measurement
 * interval, as the lag may grow between two measurements), so a server does not rely on the browser's expiry alone;
 * forging it only sends one's own reads to the primary. It names no person and carries nothing secret.
 */
const PRIMARY_MARKER = 'tb_read_primary_until';
const PRIMARY_MARKER_VALUE = /(?:^|;\s*)tb_read_primary_until=(\d{1,15})(?:;|$)/;

/** Until when (ms since 1970) the caller's lag-tolerant reads stay on the primary, from its Cookie header; 0 if never. */
export function primaryUntil(cookieHeader: string | undefined): number {
  const m = PRIMARY_MARKER_VALUE.exec(cookieHeader ?? '');
  return m ? Number(m[1]) : 0;
}

/** The Set-Cookie value of a caller that may just have written. */
export function primaryMarkerCookie(maxLagSeconds: number, https: boolean): string {
  const seconds = Math.ceil(maxLagSeconds + CHECK_INTERVAL_MS / 1000);
  const until = Date.now() + seconds * 1000;
  return `${PRIMARY_MARKER}=${until}; Max-Age=${seconds}; Path=/m; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}`;
}

export interface ReadReplica {
  db: Db;
  monitor: ReplicaMonitor;
  poolStats(): PoolStats;
  close(): Promise<void>;
}

/**
 * Opens the replica: a pool for the reads and a one-connection pool for the monitor (so a measurement never waits
 * behind long reports), and makes the first measurement before answering, so a replica that is down at start is
 * never tried.
 */
export async function openReadReplica(opts: {
  url: string;
  poolSize: number;
  maxLagSeconds: number;
  intervalMs?: number;
  /** Replaces the measurement of the lag (tests). */
  probe?: LagProbe;
}): Promise<ReadReplica> {
  const common = {
    connectionString: opts.url,
    // A replica that does not answer must not hold requests long: they go to the primary instead.
    connectionTimeoutMillis: 3_000,
    // Names the connections in pg_stat_activity unless the URL names them itself.
    fallback_application_name: 'tillbook-replica',
  };
  const pool = new pg.Pool({ ...common, max: opts.poolSize });
  // A measurement that gets no answer counts as down.
  const probePool = new pg.Pool({ ...common, max: 1, query_timeout: 5_000 });
  // A replica restarting drops idle connections: an unhandled pool error would end the process.
  pool.on('error', () => {});
  probePool.on('error', () => {});
  const measured: LagProbe = async () => {
    const res = await probePool.query<{ lag: number | null }>(LAG_SQL);
    return res.rows[0]?.lag ?? null;
  };
  const probe = opts.probe ?? measured;
  const monitor = createReplicaMonitor({ probe, maxLagSeconds: opts.maxLagSeconds, intervalMs: opts.intervalMs });
  await monitor.check();
  monitor.start();
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    monitor,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await monitor.stop();
      await Promise.all([pool.end(), probePool.end()]);
    },
  };
}
