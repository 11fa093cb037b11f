// The report aggregates are added after the receipt commits (issue 24): a paid receipt or a refund commits a row of
// `aggregate_queue` with itself; a worker on any server copy claims rows (FOR UPDATE SKIP LOCKED), adds their
// receipts to the aggregates (`sales-aggregates.ts`) and deletes the rows in one transaction, so a crash loses
// nothing and nothing is counted twice. Reports add the receipts still queued from the raw rows.
import { AsyncResource } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, retryingConflicts, type TenantCtx } from '../platform/context';
import { type Db, rowsOf } from '../platform/db';
import { withLogContext } from '../platform/request-log';
import { kickAggregates, lockMerchantAggregates, registerWorker, unregisterWorker } from './aggregate-lock';
import { fillAskedOffsets, offsetsWaiting } from './aggregate-offsets';
import { addToAggregates } from './sales-aggregates';

/**
 * Queues a receipt that became paid (a sale paid, a refund written) for the aggregates, in its own transaction, and
 * wakes this copy's worker once that commits.
 */
export async function queueForAggregates(tx: TenantCtx, orderId: number): Promise<void> {
  await tx.db.execute(sql`insert into aggregate_queue (tenant_id, order_id) values (${tx.tenantId}, ${orderId})`);
  afterCommit(tx, kickAggregates);
}

/** Receipts one batch adds at most (one transaction; each aggregate statement covers them all). */
export const AGGREGATE_BATCH = 500;

/**
 * Claims up to `limit` queued receipts of merchants not being rebuilt, adds them to the aggregates merchant by
 * merchant under the merchant's shared aggregate lock, and deletes their rows, in one transaction (a deadlock or a
 * serialization failure runs it again). `wait`: wait for rows another worker holds (they are gone once it commits)
 * instead of skipping them. A merchant whose rebuild starts meanwhile (its lock held exclusively, or its
 * `aggregate_rebuilds` row committed) keeps its rows queued. Answers how many rows were claimed.
 */
export async function applyQueuedBatch(
  db: Db,
  opts: { limit?: number; wait?: boolean } = {},
): Promise<{ claimed: number; applied: number }> {
  const limit = opts.limit ?? AGGREGATE_BATCH;
  return retryingConflicts(() =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const claimed = rowsOf<{ tenant_id: string | number; order_id: string | number }>(
        await tx.execute(sql`
          select q.tenant_id, q.order_id from aggregate_queue q
           where not exists (select 1 from aggregate_rebuilds r where r.tenant_id = q.tenant_id)
           order by q.tenant_id, q.order_id
           limit ${limit}
           for update of q ${opts.wait ? sql`` : sql`skip locked`}`),
      );
      if (claimed.length === 0) return { claimed: 0, applied: 0 };
      const byTenant = new Map<number, number[]>();
      for (const r of claimed) {
        const tenantId = Number(r.tenant_id);
        byTenant.set(tenantId, [...(byTenant.get(tenantId) ?? []), Number(r.order_id)]);
      }
      const locked: number[] = [];
      for (const tenantId of [...byTenant.keys()].sort((a, b) => a - b)) {
        // A rebuild starting holds the lock exclusively: leave its rows (waiting could deadlock with it).
        if (await lockMerchantAggregates(tx, tenantId, 'shared', { wait: false })) locked.push(tenantId);
      }
      // A rebuild that committed its start after the claim read the queue: seen now, under the lock.
      const rebuilding = new Set(
        locked.length
          ? rowsOf<{ tenant_id: string | number }>(
              await tx.execute(sql`select tenant_id from aggregate_rebuilds where tenant_id = any(${bigints(locked)})`),
            ).map((r) => Number(r.tenant_id))
          : [],
      );
      let applied = 0;
      for (const tenantId of locked) {
        if (rebuilding.has(tenantId)) continue;
        const ids = bigints(byTenant.get(tenantId) as number[]);
        await addToAggregates(tx, tenantId, sql`o.id = any(${ids})`);
        await tx.execute(sql`delete from aggregate_queue where tenant_id = ${tenantId} and order_id = any(${ids})`);
        applied += (byTenant.get(tenantId) as number[]).length;
      }
      return { claimed: claimed.length, applied };
    }),
  );
}

