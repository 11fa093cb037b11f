// Ranges whose ends cut days: the report reads whole UTC days from the daily aggregates and the cut days from the raw
// receipts; it must equal the same report computed straight from the raw receipts, for any range and time zone.
import type { ItemSales, ModifierSales, OrderDetail } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addModifierItem,
  addPaymentMethod,
  addProduct,
  addTax,
  bossAppSession,
  cid,
  merchant,
  ok,
  uploadOrder,
} from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { applyQueuedAggregates } from '../../ledgers/aggregate-queue';
import { DAY, todayUtc } from './ranked.test-support';

const t = await startTestApp();

async function history() {
  const m = await merchant(t);
  const boss = await bossAppSession(t, m.tenantId, m.storeA);
  const cash = await addPaymentMethod(t, m.tenantId, 'cash');
  const card = await addPaymentMethod(t, m.tenantId, 'card', '1.5');
  const vat = await addTax(t, m.tenantId, [m.storeA], '13', 'included');
  const service = await addTax(t, m.tenantId, [m.storeA], '10', 'added');
  const extra = await addModifierItem(t, m.tenantId, '0.75');
  const p1 = await addProduct(t, m.tenantId, [m.storeA], {
    price: '4.35',
    cost: '1.2',
    taxIds: [vat.id],
    modifierIds: [extra.modifierId],
  });
  const p2 = await addProduct(t, m.tenantId, [m.storeA], { price: '7.99', cost: '3.1', taxIds: [vat.id, service.id] });
  const p3 = await addProduct(t, m.tenantId, [m.storeA], { price: '1.10' });
  const today = todayUtc();
  // Around UTC midnight and around 16:00 UTC (midnight at UTC+8), over six days.
  const moments = [-1800, 900, 16 * 3600 - 60, 16 * 3600 + 60, 10 * 3600];
  const sales: OrderDetail[] = [];
  let n = 0;
  for (let day = 6; day >= 1; day--) {
    for (const offset of moments) {
      n++;
      const lines = [
        {
          productId: p1,
          quantity: String(1 + (n % 3)),
          modifiers: n % 2 ? [{ itemId: extra.itemId }] : [],
          discount: n % 4 === 0 ? { kind: 'percent', value: '15' } : undefined,
        },
        { productId: n % 3 ? p2 : p3, quantity: '1' },
      ];
      const body = {
        orderedAt: today - day * DAY + offset,
        lines,
        orderDiscount: n % 5 === 0 ? { kind: 'amount', value: '0.99' } : undefined,
      };
      // The server answers the total it priced when the POS's differs (20115): learn it, then pay it in two methods.
      const probe = await uploadOrder<{ total: string }>(t, boss.token, { ...body, total: '0.00' });
      const total = probe.data.total;
      const half = new Decimal(total).div(2).toFixed(2);
      const rest = new Decimal(total).minus(half).toFixed(2);
      const paid = ok(
        await uploadOrder<OrderDetail>(t, boss.token, {
          ...body,
          total,
          payments: [
            { paymentMethodId: card, amount: half },
            { paymentMethodId: cash, amount: rest },
          ],
        }),
      );
      sales.push(paid);
    }
  }
  // Refunds (written now): part of a few sales.
  for (const s of sales.filter((_, i) => i % 7 === 0)) {
    ok(
      await t.post(
        '/app/order/refund',
        { clientId: cid(), orderId: s.id, lines: [{ lineId: s.lines[0].id, quantity: '1' }] },
        { token: boss.token },
      ),
    );
  }
  return { ...m, boss };
}

type Row = Record<string, string>;
async function raw(query: ReturnType<typeof sql>): Promise<Row[]> {
  const r = (await t.db.execute(query)) as unknown as { rows?: Row[] };
  return r.rows ?? (r as unknown as Row[]);
}

const m2 = (v: string | null) => new Decimal(v ?? 0).toFixed(2);
const q4 = (v: string | null) => new Decimal(v ?? 0).toFixed(4);

