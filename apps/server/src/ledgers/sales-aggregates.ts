import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../platform/db';

/**
 * Adds paid receipts (sales and refunds) to the report aggregates (`db/schema/reports.ts`). The sales module calls
 * it for one receipt inside the transaction that paid it or wrote the refund; a rebuild or a bulk load calls it with
 * a wider filter. Both go through the same statements, so the aggregates of the write path and of a rebuild cannot
 * differ. `receipts` filters the orders table, aliased `o` (e.g. sql`o.id = ${id}`); the tenant is always applied.
 * Adding a receipt twice counts it twice: callers add a receipt once, when it becomes paid (a refund is paid when
 * written), and a rebuild starts from empty tables.
 */
export async function addToAggregates(db: Db, tenantId: number, receipts: SQL): Promise<void> {
  const paid = sql`o.tenant_id = ${tenantId} and o.status = 'paid' and (${receipts})`;
  const hour = sql`to_timestamp(floor(extract(epoch from o.ordered_at) / 3600) * 3600)`;
  const day = sql`(o.ordered_at at time zone 'UTC')::date`;
  const sale = sql`o.kind = 'sale'`;
  const refund = sql`o.kind = 'refund'`;
  const when = (cond: SQL, value: SQL) => sql`sum(case when ${cond} then ${value} else 0 end)`;

  await db.execute(sql`
    insert into sales_hourly as a (tenant_id, store_id, hour, channel, staff_id, receipts, refunds, guests, gross,
      line_discount, order_discount, net, tax_included, tax_added, total, cost, fees, commission, refund_net,
      refund_tax_included, refund_tax_added, refund_total, refund_cost, refund_commission)
    select o.tenant_id, o.store_id, ${hour}, o.channel, coalesce(o.staff_id, 0),
      count(*) filter (where ${sale}), count(*) filter (where ${refund}),
      coalesce(${when(sale, sql`o.guests`)}, 0),
      ${when(sale, sql`o.goods_total`)}, ${when(sale, sql`o.line_discount_total`)}, ${when(sale, sql`o.order_discount`)},
      ${when(sale, sql`o.net_total`)}, ${when(sale, sql`o.tax_included`)}, ${when(sale, sql`o.tax_added`)},
      ${when(sale, sql`o.total`)}, ${when(sale, sql`o.cost_total`)}, ${when(sale, sql`o.fee_total`)},
      ${when(sale, sql`coalesce(c.amount, 0)`)},
      ${when(refund, sql`o.net_total`)}, ${when(refund, sql`o.tax_included`)}, ${when(refund, sql`o.tax_added`)},
      ${when(refund, sql`o.total`)}, ${when(refund, sql`o.cost_total`)}, ${when(refund, sql`-coalesce(c.amount, 0)`)}
    from orders o
    left join (select tenant_id, order_id, sum(amount) as amount from order_commissions
               where tenant_id = ${tenantId} group by tenant_id, order_id) c
      on c.tenant_id = o.tenant_id and c.order_id = o.id
    where ${paid}
    group by 1, 2, 3, 4, 5
    on conflict (tenant_id, hour, store_id, channel, staff_id) do update set
      receipts = a.receipts + excluded.receipts, refunds = a.refunds + excluded.refunds,
      guests = a.guests + excluded.guests, gross = a.gross + excluded.gross,
      line_discount = a.line_discount + excluded.line_discount, order_discount = a.order_discount + excluded.order_discount,
      net = a.net + excluded.net, tax_included = a.tax_included + excluded.tax_included,
      tax_added = a.tax_added + excluded.tax_added, total = a.total + excluded.total, cost = a.cost + excluded.cost,
      fees = a.fees + excluded.fees, commission = a.commission + excluded.commission,
      refund_net = a.refund_net + excluded.refund_net,
      refund_tax_included = a.refund_tax_included + excluded.refund_tax_included,
      refund_tax_added = a.refund_tax_added + excluded.refund_tax_added,
      refund_total = a.refund_total + excluded.refund_total, refund_cost = a.refund_cost + excluded.refund_cost,
      refund_commission = a.refund_commission + excluded.refund_commission`);

  await db.execute(sql`
    insert into sales_payment_hourly as a (tenant_id, store_id, hour, channel, payment_key, name, method_type,
      payments, amount, fee, refunds, refund_amount)
    select o.tenant_id, o.store_id, ${hour}, o.channel,
      case when p.kind = 'method' then 'm' || p.payment_method_id else p.kind end,
      max(p.name), max(p.method_type),
      count(*) filter (where ${sale}), ${when(sale, sql`p.amount`)}, ${when(sale, sql`p.fee`)},
      count(*) filter (where ${refund}), ${when(refund, sql`p.amount`)}
    from orders o
    join order_payments p on p.tenant_id = o.tenant_id and p.order_id = o.id
    where ${paid}
    group by 1, 2, 3, 4, 5
    on conflict (tenant_id, hour, store_id, channel, payment_key) do update set
      name = excluded.name, method_type = excluded.method_type, payments = a.payments + excluded.payments,
      amount = a.amount + excluded.amount, fee = a.fee + excluded.fee, refunds = a.refunds + excluded.refunds,
      refund_amount = a.refund_amount + excluded.refund_amount`);

  await db.execute(sql`
    insert into sales_tax_hourly as a (tenant_id, store_id, hour, channel, tax_id, rate, calculation, name, taxable,
      amount, refund_taxable, refund_amount)
    select o.tenant_id, o.store_id, ${hour}, o.channel, x.tax_id, x.rate, x.calculation, max(x.name),
      ${when(sale, sql`x.taxable`)}, ${when(sale, sql`x.amount`)},
      ${when(refund, sql`x.taxable`)}, ${when(refund, sql`x.amount`)}
    from orders o
    join order_line_taxes x on x.tenant_id = o.tenant_id and x.order_id = o.id
    where ${paid}
    group by 1, 2, 3, 4, 5, 6, 7
    on conflict (tenant_id, hour, store_id, channel, tax_id, rate, calculation) do update set
      name = excluded.name, taxable = a.taxable + excluded.taxable, amount = a.amount + excluded.amount,
      refund_taxable = a.refund_taxable + excluded.refund_taxable, refund_amount = a.refund_amount + excluded.refund_amount`);

  await db.execute(sql`
    insert into sales_item_daily as a (tenant_id, store_id, day, channel, product_id, variant_id, category_id, name,
      variant_name, quantity, gross, discount, net, tax, tax_included, cost, refund_quantity, refund_net, refund_tax,
      refund_tax_included, refund_cost)
    select o.tenant_id, o.store_id, ${day}, o.channel, l.product_id, coalesce(l.variant_id, 0),
      coalesce(max(l.category_id), 0), max(l.name), max(l.variant_name),
      ${when(sale, sql`l.quantity`)}, ${when(sale, sql`l.gross`)},
      ${when(sale, sql`l.line_discount + l.order_discount_share`)}, ${when(sale, sql`l.net`)},
      ${when(sale, sql`l.tax_included + l.tax_added`)}, ${when(sale, sql`l.tax_included`)}, ${when(sale, sql`l.cost`)},
      ${when(refund, sql`l.quantity`)}, ${when(refund, sql`l.net`)}, ${when(refund, sql`l.tax_included + l.tax_added`)},
      ${when(refund, sql`l.tax_included`)}, ${when(refund, sql`l.cost`)}
    from orders o
    join order_lines l on l.tenant_id = o.tenant_id and l.order_id = o.id
    where ${paid}
    group by 1, 2, 3, 4, 5, 6
    on conflict (tenant_id, day, store_id, channel, product_id, variant_id) do update set
      category_id = excluded.category_id, name = excluded.name, variant_name = excluded.variant_name,
      quantity = a.quantity + excluded.quantity, gross = a.gross + excluded.gross,
      discount = a.discount + excluded.discount, net = a.net + excluded.net, tax = a.tax + excluded.tax,
      tax_included = a.tax_included + excluded.tax_included, cost = a.cost + excluded.cost, refund_quantity = a.refund_quantity + excluded.refund_quantity,
      refund_net = a.refund_net + excluded.refund_net, refund_tax = a.refund_tax + excluded.refund_tax,
      refund_tax_included = a.refund_tax_included + excluded.refund_tax_included,
      refund_cost = a.refund_cost + excluded.refund_cost`);

  await db.execute(sql`
    insert into sales_modifier_daily as a (tenant_id, store_id, day, channel, item_id, modifier_id, name, quantity,
      amount, refund_quantity, refund_amount)
    select o.tenant_id, o.store_id, ${day}, o.channel, m.item_id, max(m.modifier_id), max(m.name),
      ${when(sale, sql`l.quantity * m.quantity`)}, ${when(sale, sql`round(l.quantity * m.quantity * m.unit_price, 4)`)},
      ${when(refund, sql`l.quantity * m.quantity`)},
      ${when(refund, sql`round(l.quantity * m.quantity * m.unit_price, 4)`)}
    from orders o
    join order_lines l on l.tenant_id = o.tenant_id and l.order_id = o.id
    join order_line_modifiers m on m.tenant_id = l.tenant_id and m.line_id = l.id
    where ${paid}
    group by 1, 2, 3, 4, 5
    on conflict (tenant_id, day, store_id, channel, item_id) do update set
      modifier_id = excluded.modifier_id, name = excluded.name, quantity = a.quantity + excluded.quantity,
      amount = a.amount + excluded.amount, refund_quantity = a.refund_quantity + excluded.refund_quantity,
      refund_amount = a.refund_amount + excluded.refund_amount`);
}

/** Empties a merchant's aggregates and adds every paid receipt again (after a bulk load, or to repair). */
export async function rebuildAggregates(db: Db, tenantId: number): Promise<void> {
  for (const table of [
    'sales_hourly',
    'sales_payment_hourly',
    'sales_tax_hourly',
    'sales_item_daily',
    'sales_modifier_daily',
  ]) {
    await db.execute(sql`delete from ${sql.identifier(table)} where tenant_id = ${tenantId}`);
  }
  await addToAggregates(db, tenantId, sql`true`);
}
