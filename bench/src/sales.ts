import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppSession, OrderUploadBody, PaymentInput } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { type Api, apiOf, fetchTransport } from '../../apps/server/src/demo/api';
import { cashTendered, fillCart } from '../../apps/server/src/demo/cart';
import { checkInvariants, moneyTotals } from '../../apps/server/src/demo/invariants';
import { buildMerchant } from '../../apps/server/src/demo/merchant';
import type { DemoMerchant, DemoStaff, DemoStore } from '../../apps/server/src/demo/model';
import { priceCart, uploadLines } from '../../apps/server/src/demo/pricing';
import { type Random, seededRandom } from '../../apps/server/src/demo/random';
import type { openDatabase } from '../../apps/server/src/platform/db';
import { startBenchServer } from './bench-server';
import { fmt, type LoadResult, load } from './http-load';

/**
 * Order ingest (issue: sales performance): a merchant set up by the demo's own setup (stores, catalogue with
 * variants, modifiers and composites, stock, staff, members), then `clients` POS tills — each a staff member with
 * their own PIN session and open shift — upload paid receipts (2–5 lines, tracked items, members earning and
 * redeeming points, cash with change and card) over HTTP on loopback for `seconds` (or `maxOrders` receipts), with
 * every effect: stock ledger, member ledgers, shift entries, commissions. 2 % of uploads are retries of a receipt
 * already sent (same client id), which must answer the same receipt and write nothing. Prints receipts per second
 * and latency next to the baseline (a bare authenticated route), then checks the invariants (demo/invariants.ts)
 * and that the merchant holds exactly the receipts the tills were told were written. Runs alone with
 * `npx tsx bench/src/sales.ts` (BENCH_SECONDS, BENCH_SALES_CLIENTS, BENCH_ORDERS). Answers false when a check fails.
 */
