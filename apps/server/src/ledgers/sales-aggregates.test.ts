import { readFileSync } from 'node:fs';
import type { OrderDetail } from '@tillbook/contract';
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
} from '../../test/factories';
import { startTestApp } from '../../test/support/test-app';
import { askForOffset } from './aggregate-offsets';
import { applyQueuedAggregates } from './aggregate-queue';
import { rebuildAggregates } from './aggregate-rebuild';

const t = await startTestApp();

type Row = Record<string, string | number>;
const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> => {
  const r = (await t.db.execute(query)) as unknown as { rows?: Row[] };
  return (r.rows ?? (r as unknown as Row[])).map((x) => ({ ...x }));
};
const snapshot = async (tenantId: number) => ({
  hourly: await rows(sql`select * from sales_hourly where tenant_id = ${tenantId} order by 2, 3, 4, 5`),
  payments: await rows(sql`select * from sales_payment_hourly where tenant_id = ${tenantId} order by 2, 3, 4, 5`),
  taxes: await rows(sql`select * from sales_tax_hourly where tenant_id = ${tenantId} order by 2, 3, 4, 5, 6, 7`),
  items: await rows(sql`select * from sales_item_daily where tenant_id = ${tenantId} order by 2, 3, 4, 5, 6`),
  modifiers: await rows(sql`select * from sales_modifier_daily where tenant_id = ${tenantId} order by 2, 3, 4, 5`),
  daily: await rows(sql`select * from sales_daily where tenant_id = ${tenantId} order by 2, 3, 4, 5, 6`),
  paymentsDaily: await rows(
    sql`select * from sales_payment_daily where tenant_id = ${tenantId} order by 2, 3, 4, 5, 6`,
  ),
  taxesDaily: await rows(sql`select * from sales_tax_daily where tenant_id = ${tenantId} order by 2, 3, 4, 5, 6, 7, 8`),
  itemSpans: await rows(sql`select * from sales_item_span where tenant_id = ${tenantId} order by 2, 3, 4, 5, 6`),
  storeSpans: await rows(sql`select * from sales_item_store_span where tenant_id = ${tenantId} order by 2, 3, 4, 5, 6`),
});

/** The fill statement of the migration that added the stores' item spans, restricted to one merchant's rows. */
const storeSpanFill = (tenantId: number) => {
  const text = readFileSync(new URL('../db/migrations/0027_item_store_span.sql', import.meta.url), 'utf8');
  const statement = text.split('--> statement-breakpoint').find((x) => /INSERT INTO "sales_item_store_span"/.test(x));
  if (!statement) throw new Error('no fill statement in migration 0027');
  return statement.replace('WHERE NOT EXISTS', `WHERE a.tenant_id = ${Number(tenantId)} AND NOT EXISTS`);
};

