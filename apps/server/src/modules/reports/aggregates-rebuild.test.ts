// A rebuild of a merchant's aggregates in batches while receipts keep being paid: every receipt counted exactly
// once at the end, and the reports exact all along (they read what the rebuild has not reached from the receipts).
import type { ItemSales, OrderDetail, SalesSummary } from '@tillbook/contract';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ok, uploadOrder } from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { applyQueuedAggregates } from '../../ledgers/aggregate-queue';
import { rebuildAggregates } from '../../ledgers/aggregate-rebuild';
import { DAY, rankedHistory } from './ranked.test-support';
import { endOfToday } from './summary.test-support';

const t = await startTestApp();
const h = await rankedHistory(t);

const rows = async <T>(query: SQL): Promise<T[]> => {
  const r = (await t.db.execute(query)) as unknown as { rows?: T[] };
  return (r.rows ?? (r as unknown as T[])).map((x) => ({ ...x }));
};

/**
 * What the aggregates hold against the paid receipts: receipts, refunds and Σ total in each, per table kind (the daily
 * table at UTC, the offset this file's reports are asked at: the rebuild fills the offsets asked for).
 */
async function counted() {
  const [agg] = await rows<Record<string, string>>(sql`select
      (select coalesce(sum(receipts), 0) from sales_hourly where tenant_id = ${h.tenantId})::text receipts,
      (select coalesce(sum(refunds), 0) from sales_hourly where tenant_id = ${h.tenantId})::text refunds,
      (select coalesce(sum(total), 0) from sales_hourly where tenant_id = ${h.tenantId})::text total,
      (select coalesce(sum(total), 0) from sales_daily where tenant_id = ${h.tenantId} and offset_minutes = 0)::text
        daily_total,
      (select coalesce(sum(quantity), 0) from sales_item_daily where tenant_id = ${h.tenantId})::text quantity,
      (select coalesce(sum(quantity), 0) from sales_item_span where tenant_id = ${h.tenantId} and span_days = 64)::text
        span_quantity`);
  const [raw] = await rows<Record<string, string>>(sql`select
      count(*) filter (where o.kind = 'sale')::text receipts, count(*) filter (where o.kind = 'refund')::text refunds,
      coalesce(sum(o.total) filter (where o.kind = 'sale'), 0)::text total,
      (select coalesce(sum(l.quantity), 0) from order_lines l join orders x on x.tenant_id = l.tenant_id
        and x.id = l.order_id where x.tenant_id = ${h.tenantId} and x.status = 'paid' and x.kind = 'sale')::text quantity
    from orders o where o.tenant_id = ${h.tenantId} and o.status = 'paid'`);
  return { agg, raw };
}

const summary = async () =>
  ok(
    await t.post<SalesSummary>(
      '/statistics/sale',
      { startTime: h.D - DAY, endTime: endOfToday(0), groupBy: 'day' },
      { token: h.token },
    ),
  ).totals;

/** The item report of every store over the same range: the quantity sold (spans and daily rows, or receipts). */
const itemsSold = async () =>
  Number(
    ok(
      await t.post<ItemSales>(
        '/statistics/goods',
        { startTime: h.D - DAY, endTime: endOfToday(0) },
        { token: h.token },
      ),
    ).totals.quantity,
  );