/** Numbers as one bigint[] parameter. */
const bigints = (values: number[]) => sql`${`{${values.join(',')}}`}::bigint[]`;

/**
 * Adds everything queued to the aggregates now, and fills the offsets asked for, waiting for batches other workers
 * are applying (tests, benches and tools that read the aggregate tables directly). Rows of merchants being rebuilt
 * stay queued.
 */
export async function applyQueuedAggregates(db: Db): Promise<number> {
  let applied = 0;
  for (;;) {
    const batch = await applyQueuedBatch(db, { wait: true });
    applied += batch.applied;
    // A full batch may leave more behind (unless it was all a merchant's whose rebuild is starting).
    if (batch.claimed < AGGREGATE_BATCH || batch.applied === 0) break;
  }
  await fillAskedOffsets(db, { wait: true });
  return applied;
}

/** How far behind the aggregates are: receipts queued and the age of the oldest (0 when none). */
export async function aggregateQueueStats(db: Db): Promise<{ queued: number; oldestSeconds: number }> {
  const [row] = rowsOf<{ queued: string | number; oldest: string | number | null }>(
    await db.execute(sql`select count(*) as queued,
      extract(epoch from now() - min(queued_at)) as oldest from aggregate_queue`),
  );
  return { queued: Number(row?.queued ?? 0), oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}

export interface AggregateWorkerOptions {
  /** Wait after a receipt commits before the batch starts, so a busy till's receipts share one (default 100 ms). */
  debounceMs?: number;
  /** How often the queue is looked at for rows no kick announced (another copy's, one that died; default 1 s). */
  intervalMs?: number;
  limit?: number;
}

/**
 * The worker of one server copy: applies queued receipts in batches soon after a kick, and looks at the queue on
 * an interval for rows nobody announced. Every copy runs one; SKIP LOCKED gives each batch its own rows.
 */
export class AggregateWorker {
  private timer: NodeJS.Timeout | undefined;
  private interval: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly opts: AggregateWorkerOptions = {},
  ) {}

  /** The batches run in the context the worker started in, not in that of the request whose commit kicked it. */
  private runBound: () => void = () => this.run();

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.runBound = AsyncResource.bind(() => withLogContext({ worker: 'aggregates' }, () => this.run()));
    registerWorker(this.db, this);
    this.interval = setInterval(
      AsyncResource.bind(() => void this.poll()),
      this.opts.intervalMs ?? 1000,
    );
    this.interval.unref();
    this.kick();
  }

  /** A receipt committed: a batch starts after the debounce (or again right after the one at work). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.runBound();
    }, this.opts.debounceMs ?? 100);
    this.timer.unref();
  }

  /** Stops taking batches and waits for the one at work. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.interval);
    this.timer = undefined;
    unregisterWorker(this.db, this);
    await this.running;
  }

  private async poll(): Promise<void> {
    if (this.stopped || this.running || this.timer) return;
    try {
      const [row] = rowsOf<{ queued: boolean }>(
        await this.db.execute(sql`select exists (select 1 from aggregate_queue) as queued`),
      );
      if (row?.queued || (await offsetsWaiting(this.db))) this.kick();
    } catch (err) {
      this.log.warn({ err }, 'aggregate queue');
    }
  }

  private run(): void {
    const work = this.batches()
      .catch((err) => this.log.warn({ err }, 'aggregate queue'))
      .finally(() => {
        if (this.running === work) this.running = undefined;
      });
    this.running = work;
  }

  private async batches(): Promise<void> {
    const limit = this.opts.limit ?? AGGREGATE_BATCH;
    do {
      this.again = false;
      // A full batch may leave more behind: take the next at once (rows left for a rebuild wait for the interval).
      while (!this.stopped && (await applyQueuedBatch(this.db, { limit })).applied === limit);
      // Offsets asked for since: filled after the queue, so that they start from the latest receipts.
      if (!this.stopped) await fillAskedOffsets(this.db);
    } while (this.again && !this.stopped);
  }
}
