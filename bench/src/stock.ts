import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { stores } from '../../apps/server/src/db/schema';
import type { Database } from '../../apps/server/src/platform/db';
import type { MailMessage } from '../../apps/server/src/platform/mail';
import { startBenchServer } from './bench-server';
import { fmt, load } from './http-load';

/**
 * Stock figures (issue 9), each beside its baseline:
 * (a) stock operations per second — adjustments of 3 lines through the HTTP API from concurrent clients, spread over
 *     many items and then all on the same 3 items (row-lock contention) — and afterwards the ledger invariant
 *     (every stock_levels.on_hand = Σ its movements, every product_stores.on_hand = Σ its levels): OK or FAILED;
 * (b) the history page on 1,000,000 movements (bulk-inserted with generate_series into a second merchant): page 1
 *     and a deep page of 50 rows, with and without a store filter, next to the raw query of the page's ids.
 * Runs alone with `npx tsx bench/src/stock.ts` (BENCH_SECONDS sets the length, BENCH_MOVEMENTS the history size).
 * Sets process.exitCode = 1 when the invariant fails.
 */
export async function benchStock(seconds: number, movements = 1_000_000): Promise<boolean> {
  const server = await startBenchServer('stock');
  const { database, mails, base } = server;
  const api = apiOf(base, mails);

  // ── (a) operations per second, then the invariant ──────────────────────────────────────────────────────────
  const shop = await api.register('ops');
  const items = await api.products(shop, 30);
  await api.call('/stock/adjustment/save', shop.token, {
    kind: 'increase',
    storeId: shop.storeId,
    lines: items.map((productId) => ({ productId, quantity: '900000', cost: '2.5' })),
  });
  const concurrency = 8;
  const adjustment = (pool: number[]) => () => {
    const picked = [...pool].sort(() => Math.random() - 0.5).slice(0, 3);
    const roll = Math.random();
    const kind = roll < 0.6 ? 'increase' : roll < 0.8 ? 'damage' : 'loss';
    const lines = picked.map((productId) => ({
      productId,
      quantity: String(1 + Math.floor(Math.random() * 3)),
      cost: (1 + Math.random() * 4).toFixed(2),
    }));
    return api.request({ kind, storeId: shop.storeId, lines }, shop.token);
  };
  const opts = { seconds, concurrency };
  console.log(`\nStock (${database.kind}, ${seconds} s per figure, ${concurrency} concurrent clients over loopback)`);
  const bare = await load(`${base}/user/info`, () => api.request({}, shop.token), opts);
  console.log(`  baseline: POST /m/user/info              ${fmt(bare)}`);
  const spread = await load(`${base}/stock/adjustment/save`, adjustment(items), opts);
  console.log(`  adjustment, 3 of 30 items                ${fmt(spread)}`);
  const hot = await load(`${base}/stock/adjustment/save`, adjustment(items.slice(0, 3)), opts);
  console.log(`  adjustment, the same 3 items (hot rows)  ${fmt(hot)}`);
  const invariant = await checkInvariant(database, shop.tenantId);
  console.log(
    `  invariant on_hand = Σ movements          ${invariant.ok ? 'OK' : 'FAILED'} (${invariant.levels} levels, ${invariant.movements} movements, ${invariant.bad} wrong)`,
  );

  // ── (b) history on a million movements ─────────────────────────────────────────────────────────────────────
  const big = await api.register('history');
  const storeIds = [big.storeId, ...(await extraStores(database, big.tenantId, 4))];
  const products = await api.products(big, 50, storeIds);
  const t0 = performance.now();
  await bulkMovements(database, big, storeIds, products, movements);
  console.log(
    `\n  ${movements.toLocaleString('en')} movements bulk-inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s (generate_series)`,
  );
  const historyOpts = { seconds, concurrency: 1 };
  const deepPage = Math.floor(movements / 500); // 50 rows per page: 10% into the history
  for (const [label, filter] of [
    ['all stores', {}],
    ['one store', { storeId: storeIds[1] }],
  ] as const) {
    for (const page of [1, deepPage]) {
      const body = { page, pageSize: 50, ...filter };
      const raw = await rawPageIds(database, big.tenantId, body);
      const res = await load(`${base}/stock/history`, () => api.request(body, big.token), historyOpts);
      const name = `history ${label}, page ${page}`.padEnd(40);
      console.log(`  baseline: raw page-ids query           ${raw.toFixed(2).padStart(8)} ms (${label}, page ${page})`);
      console.log(`  ${name} ${fmt(res)}`);
    }
  }

  await server.stop();
  if (!invariant.ok) process.exitCode = 1;
  return invariant.ok;
}

interface Shop {
  token: string;
  tenantId: number;
  userId: number;
  storeId: number;
}

