import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, ReplicaStatus } from './db';

/**
 * Prometheus metrics of one app, served at GET /m/metrics to holders of METRICS_TOKEN. Every app has its own
 * registry (tests build many apps in one process; the global default registry would mix them).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics: `app.metrics.addGauge(…)` adds a gauge read on every scrape. */
    metrics: Metrics;
  }
}

export const METRICS_PREFIX = 'tillbook_';

/** One value of a gauge read at scrape time. */
export interface GaugeSample {
  labels?: Record<string, string | number>;
  value: number;
}

export interface GaugeDefinition {
  /** Without the prefix: `jobs_queued` is served as `tillbook_jobs_queued`. */
  name: string;
  help: string;
  labelNames?: readonly string[];
  /** Read on every scrape; its samples replace the previous ones (a label missing now is gone). */
  collect: () => Promise<readonly GaugeSample[]> | readonly GaugeSample[];
}

export interface Metrics {
  readonly registry: Registry;
  /**
   * A gauge read on every scrape, e.g. the job queue's depth per queue. A collect that fails is logged and serves
   * no sample; the rest of the scrape still answers.
   */
  addGauge(def: GaugeDefinition): void;
}

/** Seconds; exports and reports take longer than the API's usual answers. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const REPLICA_STATES: readonly ReplicaStatus['state'][] = ['none', 'ok', 'lagging', 'down'];
/** Paths no route matched share one label, so a scan of random URLs cannot grow the series without bound. */
const UNKNOWN_ROUTE = 'unmatched';

export function createMetrics(opts: { database: Database; log: FastifyBaseLogger }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });

  const addGauge = (def: GaugeDefinition) => {
    new Gauge({
      name: METRICS_PREFIX + def.name,
      help: def.help,
      labelNames: def.labelNames ?? [],
      registers: [registry],
      async collect() {
        this.reset();
        // A gauge without labels would otherwise serve 0 when nothing is known.
        if (!def.labelNames?.length) this.remove();
        try {
          for (const s of await def.collect()) this.set(s.labels ?? {}, s.value);
        } catch (err) {
          opts.log.warn({ err, metric: def.name }, 'metric could not be read');
        }
      },
    });
  };

  const { database } = opts;
  // The embedded database has no pool: these series are absent there.
  if (database.poolStats()) {
    const pool = (name: string, help: string, key: 'total' | 'idle' | 'waiting') =>
      addGauge({ name, help, collect: () => [{ value: database.poolStats()?.[key] ?? 0 }] });
    pool('db_pool_connections', "Connections open in the primary database's pool", 'total');
    pool('db_pool_idle_connections', "Idle connections in the primary database's pool", 'idle');
    pool('db_pool_waiting_clients', 'Queries waiting for a connection of the pool', 'waiting');
  }
  addGauge({
    name: 'db_replica_state',
    help: 'The read replica as last seen: 1 for its current state (none: no replica configured)',
    labelNames: ['state'],
    collect: () => {
      const { state } = database.replicaStatus();
      return REPLICA_STATES.map((s) => ({ labels: { state: s }, value: s === state ? 1 : 0 }));
    },
  });
  addGauge({
    name: 'db_replica_lag_seconds',
    help: "Seconds the read replica's replay is behind the primary (absent when unknown)",
    collect: () => {
      const { lagSeconds } = database.replicaStatus();
      return lagSeconds === null ? [] : [{ value: lagSeconds }];
    },
  });

  return { registry, addGauge };
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The route's pattern (`/m/store/list`, `/m/file/:id`), never the raw URL. */
const routeOf = (req: FastifyRequest) => (req.is404 ? UNKNOWN_ROUTE : (req.routeOptions.url ?? UNKNOWN_ROUTE));

/** Counts and times every answer, by route pattern. */
export function installRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  const requests = new Counter({
    name: `${METRICS_PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status'],
    registers: [metrics.registry],
  });
  const latency = new Histogram({
    name: `${METRICS_PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['route', 'method'],
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = routeOf(req);
    requests.inc({ route, method: req.method, status: statusClass(reply.statusCode) });
    latency.observe({ route, method: req.method }, reply.elapsedTime / 1000);
  });
}

/** Compares in constant time: both sides are hashed to the same length first. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /m/metrics: 404 without METRICS_TOKEN (nothing is served), 401 without `Authorization: Bearer <token>`.
 * Public to the session guard: the bearer token is its own check.
 */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  // Scraped every few seconds: its access lines only at warn.
  const options = { config: { access: 'public' as const }, schema: { hide: true }, logLevel: 'warn' as const };
  app.get('/m/metrics', options, async (req, reply) => {
    if (!token) return reply.status(404).send({ code: 404, msg: 'Not Found', data: null });
    const header = req.headers.authorization ?? '';
    const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
    if (!sameSecret(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 401, msg: 'Unauthorized', data: null });
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}

/** `read` asked at most once a second: the gauges of one scrape share its answer (a failed one is asked again). */
function onceASecond<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > 1000) {
      const current = { at: Date.now(), value: read() };
      current.value.catch(() => {
        if (last === current) last = undefined;
      });
      last = current;
    }
    return last.value;
  };
}

/**
 * The job queue seen from the database (the same for every copy): jobs waiting for a copy, jobs running, and how
 * long the oldest waiting one has waited.
 */
export function addJobGauges(metrics: Metrics, jobs: { stats(): Promise<JobStats> }): void {
  // The three gauges are collected together in one scrape: they share one query, asked at most once a second.
  const stats = onceASecond(() => jobs.stats());
  metrics.addGauge({
    name: 'jobs_queued',
    help: 'Background jobs (imports, exports) waiting for a server copy',
    collect: async () => [{ value: (await stats()).queued }],
  });
  metrics.addGauge({
    name: 'jobs_running',
    help: 'Background jobs being run by a server copy',
    collect: async () => [{ value: (await stats()).running }],
  });
  metrics.addGauge({
    name: 'jobs_oldest_queued_seconds',
    help: 'Age of the oldest background job waiting for a server copy, in seconds (0 when none waits)',
    collect: async () => [{ value: (await stats()).oldestQueuedSeconds }],
  });
}

/**
 * How far the report aggregates are behind the receipts: receipts queued for the aggregate worker and the age of the
 * oldest (one query per scrape, shared by both gauges for a second).
 */
export function addAggregateQueueGauges(
  metrics: Metrics,
  read: () => Promise<{ queued: number; oldestSeconds: number }>,
): void {
  const stats = onceASecond(read);
  metrics.addGauge({
    name: 'aggregate_queue_receipts',
    help: 'Paid receipts not yet added to the report aggregates',
    collect: async () => [{ value: (await stats()).queued }],
  });
  metrics.addGauge({
    name: 'aggregate_queue_oldest_seconds',
    help: 'Age of the oldest receipt waiting to be added to the report aggregates, in seconds (0 when none waits)',
    collect: async () => [{ value: (await stats()).oldestSeconds }],
  });
}

/** What `Jobs.stats()` answers. */
export interface JobStats {
  queued: number;
  running: number;
  oldestQueuedSeconds: number;
}