describe('rebuilding the aggregates in batches', () => {
  it('counts every receipt once, those paid during the rebuild included, and reports stay exact meanwhile', async () => {
    await applyQueuedAggregates(t.db);
    const before = await summary();
    // An unpaid receipt written before the rebuild starts and paid while it runs (after its batch), and new
    // receipts paid between batches.
    const cash = Number(
      (await rows<{ id: string }>(sql`select id from payment_methods where tenant_id = ${h.tenantId} limit 1`))[0].id,
    );
    const unpaid = ok(
      await uploadOrder<OrderDetail>(t, h.a.token, { lines: [{ productId: h.tea, quantity: '2' }], total: '4.00' }),
    );
    const pay = async (id: number, amount: string) =>
      !!ok(await t.post('/app/order/pay', { id, payments: [{ paymentMethodId: cash, amount }] }, { token: h.a.token }));
    const [first] = await rows<{ id: string }>(sql`select min(id)::text id from orders
      where tenant_id = ${h.tenantId} and status = 'unpaid' and total = 30`);
    const early = { id: Number(first.id), paid: false };
    const paidDuring: string[] = [];
    const seen: { receipts: number; expected: number; items: number; sold: number }[] = [];
    /** Span levels written when a report ran after the last order batch (the spans are written last, level by level). */
    const spanLevels: number[] = [];
    const progress = await rebuildAggregates(t.db, h.tenantId, {
      batch: 2,
      onBatch: async (p) => {
        // The history's unpaid receipt, once its batch has run (its row stays queued), and the new one before.
        if (!early.paid && p.doneOrderId >= early.id) early.paid = await pay(early.id, '30.00');
        if (p.batches === 2) {
          expect(p.doneOrderId).toBeLessThan(unpaid.id);
          await pay(unpaid.id, '4.00');
        }
        if (p.batches <= 3) {
          const sale = ok(
            await uploadOrder<OrderDetail>(t, h.a.token, {
              lines: [{ productId: h.cake, quantity: '1' }],
              total: '6.00',
              payments: [{ paymentMethodId: cash, amount: '6.00' }],
            }),
          );
          paidDuring.push(sale.total);
        }
        // The report mid-rebuild: every paid sale of the range, once.
        const [n] = await rows<{ n: string }>(sql`select count(*)::text n from orders where tenant_id = ${h.tenantId}
          and status = 'paid' and kind = 'sale' and channel <> 'online'`);
        const [q] = await rows<{ q: string }>(sql`select coalesce(sum(l.quantity), 0)::text q from order_lines l
          join orders o on o.tenant_id = l.tenant_id and o.id = l.order_id where o.tenant_id = ${h.tenantId}
            and o.status = 'paid' and o.kind = 'sale' and o.channel <> 'online'`);
        seen.push({
          receipts: (await summary()).receipts,
          expected: Number(n.n),
          items: await itemsSold(),
          sold: Number(q.q),
        });
        if (p.doneOrderId === p.uptoOrderId) {
          const [l] = await rows<{ n: string }>(sql`select count(distinct span_days)::text n from sales_item_span
            where tenant_id = ${h.tenantId}`);
          spanLevels.push(Number(l.n));
        }
      },
    });
    expect(progress.batches).toBeGreaterThanOrEqual(3);
    expect(paidDuring).toHaveLength(3);
    expect(early.paid).toBe(true);
    for (const s of seen) {
      expect(s.receipts).toBe(s.expected);
      expect(s.items).toBe(s.sold);
    }
    // Reports ran while the spans were half written (some levels, not all nine) and stayed exact.
    expect(spanLevels.some((n) => n > 0 && n < 9)).toBe(true);
    // Nothing marks the merchant as rebuilding any more; the worker adds what was queued meanwhile.
    expect(await rows(sql`select * from aggregate_rebuilds where tenant_id = ${h.tenantId}`)).toEqual([]);
    await applyQueuedAggregates(t.db);
    expect(await rows(sql`select * from aggregate_queue where tenant_id = ${h.tenantId}`)).toEqual([]);
    const { agg, raw } = await counted();
    expect(agg).toEqual({
      receipts: raw.receipts,
      refunds: raw.refunds,
      total: raw.total,
      daily_total: raw.total,
      quantity: raw.quantity,
      span_quantity: raw.quantity,
    });
    const after = await summary();
    expect(after.receipts).toBe(before.receipts + 5);
    expect(Number(after.gross) - Number(before.gross)).toBeCloseTo(30 + 4 + 3 * 6, 6);
  });
});