function apiOf(base: string, mails: MailMessage[]) {
  const request = (body: unknown, token?: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  async function call<T>(p: string, token: string | undefined, body: unknown): Promise<T> {
    const res = (await (await fetch(`${base}${p}`, request(body, token))).json()) as { code: number; data: T };
    if (res.code !== 200) throw new Error(`${p} answered ${res.code}: ${JSON.stringify(res.data)}`);
    return res.data;
  }
  return {
    request,
    call,
    async register(tag: string): Promise<Shop> {
      const email = `bench.stock.${tag}.${Date.now()}@example.test`;
      await call('/login/getCodeEmail', undefined, { email });
      const code = /\d{6}/.exec(mails.at(-1)?.text ?? '')?.[0];
      const reg = await call<{ token: string; user: { id: number; tenantId: number } }>('/login/register', undefined, {
        email,
        code,
        password: 'Bench1234',
        confirmPassword: 'Bench1234',
        company: 'Bench Stock',
        name: 'Bench',
        areaCode: '44',
        phone: '7700900001',
        sysLanguageId: 3,
        sysCountryId: 1,
        sysCurrencyId: 1,
      });
      const list = await call<{ list: { id: number }[] }>('/store/list', reg.token, {});
      return { token: reg.token, tenantId: reg.user.tenantId, userId: reg.user.id, storeId: list.list[0].id };
    },
    /** `n` tracked products sold in the shop's store (or `storeIds`). */
    async products(shop: Shop, n: number, storeIds = [shop.storeId]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < n; i++) {
        const saved = await call<{ id: number }>('/goods/save', shop.token, {
          name: `Bench item ${i + 1}`,
          price: '9.90',
          trackInventory: true,
          stores: storeIds.map((storeId) => ({ storeId, price: '9.90', minStock: '5', bestStock: '50' })),
        });
        ids.push(saved.id);
      }
      return ids;
    },
  };
}

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every level equals the sum of its movements, and every product_stores total the sum of its levels. */
async function checkInvariant(database: Database, tenantId: number) {
  const [levels] = await rowsOf<{ levels: number; bad: number }>(
    database,
    sql`select count(*)::int as levels, count(*) filter (where l.on_hand <> coalesce((
        select sum(m.quantity) from stock_movements m where m.tenant_id = l.tenant_id and m.store_id = l.store_id
          and m.product_id = l.product_id and m.variant_id = l.variant_id), 0))::int as bad
      from stock_levels l where l.tenant_id = ${tenantId}`,
  );
  const [totals] = await rowsOf<{ bad: number }>(
    database,
    sql`select count(*)::int as bad from product_stores ps where ps.tenant_id = ${tenantId} and ps.on_hand <> coalesce((
        select sum(l.on_hand) from stock_levels l where l.tenant_id = ps.tenant_id and l.store_id = ps.store_id
          and l.product_id = ps.product_id), 0)`,
  );
  const [moves] = await rowsOf<{ n: number }>(
    database,
    sql`select count(*)::int as n from stock_movements where tenant_id = ${tenantId}`,
  );
  const bad = Number(levels.bad) + Number(totals.bad);
  return { ok: bad === 0 && Number(levels.levels) > 0, levels: levels.levels, movements: moves.n, bad };
}

async function extraStores(database: Database, tenantId: number, n: number): Promise<number[]> {
  const rows = await database.db
    .insert(stores)
    .values(Array.from({ length: n }, (_, i) => ({ tenantId, kind: 'store' as const, name: `Bench store ${i + 2}` })))
    .returning({ id: stores.id });
  return rows.map((r) => r.id);
}

/**
 * `n` movements of +1 at cost 2, one every 30 s back from now, over the stores and products in turn, with reasons of
 * the history; then the levels they add up to, so the merchant's ledger stays consistent.
 */
async function bulkMovements(database: Database, shop: Shop, storeIds: number[], productIds: number[], n: number) {
  const storeArr = sql.raw(`array[${storeIds.join(',')}]::bigint[]`);
  const productArr = sql.raw(`array[${productIds.join(',')}]::bigint[]`);
  const reasons = sql.raw(`array['increase','purchase_arrival','transfer_in','customer_return','count']`);
  const chunk = 250_000;
  for (let from = 1; from <= n; from += chunk) {
    const to = Math.min(n, from + chunk - 1);
    await database.db.execute(sql`
      insert into stock_movements (tenant_id, store_id, product_id, variant_id, quantity, unit_cost, reason,
        document_type, document_id, document_number, on_hand_after, staff_id, created_at)
      select ${shop.tenantId}, (${storeArr})[1 + g % ${storeIds.length}],
        (${productArr})[1 + (g / ${storeIds.length}) % ${productIds.length}], 0, 1, 2,
        (${reasons})[1 + g % 5], 'adjustment', g, 'BULK-' || g, 0, ${shop.userId},
        now() - make_interval(secs => (${n} - g) * 30)
      from generate_series(${from}::int, ${to}::int) g`);
  }
  await database.db.execute(sql`
    insert into stock_levels (tenant_id, store_id, product_id, variant_id, on_hand, average_cost)
    select tenant_id, store_id, product_id, variant_id, sum(quantity), 2 from stock_movements
    where tenant_id = ${shop.tenantId} group by tenant_id, store_id, product_id, variant_id
    on conflict (tenant_id, store_id, product_id, variant_id) do update set on_hand = excluded.on_hand`);
  // What autovacuum does to a table after a bulk load on PostgreSQL (visibility map, statistics).
  await database.db.execute(sql`vacuum analyze stock_movements`);
}

/** Mean time of the bare query that finds a history page's ids (no HTTP, no session, no display joins). */
async function rawPageIds(
  database: Database,
  tenantId: number,
  q: { page: number; pageSize: number; storeId?: number },
) {
  const store = q.storeId ? sql`and store_id = ${q.storeId}` : sql``;
  const runs = 20;
  const t0 = performance.now();
  for (let i = 0; i < runs; i++)
    await database.db.execute(sql`select id from stock_movements where tenant_id = ${tenantId} ${store}
      order by created_at desc, id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  return (performance.now() - t0) / runs;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await benchStock(Number(process.env.BENCH_SECONDS ?? 5), Number(process.env.BENCH_MOVEMENTS ?? 1_000_000));
}