/** The item report straight from the raw receipts: key → figures. */
async function rawItems(tenantId: number, start: number, end: number) {
  const rows = await raw(sql`
    select l.product_id::text as id, coalesce(l.variant_id, 0)::text as variant,
      sum(l.quantity) filter (where o.kind = 'sale') as quantity,
      sum(l.quantity) filter (where o.kind = 'refund') as refund_quantity,
      sum(l.gross) filter (where o.kind = 'sale') as gross,
      sum(l.line_discount + l.order_discount_share) filter (where o.kind = 'sale') as discount,
      sum(l.net) filter (where o.kind = 'refund') as refund_net,
      sum(case when o.kind = 'sale' then l.net else -l.net end) as net,
      sum(case when o.kind = 'sale' then l.tax_included else -l.tax_included end) as tax_included,
      sum(case when o.kind = 'sale' then l.tax_added else -l.tax_added end) as tax_added,
      sum(case when o.kind = 'sale' then l.cost else -l.cost end) as cost,
      sum(case when o.kind = 'sale' then 1 else -1 end * (l.net - l.tax_included - l.cost)) as profit
    from orders o join order_lines l on l.tenant_id = o.tenant_id and l.order_id = o.id
    where o.tenant_id = ${tenantId} and o.status = 'paid' and o.channel in ('pos', 'kiosk', 'qr')
      and o.ordered_at >= to_timestamp(${start}) and o.ordered_at < to_timestamp(${end})
    group by 1, 2`);
  return new Map(
    rows.map((r) => [
      `${r.id}:${r.variant}`,
      {
        quantity: q4(r.quantity),
        refundQuantity: q4(r.refund_quantity),
        gross: m2(r.gross),
        discount: m2(r.discount),
        refundAmount: m2(r.refund_net),
        netSales: m2(r.net),
        taxIncluded: m2(r.tax_included),
        taxAdded: m2(r.tax_added),
        netWithoutTax: m2(new Decimal(r.net ?? 0).minus(r.tax_included ?? 0).toFixed(4)),
        cost: m2(r.cost),
        // Net sales less included tax and cost (an added tax is not inside net sales).
        profit: m2(r.profit),
      },
    ]),
  );
}

async function rawModifiers(tenantId: number, start: number, end: number) {
  const rows = await raw(sql`
    select m.item_id::text as id,
      sum(l.quantity * m.quantity) filter (where o.kind = 'sale') as quantity,
      sum(round(l.quantity * m.quantity * m.unit_price, 4)) filter (where o.kind = 'sale') as amount,
      sum(l.quantity * m.quantity) filter (where o.kind = 'refund') as refund_quantity,
      sum(round(l.quantity * m.quantity * m.unit_price, 4)) filter (where o.kind = 'refund') as refund_amount
    from orders o join order_lines l on l.tenant_id = o.tenant_id and l.order_id = o.id
    join order_line_modifiers m on m.tenant_id = l.tenant_id and m.line_id = l.id
    where o.tenant_id = ${tenantId} and o.status = 'paid' and o.channel in ('pos', 'kiosk', 'qr')
      and o.ordered_at >= to_timestamp(${start}) and o.ordered_at < to_timestamp(${end})
    group by 1`);
  return rows.map((r) => ({
    itemId: Number(r.id),
    quantity: q4(r.quantity),
    amount: m2(r.amount),
    refundQuantity: q4(r.refund_quantity),
    refundAmount: m2(r.refund_amount),
  }));
}

const m = await history();

