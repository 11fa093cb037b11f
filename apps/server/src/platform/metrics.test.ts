import type { FastifyBaseLogger } from 'fastify';
import { register as globalRegistry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { Database, PoolStats, ReplicaStatus } from './db';
import { createMetrics } from './metrics';

/** A database as the metrics see it: only its pool and replica matter here. */
function fakeDatabase(state: { pool: PoolStats | null; replica: ReplicaStatus }): Database {
  return {
    kind: state.pool ? 'postgres' : 'pglite',
    poolStats: () => state.pool,
    replicaStatus: () => state.replica,
  } as Database;
}

function capturingLog() {
  const warnings: { obj: unknown; msg: string }[] = [];
  const log = { warn: (obj: unknown, msg: string) => warnings.push({ obj, msg }) } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

/** The sample lines of one metric (no HELP/TYPE), e.g. `tillbook_jobs_queued{queue="import"} 3`. */
const samples = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

const none: ReplicaStatus = { state: 'none', lagSeconds: null };

describe('metrics of one app', () => {
  it('serve the pool of PostgreSQL, and no pool series on the embedded database', async () => {
    const state = { pool: { total: 4, idle: 3, waiting: 0 }, replica: none };
    const pg = createMetrics({ database: fakeDatabase(state), log: capturingLog().log });
    state.pool = { total: 5, idle: 1, waiting: 2 };
    const text = await pg.registry.metrics();
    expect(samples(text, 'tillbook_db_pool_connections')).toEqual(['tillbook_db_pool_connections 5']);
    expect(samples(text, 'tillbook_db_pool_idle_connections')).toEqual(['tillbook_db_pool_idle_connections 1']);
    expect(samples(text, 'tillbook_db_pool_waiting_clients')).toEqual(['tillbook_db_pool_waiting_clients 2']);

    const embedded = createMetrics({ database: fakeDatabase({ pool: null, replica: none }), log: capturingLog().log });
    expect(await embedded.registry.metrics()).not.toContain('tillbook_db_pool');
  });

  it("serve the replica's state and its lag only when known", async () => {
    const state: { pool: null; replica: ReplicaStatus } = { pool: null, replica: none };
    const m = createMetrics({ database: fakeDatabase(state), log: capturingLog().log });
    let text = await m.registry.metrics();
    expect(samples(text, 'tillbook_db_replica_state')).toEqual([
      'tillbook_db_replica_state{state="none"} 1',
      'tillbook_db_replica_state{state="ok"} 0',
      'tillbook_db_replica_state{state="lagging"} 0',
      'tillbook_db_replica_state{state="down"} 0',
    ]);
    expect(samples(text, 'tillbook_db_replica_lag_seconds')).toEqual([]);

    state.replica = { state: 'lagging', lagSeconds: 42.5 };
    text = await m.registry.metrics();
    expect(samples(text, 'tillbook_db_replica_state')).toContain('tillbook_db_replica_state{state="lagging"} 1');
    expect(samples(text, 'tillbook_db_replica_state')).toContain('tillbook_db_replica_state{state="none"} 0');
    expect(samples(text, 'tillbook_db_replica_lag_seconds')).toEqual(['tillbook_db_replica_lag_seconds 42.5']);
  });

  it('read added gauges on every scrape; a label gone from the answer is gone from the series', async () => {
    const m = createMetrics({ database: fakeDatabase({ pool: null, replica: none }), log: capturingLog().log });
    let depth: { queue: string; n: number }[] = [
      { queue: 'import', n: 3 },
      { queue: 'export', n: 1 },
    ];
    m.addGauge({
      name: 'jobs_queued',
      help: 'Jobs waiting, per queue',
      labelNames: ['queue'],
      collect: async () => depth.map((d) => ({ labels: { queue: d.queue }, value: d.n })),
    });
    expect(samples(await m.registry.metrics(), 'tillbook_jobs_queued')).toEqual([
      'tillbook_jobs_queued{queue="import"} 3',
      'tillbook_jobs_queued{queue="export"} 1',
    ]);
    depth = [{ queue: 'import', n: 0 }];
    expect(samples(await m.registry.metrics(), 'tillbook_jobs_queued')).toEqual([
      'tillbook_jobs_queued{queue="import"} 0',
    ]);
  });

  it('still answer when one gauge cannot be read, and log why', async () => {
    const { log, warnings } = capturingLog();
    const m = createMetrics({ database: fakeDatabase({ pool: null, replica: none }), log });
    m.addGauge({
      name: 'jobs_oldest_waiting_seconds',
      help: 'Age of the oldest waiting job, per queue',
      labelNames: ['queue'],
      collect: async () => {
        throw new Error('queue table unreachable');
      },
    });
    const text = await m.registry.metrics();
    expect(samples(text, 'tillbook_jobs_oldest_waiting_seconds')).toEqual([]);
    expect(samples(text, 'tillbook_db_replica_state')).toHaveLength(4);
    expect(warnings).toEqual([
      { obj: expect.objectContaining({ metric: 'jobs_oldest_waiting_seconds' }), msg: expect.any(String) },
    ]);
  });

  it('live in a registry of their own: two apps in one process do not clash, the global registry stays empty', async () => {
    const a = createMetrics({ database: fakeDatabase({ pool: null, replica: none }), log: capturingLog().log });
    const b = createMetrics({ database: fakeDatabase({ pool: null, replica: none }), log: capturingLog().log });
    a.addGauge({ name: 'only_in_a', help: 'A gauge of app a', collect: () => [{ value: 1 }] });
    expect(await a.registry.metrics()).toContain('tillbook_only_in_a 1');
    expect(await b.registry.metrics()).not.toContain('tillbook_only_in_a');
    // Process metrics are collected on each app's registry, with the prefix.
    expect(await b.registry.metrics()).toContain('tillbook_process_cpu_user_seconds_total');
    expect(await globalRegistry.metrics()).not.toContain('tillbook_');
  });
});
