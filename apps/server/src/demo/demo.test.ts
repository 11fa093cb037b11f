import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeFromMail, startTestApp, uniqueEmail } from '../../test/support/test-app';
import { apiOf, injectTransport } from './api';
import { checkInvariants } from './invariants';
import { type DemoOptions, runDemo } from './run';

const t = await startTestApp();
const api = apiOf(injectTransport(t.app));
// One "today" for both runs: the plan of days (and so every receipt) depends on it.
const options: DemoOptions = { seed: 'test-seed', orders: 60, months: 2, today: new Date() };

const demo = (email: string, opts: Partial<DemoOptions> = {}) =>
  runDemo(
    api,
    {
      email,
      password: 'Demo1234',
      company: 'Demo Test Bistro',
      name: 'Demo Boss',
      readCode: (e) => codeFromMail(t, e),
    },
    { ...options, ...opts },
  );

/** The receipts of a merchant as a list that two equal demos share: client id, kind, status, store order, totals. */
async function receiptsOf(tenantId: number) {
  const res = (await t.db.execute(sql`
    select o.client_id, o.kind, o.status, o.channel, o.total, o.paid_total, o.points_redeemed, o.credit_amount,
      extract(epoch from o.ordered_at)::bigint as ordered_at, (select count(*) from order_lines l
        where l.tenant_id = o.tenant_id and l.order_id = o.id) as lines
    from orders o where o.tenant_id = ${tenantId} and o.kind = 'sale' order by o.client_id`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return res.rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])));
}

/** One row of a query as strings. */
async function firstRow(query: ReturnType<typeof sql>) {
  const res = (await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return Object.fromEntries(Object.entries(res.rows[0] ?? {}).map(([k, v]) => [k, String(v)]));
}

describe('npm run demo', () => {
  it('builds a merchant that trades for months, the same way for one seed, with consistent data', async () => {
    const first = await demo(uniqueEmail('demo'));
    const second = await demo(uniqueEmail('demo'));
    const a = first.merchant;
    const b = second.merchant;
    if (!a || !b || !first.tally || !second.tally) throw new Error('the demo did not build a merchant');

    expect(a.stores.map((s) => s.kind)).toEqual(['store', 'store', 'store', 'truck']);
    expect(a.products).toHaveLength(60);
    expect(a.products.filter((p) => p.composite)).toHaveLength(2);
    expect(a.products.some((p) => p.variants.length > 1)).toBe(true);
    expect(a.staff.length).toBeGreaterThanOrEqual(8);
    expect(a.members.some((m) => m.onCredit)).toBe(true);

    // Every POS call the demo makes exists and was accepted.
    expect([...first.tally.missing]).toEqual([]);
    expect(Object.fromEntries(first.tally.refused)).toEqual({});
    expect(first.tally.receipts).toBe(60);
    expect(first.tally.shifts).toBeGreaterThan(0);
    expect(first.tally.reservations).toBeGreaterThan(0);

    const receiptsA = await receiptsOf(a.tenantId);
    expect(receiptsA).toHaveLength(60);
    // Receipts span the months asked for, all in the past.
    const times = receiptsA.map((r) => Number(r.ordered_at));
    const now = options.today.getTime() / 1000;
    expect(Math.max(...times)).toBeLessThan(now);
    expect(Math.min(...times)).toBeLessThan(now - 40 * 86_400);

    // Deterministic: the same seed gives the same receipts (client ids, totals, states) and the same tally.
    expect(await receiptsOf(b.tenantId)).toEqual(receiptsA);
    expect({ ...second.tally, refused: [], missing: [] }).toEqual({ ...first.tally, refused: [], missing: [] });

    // History has its own times (the POS's `at`): shifts opened and closed on their days, not today; an old
    // deposit nobody collected has expired; refunds come days after their sale.
    const today = options.today;
    const dayStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) / 1000;
    const shifts = await firstRow(sql`
      select count(*) filter (where status = 'closed' and extract(epoch from opened_at) < ${dayStart}
          and closed_at > opened_at + interval '6 hours' and closed_at::date = opened_at::date) as back_dated,
        count(*) filter (where extract(epoch from opened_at) < ${dayStart - 7 * 86_400}) as week_old,
        count(*) filter (where status = 'open' or extract(epoch from opened_at) >= ${dayStart}) as today
      from shifts where tenant_id = ${a.tenantId}`);
    expect(Number(shifts.back_dated)).toBe(first.tally.shifts);
    expect(Number(shifts.week_old)).toBeGreaterThan(0);
    expect(shifts.today).toBe('0');
    const deposits = await firstRow(sql`
      select count(*) filter (where state <> 'completed' and pickup_deadline < now()) as expired
      from deposits where tenant_id = ${a.tenantId}`);
    expect(Number(deposits.expired)).toBeGreaterThan(0);
    const refunds = await firstRow(sql`
      select count(*) filter (where (r.ordered_at at time zone 'Europe/London')::date
          <= (s.paid_at at time zone 'Europe/London')::date) as same_day
      from orders r join orders s on s.tenant_id = r.tenant_id and s.id = r.refund_of_id
      where r.tenant_id = ${a.tenantId} and r.kind = 'refund'`);
    expect(refunds.same_day).toBe('0');

    for (const r of await checkInvariants(t.db, a.tenantId)) expect(r, r.name).toMatchObject({ bad: 0 });
    const stock = await checkInvariants(t.db, a.tenantId);
    expect(stock[0].checked).toBeGreaterThan(0);
  }, 600_000);

  it('leaves an existing demo merchant as it is', async () => {
    const email = uniqueEmail('demo');
    const built = await demo(email, { orders: 0 });
    expect(built.merchant).not.toBeNull();
    const again = await demo(email, { orders: 0 });
    expect(again).toEqual({ merchant: null, tally: null });
    const res = (await t.db.execute(
      sql`select count(*) as n from stores where tenant_id = ${built.merchant?.tenantId}`,
    )) as unknown as { rows: { n: string }[] };
    expect(Number(res.rows[0].n)).toBe(4);
  }, 600_000);
});