describe('ranked reports over ranges that cut days', () => {
  const HOUR = 3600;
  const now = Math.floor(Date.now() / 1000);
  for (const tzHours of [0, 8]) {
    const tz = tzHours * HOUR;
    /** Local midnight `days` ago in that zone, as unix seconds. */
    const localMidnight = (days: number) => Math.floor((now + tz) / DAY) * DAY - tz - days * DAY;
    const ranges: [string, number, number][] = [
      ['local days', localMidnight(5), localMidnight(2)],
      ['cut both ends', localMidnight(6) + 13 * HOUR, localMidnight(1) + 7 * HOUR],
      ['inside one day', localMidnight(3) + 15 * HOUR, localMidnight(3) + 17 * HOUR],
      // A minute ahead of now, but never past the end of today (refused): the last minute before midnight too.
      ['up to now (refunds in the cut day)', localMidnight(6) - 2 * HOUR, Math.min(now + 60, localMidnight(-1))],
      ['up to the end of today', localMidnight(7), localMidnight(-1)],
    ];
    for (const [label, start, end] of ranges) {
      it(`equal the raw receipts: ${label}, UTC+${tzHours}`, async () => {
        const body = { startTime: start, endTime: end, pageSize: 500 };
        const opts = { token: m.token, tzOffsetMs: tz * 1000 };
        const items = ok(await t.post<ItemSales>('/statistics/goods', body, opts));
        const expected = await rawItems(m.tenantId, start, end);
        expect(items.total).toBe(expected.size);
        if (end - start > DAY) expect(items.total).toBeGreaterThan(0);
        if (end >= now) expect(items.list.some((r) => r.refundQuantity !== '0.0000')).toBe(true);
        for (const row of items.list) {
          expect(row).toMatchObject(expected.get(row.key) ?? { missing: row.key });
        }
        // Ranked by net sales.
        const nets = items.list.map((r) => Number(r.netSales));
        expect(nets).toEqual([...nets].sort((a, b) => b - a));
        const mods = ok(await t.post<ModifierSales>('/statistics/batching', body, opts));
        expect(mods.list.map(({ name: _, ...r }) => r)).toEqual(await rawModifiers(m.tenantId, start, end));
      });
    }
  }
});

describe('ranked reports of one store over months', () => {
  it('read the store spans of 64 days inside the range and equal the raw receipts (UTC and UTC+8)', async () => {
    // Receipts of store A every 9 days from 200 days ago, at different hours; the worker adds them.
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    const products = [await addProduct(t, m.tenantId, [m.storeA], { price: '2.40', cost: '0.7' })];
    products.push(await addProduct(t, m.tenantId, [m.storeA], { price: '5.15', cost: '2' }));
    const today = todayUtc();
    for (let day = 200; day >= 8; day -= 9) {
      const lines = [
        { productId: products[day % 2], quantity: String(1 + (day % 4)) },
        { productId: products[(day + 1) % 2], quantity: '1' },
      ];
      const body = { orderedAt: today - day * DAY + ((day * 7919) % DAY), lines };
      const probe = await uploadOrder<{ total: string }>(t, m.boss.token, { ...body, total: '0.00' });
      const total = probe.data.total;
      ok(await uploadOrder(t, m.boss.token, { ...body, total, payments: [{ paymentMethodId: cash, amount: total }] }));
    }
    await applyQueuedAggregates(t.db);
    const now = Math.floor(Date.now() / 1000);
    for (const tz of [0, 8 * 3600]) {
      const start = Math.floor((now + tz) / DAY) * DAY - tz - 210 * DAY;
      const end = Math.floor((now + tz) / DAY) * DAY - tz - 2 * DAY + 5 * 3600;
      const body = { startTime: start, endTime: end, pageSize: 500, storeIds: [m.storeA] };
      const opts = { token: m.token, tzOffsetMs: tz * 1000 };
      const items = ok(await t.post<ItemSales>('/statistics/goods', body, opts));
      const expected = await rawItems(m.tenantId, start, end);
      expect(items.total).toBe(expected.size);
      for (const row of items.list) expect(row).toMatchObject(expected.get(row.key) ?? { missing: row.key });
      expect(items.list.find((r) => r.productId === products[0])?.quantity).not.toBe('0.0000');
    }
    // What the report reads are the store spans: one unit more in each of them shows in the answer.
    const body = {
      startTime: todayUtc() - 210 * DAY,
      endTime: todayUtc() - 2 * DAY,
      pageSize: 500,
      storeIds: [m.storeA],
    };
    const quantityOf = async () =>
      ok(await t.post<ItemSales>('/statistics/goods', body, { token: m.token })).list.find(
        (r) => r.productId === products[0],
      )?.quantity;
    const before = await quantityOf();
    const bump = async (n: number) =>
      raw(sql`update sales_item_store_span set quantity = quantity + ${n} where tenant_id = ${m.tenantId}
        and product_id = ${products[0]} returning 1`);
    const spans = (await bump(1)).length;
    expect(spans).toBeGreaterThanOrEqual(2);
    expect(Number(await quantityOf())).toBeGreaterThan(Number(before));
    await bump(-1);
    expect(await quantityOf()).toBe(before);
  });
});