/** The fill statements of the migration that added the rollups (they regroup the hourly and daily tables). */
const rollupFill = () =>
  readFileSync(new URL('../db/migrations/0011_report_rollups.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^(--[^\n]*\n)*INSERT INTO/.test(s));

/** A fill statement (`INSERT INTO "t" SELECT …`) restricted to one merchant's rows. */
const forTenant = (statement: string, tenantId: number) => {
  const found = /INSERT INTO ("\w+") (SELECT[\s\S]*?);?\s*$/.exec(statement);
  if (!found) throw new Error(`not a fill statement: ${statement.slice(0, 80)}`);
  return `INSERT INTO ${found[1]} SELECT * FROM (${found[2]}) f WHERE f.tenant_id = ${Number(tenantId)}`;
};

describe('report aggregates kept by the write path', () => {
  it('equal the receipts they cover to the cent, count only paid receipts, and equal a rebuild from raw rows', async () => {
    const m = await merchant(t);
    const boss = await bossAppSession(t, m.tenantId, m.storeA);
    // Two offsets asked for before the receipts (the worker adds each receipt at them), two after (filled from the
    // receipts already in the aggregates): UTC+8, UTC−3:30, UTC and UTC+5:45.
    const HOUR = 3_600_000;
    for (const h of [8, -3.5]) await askForOffset(t.db, m.tenantId, h * HOUR);
    await applyQueuedAggregates(t.db);
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    const card = await addPaymentMethod(t, m.tenantId, 'card', '2');
    const vat = await addTax(t, m.tenantId, [m.storeA], '20', 'included');
    const service = await addTax(t, m.tenantId, [m.storeA], '10', 'added');
    const extra = await addModifierItem(t, m.tenantId, '1.50');
    const coffee = await addProduct(t, m.tenantId, [m.storeA], {
      price: '3.20',
      cost: '1',
      taxIds: [vat.id],
      modifierIds: [extra.modifierId],
      reward: { mode: 'percent', value: '10' },
    });
    const cake = await addProduct(t, m.tenantId, [m.storeA], { price: '4.99', taxIds: [vat.id, service.id] });

    // Sale 1: 2 coffees with an extra each (2 × 4.70 = 9.40, 10 % off the line → 8.46) and a cake 4.99 (+ 10 %
    // service on its base 4.99 / 1.2 = 4.1583 → 0.42). Total 8.46 + 4.99 + 0.42 = 13.87, card and cash.
    const s1 = ok(
      await uploadOrder<OrderDetail>(t, boss.token, {
        lines: [
          {
            productId: coffee,
            quantity: '2',
            modifiers: [{ itemId: extra.itemId }],
            discount: { kind: 'percent', value: '10' },
          },
          { productId: cake, quantity: '1' },
        ],
        total: '13.87',
        payments: [
          { paymentMethodId: card, amount: '10.00' },
          { paymentMethodId: cash, amount: '3.87', tendered: '5' },
        ],
      }),
    );
    // Sale 2: 3 coffees, 1.00 off the order: 9.60 − 1.00 = 8.60, cash.
    const s2 = ok(
      await uploadOrder<OrderDetail>(t, boss.token, {
        lines: [{ productId: coffee, quantity: '3' }],
        orderDiscount: { kind: 'amount', value: '1' },
        total: '8.60',
        payments: [{ paymentMethodId: cash, amount: '8.60' }],
      }),
    );
    // An unpaid and a cancelled receipt count nowhere.
    ok(await uploadOrder(t, boss.token, { lines: [{ productId: cake, quantity: '5' }], total: '27.03' }));
    const cancelled = ok(
      await uploadOrder<OrderDetail>(t, boss.token, { lines: [{ productId: cake, quantity: '1' }], total: '5.41' }),
    );
    ok(await t.post('/app/order/cancel', { id: cancelled.id }, { token: boss.token }));
    // Refund of one coffee of sale 2.
    const coffeeLine = s2.lines[0].id;
    const r = ok(
      await t.post<OrderDetail>(
        '/app/order/refund',
        { clientId: cid(), orderId: s2.id, lines: [{ lineId: coffeeLine, quantity: '1' }] },
        { token: boss.token },
      ),
    );
    expect(s1.total).toBe('13.87');
    // The worker adds paid receipts after they commit: everything queued is added now, then the offsets asked now
    // are filled.
    await applyQueuedAggregates(t.db);
    for (const h of [0, 5.75]) await askForOffset(t.db, m.tenantId, h * HOUR);
    await applyQueuedAggregates(t.db);
    const offsets = [-210, 0, 345, 480];

    const [h] = await rows(sql`
      select sum(receipts)::int receipts, sum(refunds)::int refunds, sum(total)::text total, sum(net)::text net,
             sum(gross)::text gross, sum(line_discount)::text line_discount, sum(order_discount)::text order_discount,
             sum(tax_included + tax_added)::text tax, sum(refund_total)::text refund_total, sum(fees)::text fees,
             sum(commission)::text commission, sum(refund_commission)::text refund_commission
      from sales_hourly where tenant_id = ${m.tenantId}`);
    const [raw] = await rows(sql`
      select sum(total) filter (where kind = 'sale')::text total, sum(net_total) filter (where kind = 'sale')::text net,
             sum(goods_total) filter (where kind = 'sale')::text gross,
             sum(tax_included + tax_added) filter (where kind = 'sale')::text tax,
             sum(total) filter (where kind = 'refund')::text refund_total
      from orders where tenant_id = ${m.tenantId} and status = 'paid'`);
    expect(h).toMatchObject({
      receipts: 2,
      refunds: 1,
      total: raw.total,
      net: raw.net,
      gross: raw.gross,
      tax: raw.tax,
      refund_total: raw.refund_total,
    });
    expect(Number(h.total)).toBeCloseTo(13.87 + 8.6, 6);
    expect(Number(h.refund_total)).toBeCloseTo(Number(r.total), 6);
    expect(Number(h.line_discount)).toBeCloseTo(0.94, 6);
    expect(Number(h.order_discount)).toBeCloseTo(1, 6);
    expect(Number(h.fees)).toBeCloseTo(0.2, 6);
    // Commission 10 % of the coffee lines' net: 0.85 (8.46) + 0.86 (8.60); the refund takes a third of the second.
    expect(Number(h.commission)).toBeCloseTo(0.85 + 0.86, 6);
    expect(Number(h.refund_commission)).toBeGreaterThan(0);

    const pays = await rows(sql`
      select payment_key, sum(amount)::text amount, sum(fee)::text fee, sum(refund_amount)::text refund_amount
      from sales_payment_hourly where tenant_id = ${m.tenantId} group by 1 order by 1`);
    expect(pays).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ payment_key: `m${card}`, amount: '10.0000', fee: '0.2000' }),
        expect.objectContaining({ payment_key: `m${cash}`, amount: '12.4700' }),
      ]),
    );
    const refunded = pays.reduce((s, p) => s + Number(p.refund_amount), 0);
    expect(refunded).toBeCloseTo(Number(r.total), 6);

    const items = await rows(sql`
      select product_id::int, sum(quantity)::text quantity, sum(net)::text net, sum(refund_quantity)::text refund_quantity
      from sales_item_daily where tenant_id = ${m.tenantId} group by 1 order by 1`);
    expect(items).toEqual([
      { product_id: coffee, quantity: '5.0000', net: String((8.46 + 8.6).toFixed(4)), refund_quantity: '1.0000' },
      { product_id: cake, quantity: '1.0000', net: '4.9900', refund_quantity: '0.0000' },
    ]);
    const mods = await rows(sql`
      select item_id::int, sum(quantity)::text quantity, sum(amount)::text amount
      from sales_modifier_daily where tenant_id = ${m.tenantId} group by 1`);
    expect(mods).toEqual([{ item_id: extra.itemId, quantity: '2.0000', amount: '3.0000' }]);
    const taxes = await rows(sql`
      select tax_id, sum(amount)::text amount from sales_tax_hourly where tenant_id = ${m.tenantId} group by 1 order by 1`);
    const [rawTax] = await rows(sql`
      select sum(x.amount)::text amount from order_line_taxes x join orders o
        on o.tenant_id = x.tenant_id and o.id = x.order_id
      where o.tenant_id = ${m.tenantId} and o.status = 'paid' and o.kind = 'sale'`);
    expect(taxes.reduce((s, x) => s + Number(x.amount), 0)).toBeCloseTo(Number(rawTax.amount), 6);

    // Every rollup regroups the finer table exactly: each offset kept holds the hourly sums in its days (whether
    // it was kept before the receipts or filled after), each span length the daily item sums.
    const perOffset = await rows(sql`
      select offset_minutes, sum(total)::text total, sum(commission)::text commission, sum(receipts)::int receipts
      from sales_daily where tenant_id = ${m.tenantId} group by 1 order by 1`);
    expect(perOffset.map((o) => o.offset_minutes)).toEqual(offsets);
    for (const o of perOffset) expect(o).toMatchObject({ total: h.total, commission: h.commission, receipts: 2 });
    const payOffsets = await rows(sql`
      select offset_minutes, sum(amount)::text amount from sales_payment_daily where tenant_id = ${m.tenantId}
      group by 1`);
    expect(payOffsets).toHaveLength(4);
    expect(new Set(payOffsets.map((p) => p.amount))).toEqual(new Set(['22.4700']));
    const taxOffsets = await rows(sql`
      select offset_minutes, sum(amount)::text amount from sales_tax_daily where tenant_id = ${m.tenantId}
      group by 1`);
    expect(taxOffsets).toHaveLength(4);
    for (const x of taxOffsets) expect(Number(x.amount)).toBeCloseTo(Number(rawTax.amount), 6);
    const spans = await rows(sql`
      select span_days, product_id::int, sum(quantity)::text quantity, sum(net)::text net
      from sales_item_span where tenant_id = ${m.tenantId} group by 1, 2 order by 1, 2`);
    // Spans of 2 … 512 days (a single day is read from the daily rows), for each of the two products.
    expect(spans).toHaveLength(18);
    for (const x of spans)
      expect(x).toMatchObject(
        x.product_id === coffee ? { quantity: '5.0000', net: '17.0600' } : { quantity: '1.0000', net: '4.9900' },
      );

    // The stores' 64-day spans: the same sums per product (all in one span of store A).
    const storeSpans = await rows(sql`
      select store_id::int, product_id::int, count(*)::int n, sum(quantity)::text quantity, sum(net)::text net
      from sales_item_store_span where tenant_id = ${m.tenantId} group by 1, 2 order by 2`);
    expect(storeSpans).toEqual([
      { store_id: m.storeA, product_id: coffee, n: 1, quantity: '5.0000', net: '17.0600' },
      { store_id: m.storeA, product_id: cake, n: 1, quantity: '1.0000', net: '4.9900' },
    ]);

    const before = await snapshot(m.tenantId);
    await rebuildAggregates(t.db, m.tenantId);
    expect(await snapshot(m.tenantId)).toEqual(before);

    // The migration that added the rollups fills them from the finer tables: the same rows as the write path.
    const fill = rollupFill();
    expect(fill).toHaveLength(7);
    // This merchant's rows only: other test files' merchants keep theirs (their workers write meanwhile).
    for (const table of ['sales_daily', 'sales_payment_daily', 'sales_tax_daily', 'sales_item_span'])
      await t.db.execute(sql`delete from ${sql.identifier(table)} where tenant_id = ${m.tenantId}`);
    for (const statement of fill) await t.db.execute(sql.raw(forTenant(statement, m.tenantId)));
    // The migration filled every offset and one-day spans; the merchant keeps four offsets, spans from two days.
    await t.db.execute(sql`delete from sales_item_span where tenant_id = ${m.tenantId} and span_days = 1`);
    for (const table of ['sales_daily', 'sales_payment_daily', 'sales_tax_daily'])
      await t.db.execute(sql`delete from ${sql.identifier(table)} where tenant_id = ${m.tenantId}
        and offset_minutes not in (${sql.join(
          offsets.map((o) => sql`${o}`),
          sql`, `,
        )})`);
    expect(await snapshot(m.tenantId)).toEqual(before);
    // The migration that added the stores' spans fills them from the daily item rows: the same rows again.
    await t.db.execute(sql`delete from sales_item_store_span where tenant_id = ${m.tenantId}`);
    await t.db.execute(sql.raw(storeSpanFill(m.tenantId)));
    expect(await snapshot(m.tenantId)).toEqual(before);
  });
});
