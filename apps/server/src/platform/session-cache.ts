import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './db';

/**
 * The guard's short-lived memory of signed-in callers (`resolveSession`), keyed by the token's hash, so that a
 * busy session does not cost the database a join on every request.
 *
 * Staleness is bounded twice:
 * - every change that ends or alters a session (its row deleted, its user, role, store bindings, tenant or device
 *   changed) raises a notification on channel `session_cache` from a database trigger (migration
 *   `0024_session_cache_notify`) with the merchant's id; PostgreSQL delivers it at commit to one listening connection
 *   of every server copy (PGlite to the single process), which drops that merchant's entries;
 * - an entry lives SESSION_CACHE_TTL_MS at most, whatever happens (a notification lost with its connection, a
 *   LISTEN behind a pooler that drops it).
 * A cached entry is used only once the listening connection has caught up with every commit made before the
 * request arrived (`caughtUp`: one small query on that connection, shared by the requests arriving together), so a
 * change made on any copy is seen by the very next request on every copy.
 * While the listening connection is down nothing is cached (and everything cached was dropped when it went), so a
 * change is never missed for longer than the TTL.
 */
export const SESSION_CACHE_CHANNEL = 'session_cache';

/** How long an entry may be used without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;

/** Entries kept at most (the oldest go first); a few hundred bytes each. */
const MAX_ENTRIES = 20_000;

interface Entry<T> {
  value: T;
  tenantId: number;
  until: number;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Counts invalidations; a fill read before a later one of its merchant (or of all) is not kept. */
  private sequence = 0;
  private clearedAt = 0;
  private readonly tenantDroppedAt = new Map<number, number>();
  /** False while invalidations cannot be heard (listening connection down, not yet up, closed). */
  private listening = false;
  /** A round trip on the listening connection (PostgreSQL), and the ones on their way. */
  private fence?: () => Promise<void>;
  private inFlight?: Promise<void>;
  private queued?: Promise<boolean>;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Taken before reading a session from the database; `put` keeps the result only if nothing changed since. */
  mark(): number {
    return this.sequence;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  put(key: string, tenantId: number, value: T, mark: number): void {
    if (!this.listening || this.clearedAt > mark || (this.tenantDroppedAt.get(tenantId) ?? 0) > mark) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, tenantId, until: this.now() + this.ttlMs });
  }

  /** Forgets every session of a merchant: something about one of them (or the merchant) changed. */
  dropTenant(tenantId: number): void {
    // Remembered per merchant (a busy database's other merchants do not keep this one from being cached); the
    // memory is bounded by starting over, which only costs some fills.
    if (this.tenantDroppedAt.size >= MAX_ENTRIES) this.clear();
    this.tenantDroppedAt.set(tenantId, ++this.sequence);
    for (const [key, entry] of this.entries) if (entry.tenantId === tenantId) this.entries.delete(key);
  }

  clear(): void {
    this.clearedAt = ++this.sequence;
    this.tenantDroppedAt.clear();
    this.entries.clear();
  }

  /** Whether entries are kept: only while invalidations can be heard. Going deaf forgets everything. */
  setListening(on: boolean): void {
    this.clear();
    this.listening = on;
  }

  /** The round trip `caughtUp` makes; none on PGlite, which delivers a notification with its commit. */
  setFence(fence: (() => Promise<void>) | undefined): void {
    this.fence = fence;
  }

  /**
   * Resolves once every notification committed before the call has been heard (false when that cannot be known: the
   * connection failed). PostgreSQL sends a listening connection its pending notifications before it answers a
   * query, so one query on it sent after the caller arrived is enough, whichever copy made the change. Callers
   * arriving together share one query; a caller arriving while one is on its way waits for the next.
   */
  caughtUp(): Promise<boolean> {
    const fence = this.fence;
    if (!fence) return Promise.resolve(true);
    if (!this.queued) {
      const after = this.inFlight ?? Promise.resolve();
      this.queued = after.then(() => {
        this.queued = undefined;
        const sent = fence();
        this.inFlight = sent.then(
          () => {},
          () => {},
        );
        return sent.then(
          () => true,
          () => false,
        );
      });
    }
    return this.queued;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A notification's payload: the merchant whose sessions changed. Anything else forgets everything. */
function onPayload(cache: SessionCache<unknown>, payload: string | undefined) {
  const tenantId = Number(payload);
  if (Number.isSafeInteger(tenantId) && tenantId > 0) cache.dropTenant(tenantId);
  else cache.clear();
}

interface ListenLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Hears the `session_cache` notifications for `cache`: on PostgreSQL on a connection of its own (LISTEN needs a
 * session: behind pgbouncer in transaction mode it must reach PostgreSQL directly), reconnecting when it is lost;
 * on PGlite through its own listener. `url` (DATABASE_LISTEN_URL) reaches PostgreSQL directly when the pool goes
 * through a pooler. Answers the function that stops listening.
 */
export async function listenForSessionChanges(
  database: Database,
  cache: SessionCache<unknown>,
  log: ListenLog,
  opts: { url?: string } = {},
): Promise<() => Promise<void>> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (!(client instanceof pg.Pool)) {
    const stop = await (client as PGlite).listen(SESSION_CACHE_CHANNEL, (payload) => onPayload(cache, payload));
    cache.setListening(true);
    return async () => {
      cache.setListening(false);
      await stop();
    };
  }
  return listenOnPostgres(opts.url ? { connectionString: opts.url } : client.options, cache, log);
}

async function listenOnPostgres(connection: pg.ClientConfig, cache: SessionCache<unknown>, log: ListenLog) {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let waitMs = 500;

  const lost = (client: pg.Client, err?: unknown) => {
    if (current !== client) return;
    current = undefined;
    cache.setFence(undefined);
    cache.setListening(false);
    client.end().catch(() => {});
    if (closed) return;
    log.warn({ err }, 'session cache: the listening connection was lost; nothing is cached until it is back');
    retry = setTimeout(connect, waitMs);
    waitMs = Math.min(waitMs * 2, 30_000);
  };

  async function connect() {
    retry = undefined;
    const client = new pg.Client(connection);
    current = client;
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client));
    client.on('notification', (n) => {
      if (n.channel === SESSION_CACHE_CHANNEL) onPayload(cache, n.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CACHE_CHANNEL}`);
    } catch (err) {
      lost(client, err);
      return;
    }
    if (current !== client || closed) return;
    waitMs = 500;
    cache.setFence(async () => void (await client.query('select 1')));
    cache.setListening(true);
  }

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = undefined;
    cache.setFence(undefined);
    cache.setListening(false);
    await client?.end().catch(() => {});
  };
}