export async function benchSales(seconds: number, clients = 8, maxOrders?: number): Promise<boolean> {
  const server = await startBenchServer('sales');
  const { database, mails, base } = server;
  const api = apiOf(fetchTransport(base));

  const t0 = performance.now();
  const email = `bench.sales.${Date.now()}@example.test`;
  const m = await buildMerchant(
    api,
    {
      email,
      password: 'Bench1234',
      company: 'Bench Sales',
      name: 'Bench',
      readCode: () => /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '',
    },
    seededRandom('bench-sales'),
    { stockPerItem: 500_000, today: new Date(), members: 200 },
  );
  if (!m) throw new Error('the bench merchant already exists');
  // Points to spend: every member can redeem throughout the run without running dry.
  for (const member of m.members)
    await api.call('/member/points/adjust', { memberId: member.id, delta: '1000000', reason: 'Bench' }, m.bossToken);
  const tills = await openTills(api, m, Math.min(clients, m.staff.length));
  console.log(
    `\nOrder ingest (${database.kind}, ${tills.length} POS clients over loopback, ${maxOrders ? `${maxOrders} receipts` : `${seconds} s`}; merchant set up in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );

  const bare = await load(
    `${base}/user/info`,
    () => ({ method: 'POST', headers: { 'content-type': 'application/json', token: m.bossToken }, body: '{}' }),
    { seconds: Math.min(seconds, 5), concurrency: tills.length },
  );
  console.log(`  baseline: POST /m/user/info              ${fmt(bare)}`);
  const run = await ingest(base, m, tills, { seconds, maxOrders });
  console.log(`  POST /m/app/order/upload (paid receipt)  ${fmt(run.result)}`);
  console.log(
    `  ${run.written.size} receipts, ${run.lines} lines; ${run.retries} retries of a receipt already sent answered it again`,
  );

  const invariants = await checkInvariants(database.db, m.tenantId);
  const [count] = await countReceipts(database, m.tenantId);
  invariants.push({
    name: 'receipts in the database = receipts written',
    checked: count,
    bad: Math.abs(count - run.written.size),
  });
  for (const r of invariants)
    console.log(
      `  ${`invariant: ${r.name}`.padEnd(56)} ${r.bad === 0 ? 'OK' : 'FAILED'} (${r.checked} checked, ${r.bad} wrong)`,
    );
  for (const t of await moneyTotals(database.db, m.tenantId))
    console.log(`  Σ ${t.kind} totals ${t.totals} = Σ payments − change ${t.payments} (${t.receipts} receipts)`);
  const ok = invariants.every((r) => r.bad === 0) && run.result.errors === 0;
  if (run.result.errors) console.log(`  FAILED: ${run.result.errors} uploads refused; first: ${run.firstError}`);

  await server.stop();
  if (!ok) process.exitCode = 1;
  return ok;
}

export interface Till {
  staff: DemoStaff;
  store: DemoStore;
  token: string;
}

/** One till per staff member in their first store: signed in with the PIN, shift opened (cash goes to the drawer). */
export async function openTills(api: Api, m: DemoMerchant, n: number): Promise<Till[]> {
  const tills: Till[] = [];
  for (const staff of m.staff.slice(0, n)) {
    const store = m.stores.find((s) => s.id === staff.storeIds[0]) as DemoStore;
    const session = await api.call<AppSession>('/app/login', { merchant: m.email, pin: staff.pin, storeId: store.id });
    await api.call('/app/shift/open', { initialCash: '200.00' }, session.token);
    tills.push({ staff, store, token: session.token });
  }
  return tills;
}

/** A paid receipt: 2–5 lines (at least one tracked item half the time), a member now and then, cash or card. */
export function receipt(rnd: Random, m: DemoMerchant, till: Till): OrderUploadBody {
  let cart = fillCart(rnd, till.store, m.products, rnd.int(8, 21), 'waiter');
  while (cart.lines.length < 2) cart = fillCart(rnd, till.store, m.products, rnd.int(8, 21), 'waiter');
  const tracked = m.products.filter((p) => p.tracked && p.prices.has(till.store.id));
  if (rnd.chance(0.5) && !cart.lines.some((l) => l.product.tracked) && tracked.length) {
    const lines = [
      ...cart.lines.slice(0, 4),
      { product: rnd.pick(tracked), variantId: null, modifierItemIds: [], quantity: 1 },
    ];
    cart = { ...cart, lines, priced: priceCart(till.store, lines) };
  }
  const total = new Decimal(cart.priced.total);
  const member = rnd.chance(0.3) ? rnd.pick(m.members) : undefined;
  const points = member && rnd.chance(0.3) ? Decimal.min(total.times(50).floor(), rnd.int(100, 400)) : new Decimal(0);
  const rest = total.minus(points.times(m.points.pointValue));
  const payments: PaymentInput[] = [];
  if (rest.greaterThan(0)) {
    const cash = rnd.chance(0.4);
    const tendered = cash ? cashTendered(rnd, rest.toFixed(2)) : undefined;
    payments.push({
      paymentMethodId: cash ? m.payment.cash : m.payment.card,
      amount: rest.toFixed(2),
      ...(tendered ? { tendered } : {}),
    });
  }
  return {
    clientId: rnd.clientId(),
    channel: 'pos',
    orderTypeId: m.orderTypes.takeaway,
    memberId: member?.id ?? null,
    lines: uploadLines(cart.lines),
    orderDiscount: null,
    total: cart.priced.total,
    payments,
    ...(points.greaterThan(0) ? { pointsRedeemed: points.toFixed(0) } : {}),
  };
}

async function ingest(
  base: string,
  m: DemoMerchant,
  tills: Till[],
  opts: { seconds: number; maxOrders?: number },
): Promise<{ result: LoadResult; written: Set<string>; lines: number; retries: number; firstError: string }> {
  const latencies: number[] = [];
  const written = new Set<string>();
  let errors = 0;
  let retries = 0;
  let lines = 0;
  let firstError = '';
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const max = opts.maxOrders ?? Number.POSITIVE_INFINITY;
  const worker = async (till: Till, index: number) => {
    const rnd = seededRandom(`bench-till-${index}`);
    const sent: OrderUploadBody[] = [];
    while (performance.now() < deadline && latencies.length + errors < max) {
      const retry = sent.length > 0 && rnd.chance(0.02);
      const body = retry ? rnd.pick(sent) : receipt(rnd, m, till);
      const t0 = performance.now();
      const res = await fetch(`${base}/app/order/upload`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: till.token },
        body: JSON.stringify(body),
      });
      const reply = (await res.json()) as { code: number; msg: string };
      if (reply.code !== 200) {
        errors++;
        firstError ||= `${reply.code} ${reply.msg}`;
        continue;
      }
      latencies.push(performance.now() - t0);
      if (retry) retries++;
      else {
        sent.push(body);
        lines += body.lines.length;
      }
      written.add(body.clientId);
    }
  };
  await Promise.all(tills.map(worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const result = {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    errors,
  };
  return { result, written, lines, retries, firstError };
}

async function countReceipts(database: Awaited<ReturnType<typeof openDatabase>>, tenantId: number) {
  const res = (await database.db.execute(
    sql`select count(*) as n from orders where tenant_id = ${tenantId}`,
  )) as unknown as { rows: { n: string | number }[] };
  return [Number(res.rows[0].n)];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const orders = process.env.BENCH_ORDERS ? Number(process.env.BENCH_ORDERS) : undefined;
  await benchSales(Number(process.env.BENCH_SECONDS ?? 10), Number(process.env.BENCH_SALES_CLIENTS ?? 8), orders);
}
