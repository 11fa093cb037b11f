import { type SQL, sql } from 'drizzle-orm';
import { AGGREGATE_TABLES } from '../../apps/server/src/ledgers/sales-aggregates';
import type { Db } from '../../apps/server/src/platform/db';

/**
 * The bulk path of the reports bench: the large merchant's catalogue and 24 months of receipts written straight in
 * SQL (`INSERT … SELECT … FROM generate_series`, one statement per batch of receipts, each its own transaction), with
 * the same rows the write path produces (order-writes.ts, order-payments.ts, order-refunds.ts): lines priced like
 * `priceOrder` (modifiers, line discounts, an order discount shared over the lines with the last line taking the
 * rest, an included VAT on every line and an added service tax on some, each computed from the line's net without
 * included tax), payments that make the total (cash with change, card and wallet with fees, split payments),
 * commissions, and full refunds (kind 'refund', positive amounts, refunded quantities on the sale's lines).
 * Draws are deterministic: hashint8 of the receipt number and a salt, so a size always gives the same data.
 */

export interface Catalogue {
  tenantId: number;
  storeIds: number[];
  /** Three staff members per store, in store order. */
  staffIds: number[];
  categoryIds: number[];
  productIds: number[];
  payment: { cash: number; card: number; wallet: number };
  taxes: { vat: number; service: number };
  modifier: { id: number; itemIds: number[] };
}

export const SHAPE = { stores: 20, staffPerStore: 3, categories: 30, products: 5000, days: 730 } as const;
const PRICE = (p: SQL) => sql`(2.00 + (${p} % 40) * 0.50)`;
const COST = (p: SQL) => sql`round((2.00 + (${p} % 40) * 0.50) * 0.35, 2)`;
const MODIFIER_PRICES = ['0.50', '1.00', '1.50'] as const;

const rows = async <T>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const ids = async (db: Db, q: SQL) => (await rows<{ id: number | string }>(db, q)).map((r) => Number(r.id));
const bigintArray = (xs: number[]) => sql.raw(`array[${xs.join(',')}]::bigint[]`);

/**
 * The merchant's stores (19 more besides the one registration made), staff, categories, products, payment methods,
 * taxes and a modifier, as bulk inserts (catalogue rows need no business rule for a bench).
 */
export async function createCatalogue(db: Db, tenantId: number, firstStoreId: number): Promise<Catalogue> {
  const storeIds = [
    firstStoreId,
    ...(await ids(
      db,
      sql`insert into stores (tenant_id, name) select ${tenantId}, 'Bench store ' || g
          from generate_series(2, ${SHAPE.stores}) g returning id`,
    )),
  ];
  const [role] = await ids(db, sql`insert into roles (tenant_id, name) values (${tenantId}, 'Cashier') returning id`);
  const staffIds: number[] = [];
  for (const [i, storeId] of storeIds.entries()) {
    const made = await ids(
      db,
      sql`insert into users (tenant_id, role_id, name, sys_language_id)
          select ${tenantId}, ${role}, 'Staff ' || ${i + 1} || '-' || g, 3 from generate_series(1, ${SHAPE.staffPerStore}) g
          returning id`,
    );
    await db.execute(sql`insert into user_stores (tenant_id, user_id, store_id)
      select ${tenantId}, u, ${storeId} from unnest(${bigintArray(made)}) u`);
    staffIds.push(...made);
  }
  const categoryIds = await ids(
    db,
    sql`insert into categories (tenant_id, name, color) select ${tenantId}, 'Category ' || g, '#3b82f6'
        from generate_series(1, ${SHAPE.categories}) g returning id`,
  );
  const p = sql`(g - 1)`;
  const productIds = await ids(
    db,
    sql`insert into products (tenant_id, name, category_id, unit, price, cost, sort)
        select ${tenantId}, 'Product ' || g, (${bigintArray(categoryIds)})[1 + ${p} % ${SHAPE.categories}], 'piece',
          ${PRICE(p)}, ${COST(p)}, g
        from generate_series(1, ${SHAPE.products}) g order by g returning id`,
  );
  await db.execute(sql`insert into product_stores (tenant_id, product_id, store_id, price, cost)
    select ${tenantId}, p.id, s, p.price, p.cost from products p, unnest(${bigintArray(storeIds)}) s
    where p.tenant_id = ${tenantId}`);
  // Registration already made cash and card: they get the bench's fees.
  await db.execute(sql`insert into payment_methods (tenant_id, type, name, handling_fee, all_stores) values
        (${tenantId}, 'cash', 'Cash', 0, true), (${tenantId}, 'card', 'Card', 1.5, true),
        (${tenantId}, 'wallet', 'Wallet', 0.6, true)
      on conflict (tenant_id, lower(name)) do update set type = excluded.type, handling_fee = excluded.handling_fee`);
  const methods = await rows<{ id: string; name: string }>(
    db,
    sql`select id, name from payment_methods where tenant_id = ${tenantId}`,
  );
  const method = (name: string) => Number(methods.find((m) => m.name === name)?.id);
  const [cash, card, wallet] = [method('Cash'), method('Card'), method('Wallet')];
  const [vat, service] = await ids(
    db,
    sql`insert into taxes (tenant_id, name, rate, calculation) values
        (${tenantId}, 'VAT', 10, 'included'), (${tenantId}, 'Service', 5, 'added') returning id`,
  );
  await db.execute(sql`insert into tax_stores (tenant_id, tax_id, store_id)
    select ${tenantId}, t, s from unnest(${bigintArray([vat, service])}) t, unnest(${bigintArray(storeIds)}) s`);
  const [modifierId] = await ids(
    db,
    sql`insert into modifiers (tenant_id, name) values (${tenantId}, 'Extras') returning id`,
  );
  const itemIds = await ids(
    db,
    sql`insert into modifier_items (tenant_id, modifier_id, name, price, position) values
        (${tenantId}, ${modifierId}, 'Extra cheese', ${MODIFIER_PRICES[0]}, 0),
        (${tenantId}, ${modifierId}, 'Extra shot', ${MODIFIER_PRICES[1]}, 1),
        (${tenantId}, ${modifierId}, 'Large', ${MODIFIER_PRICES[2]}, 2) returning id`,
  );
  return {
    tenantId,
    storeIds,
    staffIds,
    categoryIds,
    productIds,
    payment: { cash, card, wallet },
    taxes: { vat, service },
    modifier: { id: modifierId, itemIds },
  };
}

/** A deterministic draw in [0, 2^31) for receipt `g` (bigint) and a salt. */
const draw = (g: SQL, salt: number) => sql`(hashint8(${g} * 64 + ${salt}) & 2147483647)`;

/**
 * Receipts `from`..`to` (1-based numbers of `total`) of the 24 months that end at `endDay` (UTC midnight, exclusive):
 * receipt g falls on day ⌊(g−1)·730/total⌋, between 09:00 and 22:00 UTC. 1 to 5 lines (3 on average) of products
 * drawn with a skew (a few hundred products make most sales, as in a real shop). 1 % unpaid, 0.5 % cancelled.
 * Channels: 92 % POS (with one of the store's three staff), 3 % kiosk, 3 % table QR, 2 % online.
 */
export async function insertReceipts(
  db: Db,
  c: Catalogue,
  range: { from: number; to: number; total: number; endDay: Date },
) {
  const t = c.tenantId;
  const g = sql`s.g`;
  const start = new Date(range.endDay.getTime() - SHAPE.days * 86_400_000).toISOString();
  const products = bigintArray(c.productIds);
  const categories = bigintArray(c.categoryIds);
  const stores = bigintArray(c.storeIds);
  const staff = bigintArray(c.staffIds);
  const items = bigintArray(c.modifier.itemIds);
  const r = (salt: number) => draw(g, salt);
  const ri = (salt: number) => draw(sql`(s.g * 8 + s.i)`, salt);
  const svc = sql`(l.p % ${SHAPE.categories}) % 3 = 0`;
  await db.execute(sql`
    with s as (
      select g, i, 1 + ${draw(sql`g`, 1)} % 5 as n from generate_series(${range.from}::bigint, ${range.to}::bigint) g,
        lateral generate_series(0, (${draw(sql`g`, 1)} % 5)::int) i
    ), drawn as (
      select s.g, s.i, s.n,
        least(${SHAPE.products - 1}, floor(${SHAPE.products} * power(${ri(10)} / 2147483648.0, 3)))::int as p,
        case when ${ri(11)} % 10 < 7 then 1 when ${ri(11)} % 10 < 9 then 2 else 3 end as q,
        case when ${ri(12)} % 10 = 0 then 1 + ${ri(13)} % 3 else 0 end as m,
        ${ri(14)} % 10 = 0 as line_off, ${r(2)} % 20 = 0 as order_off
      from s
    ), priced as (
      select d.*, ${PRICE(sql`d.p`)} as price, ${COST(sql`d.p`)} as unit_cost,
        (array[0, ${sql.raw(MODIFIER_PRICES.join(', '))}]::numeric[])[d.m + 1] as mod_unit
      from drawn d
    ), discounted as (
      select x.*, x.q * (x.price + x.mod_unit) as gross,
        case when x.line_off then round(x.q * (x.price + x.mod_unit) * 0.10, 2) else 0 end as line_discount
      from priced x
    ), shared as (
      select x.*, x.gross - x.line_discount as after,
        sum(x.gross - x.line_discount) over (partition by x.g) as subtotal,
        case when x.order_off then round(sum(x.gross - x.line_discount) over (partition by x.g) * 0.05, 2) else 0 end as od
      from discounted x
    ), shares as (
      select x.*, case when x.i < x.n - 1 then round(x.od * x.after / x.subtotal, 2) end as share_part from shared x
    ), lines as (
      select x.*, x.od - coalesce(sum(x.share_part) over (partition by x.g), 0) as last_share from shares x
    ), l as (
      select x.g, x.i, x.p, x.q, x.m, x.price, x.mod_unit, x.gross, x.line_discount,
        coalesce(x.share_part, x.last_share) as share, x.after - coalesce(x.share_part, x.last_share) as net,
        x.q * x.unit_cost as cost
      from lines x
    ), lt as (
      select l.*, round(l.net / 1.10, 2) as taxable, round(l.net / 1.10 * 0.10, 2) as vat,
        case when ${svc} then round(l.net / 1.10 * 0.05, 2) else 0 end as service
      from l
    ), heads as (
      select lt.g, sum(lt.gross) as goods, sum(lt.line_discount) as ld, sum(lt.share) as od, sum(lt.net) as net,
        sum(lt.vat) as ti, sum(lt.service) as ta, sum(lt.net) + sum(lt.service) as total, sum(lt.cost) as cost
      from lt group by lt.g
    ), h as (
      select heads.*, ${draw(sql`heads.g`, 3)} % ${SHAPE.stores} as store_ix,
        case when ${draw(sql`heads.g`, 4)} % 100 < 92 then 'pos' when ${draw(sql`heads.g`, 4)} % 100 < 95 then 'kiosk'
             when ${draw(sql`heads.g`, 4)} % 100 < 98 then 'qr' else 'online' end as channel,
        case when ${draw(sql`heads.g`, 6)} % 1000 < 10 then 'unpaid' when ${draw(sql`heads.g`, 6)} % 1000 < 15 then 'cancelled'
             else 'paid' end as status,
        ${start}::timestamptz + make_interval(days => ((heads.g - 1) * ${SHAPE.days} / ${range.total})::int,
          secs => 9 * 3600 + ${draw(sql`heads.g`, 8)} % (13 * 3600)) as at,
        -- 0–3 cash, 4–7 card, 8 wallet, 9 half by card and the rest in cash (when the total is worth splitting).
        case when ${draw(sql`heads.g`, 9)} % 10 = 9 and heads.total < 4 then 4 else ${draw(sql`heads.g`, 9)} % 10 end as pay
      from heads
    ), ins_o as (
      insert into orders (tenant_id, client_id, number, kind, store_id, channel, status, staff_id, guests, goods_total,
        line_discount_total, order_discount, net_total, tax_included, tax_added, total, paid_total, change_total,
        fee_total, cost_total, ordered_at, paid_at, cancelled_at)
      select ${t}, 'bulk_' || h.g, 'R' || to_char(h.at at time zone 'UTC', 'YYYYMMDD') || '-B' || h.g, 'sale',
        (${stores})[1 + h.store_ix], h.channel, h.status,
        case when h.channel = 'pos' then (${staff})[1 + h.store_ix * ${SHAPE.staffPerStore} + ${draw(sql`h.g`, 5)} % ${SHAPE.staffPerStore}] end,
        1 + ${draw(sql`h.g`, 7)} % 4, h.goods, h.ld, h.od, h.net, h.ti, h.ta, h.total,
        case when h.status = 'paid' then h.total else 0 end,
        case when h.status = 'paid' and h.pay < 4 then ceil(h.total / 5) * 5 - h.total else 0 end,
        case when h.status <> 'paid' then 0 when h.pay between 4 and 7 then round(h.total * 1.5 / 100, 2)
             when h.pay = 8 then round(h.total * 0.6 / 100, 2) when h.pay = 9 then round(floor(h.total / 2) * 1.5 / 100, 2)
             else 0 end,
        case when h.status = 'paid' then h.cost else 0 end,
        h.at, case when h.status = 'paid' then h.at + interval '20 minutes' end,
        case when h.status = 'cancelled' then h.at + interval '5 minutes' end
      from h
      returning id, client_id, staff_id, status
    ), o as (
      select ins_o.id, substr(ins_o.client_id, 6)::bigint as g, ins_o.staff_id, ins_o.status from ins_o
    ), ins_l as (
      insert into order_lines (tenant_id, order_id, position, product_id, name, category_id, quantity, unit_price,
        modifiers_unit, gross, line_discount, order_discount_share, net, tax_included, tax_added, cost)
      select ${t}, o.id, lt.i, (${products})[1 + lt.p], 'Product ' || (lt.p + 1),
        (${categories})[1 + lt.p % ${SHAPE.categories}], lt.q, lt.price, lt.mod_unit, lt.gross, lt.line_discount,
        lt.share, lt.net, lt.vat, lt.service, case when o.status = 'paid' then lt.cost else 0 end
      from lt join o on o.g = lt.g
      returning id, order_id, net, tax_added, modifiers_unit, product_id, position
    ), ins_t as (
      insert into order_line_taxes (tenant_id, order_id, line_id, tax_id, name, rate, calculation, taxable, amount)
      select ${t}, l.order_id, l.id, x.tax_id, x.name, x.rate, x.calculation, round(l.net / 1.10, 2), x.amount
      from ins_l l, lateral (values
        (${c.taxes.vat}::bigint, 'VAT', 10::numeric, 'included', round(l.net / 1.10 * 0.10, 2)),
        (${c.taxes.service}::bigint, 'Service', 5::numeric, 'added', l.tax_added)) x(tax_id, name, rate, calculation, amount)
      where x.calculation = 'included' or l.tax_added > 0
    ), ins_m as (
      insert into order_line_modifiers (tenant_id, order_id, line_id, modifier_id, item_id, name, unit_price, quantity)
      select ${t}, l.order_id, l.id, ${c.modifier.id}, (${items})[(l.modifiers_unit * 2)::int],
        (array['Extra cheese', 'Extra shot', 'Large'])[(l.modifiers_unit * 2)::int], l.modifiers_unit, 1
      from ins_l l where l.modifiers_unit > 0
    ), ins_c as (
      insert into order_commissions (tenant_id, order_id, line_id, staff_id, product_id, amount)
      select ${t}, l.order_id, l.id, o.staff_id, l.product_id, round(l.net * 0.05, 2)
      from ins_l l join o on o.id = l.order_id
      where o.status = 'paid' and o.staff_id is not null and l.product_id % 10 = 0
    )
    insert into order_payments (tenant_id, order_id, payment_method_id, kind, method_type, name, amount, tendered,
      change, fee)
    select ${t}, o.id, x.method, 'method', x.type, x.name, x.amount, x.tendered, x.tendered - x.amount,
      round(x.amount * x.fee_rate / 100, 2)
    from o join h on h.g = o.g, lateral (values
      (${c.payment.cash}::bigint, 'cash', 'Cash', h.total, ceil(h.total / 5) * 5, 0::numeric, h.pay < 4),
      (${c.payment.card}::bigint, 'card', 'Card', h.total, h.total, 1.5, h.pay between 4 and 7),
      (${c.payment.wallet}::bigint, 'wallet', 'Wallet', h.total, h.total, 0.6, h.pay = 8),
      (${c.payment.card}::bigint, 'card', 'Card', floor(h.total / 2), floor(h.total / 2), 1.5, h.pay = 9),
      (${c.payment.cash}::bigint, 'cash', 'Cash', h.total - floor(h.total / 2), h.total - floor(h.total / 2), 0, h.pay = 9)
    ) x(method, type, name, amount, tendered, fee_rate, used)
    where o.status = 'paid' and x.used`);
}

/**
 * Full refunds of 2 % of the paid sales among receipts `from`..`to`, two hours after the sale (or just before now):
 * a refund receipt with the sale's amounts, its lines (refund_of_line_id), taxes, modifiers, the payments given back
 * (no change, no fee: as order-refunds.ts writes them), the commissions reversed (negative), and the sale's lines
 * marked refunded.
 */
export async function insertRefunds(db: Db, tenantId: number, range: { from: number; to: number }) {
  const t = tenantId;
  const g = sql`substr(o.client_id, 6)::bigint`;
  await db.execute(sql`
    with sale as (
      select o.* from orders o
      where o.tenant_id = ${t} and o.client_id in (
        select 'bulk_' || g from generate_series(${range.from}::bigint, ${range.to}::bigint) g
        where ${draw(sql`g`, 11)} % 50 = 0)
        and o.status = 'paid' and o.kind = 'sale'
    ), ins_o as (
      insert into orders (tenant_id, client_id, number, kind, refund_of_id, store_id, channel, status, staff_id,
        goods_total, line_discount_total, order_discount, net_total, tax_included, tax_added, total, paid_total,
        cost_total, ordered_at, paid_at)
      select ${t}, 'bulkrf_' || ${g}, 'RF' || to_char(o.ordered_at at time zone 'UTC', 'YYYYMMDD') || '-B' || ${g},
        'refund', o.id, o.store_id, o.channel, 'paid', o.staff_id, o.goods_total, o.line_discount_total,
        o.order_discount, o.net_total, o.tax_included, o.tax_added, o.total, o.total, o.cost_total,
        least(o.ordered_at + interval '2 hours', now() - interval '1 minute'),
        least(o.ordered_at + interval '2 hours', now() - interval '1 minute')
      from sale o
      returning id, refund_of_id
    ), ins_l as (
      insert into order_lines (tenant_id, order_id, position, refund_of_line_id, product_id, variant_id, name,
        variant_name, category_id, quantity, unit_price, modifiers_unit, gross, line_discount, order_discount_share,
        net, tax_included, tax_added, cost)
      select ${t}, r.id, l.position, l.id, l.product_id, l.variant_id, l.name, l.variant_name, l.category_id,
        l.quantity, l.unit_price, l.modifiers_unit, l.gross, l.line_discount, l.order_discount_share, l.net,
        l.tax_included, l.tax_added, l.cost
      from ins_o r join order_lines l on l.tenant_id = ${t} and l.order_id = r.refund_of_id
      returning id, order_id, refund_of_line_id
    ), pairs as (
      select nl.id as line_id, nl.order_id, nl.refund_of_line_id as sale_line_id, r.refund_of_id as sale_id
      from ins_l nl join ins_o r on r.id = nl.order_id
    ), ins_t as (
      insert into order_line_taxes (tenant_id, order_id, line_id, tax_id, name, rate, calculation, taxable, amount)
      select ${t}, p.order_id, p.line_id, x.tax_id, x.name, x.rate, x.calculation, x.taxable, x.amount
      from pairs p join order_line_taxes x on x.tenant_id = ${t} and x.order_id = p.sale_id and x.line_id = p.sale_line_id
    ), ins_m as (
      insert into order_line_modifiers (tenant_id, order_id, line_id, modifier_id, item_id, name, unit_price, quantity)
      select ${t}, p.order_id, p.line_id, m.modifier_id, m.item_id, m.name, m.unit_price, m.quantity
      from pairs p join order_line_modifiers m on m.tenant_id = ${t} and m.order_id = p.sale_id and m.line_id = p.sale_line_id
    ), ins_c as (
      insert into order_commissions (tenant_id, order_id, line_id, staff_id, product_id, amount)
      select ${t}, p.order_id, p.line_id, c.staff_id, c.product_id, -c.amount
      from pairs p join order_commissions c on c.tenant_id = ${t} and c.order_id = p.sale_id and c.line_id = p.sale_line_id
    ), ins_p as (
      insert into order_payments (tenant_id, order_id, payment_method_id, kind, method_type, name, amount, tendered)
      select ${t}, r.id, p.payment_method_id, p.kind, p.method_type, p.name, p.amount, p.amount
      from ins_o r join order_payments p on p.tenant_id = ${t} and p.order_id = r.refund_of_id
    )
    update order_lines l set refunded_quantity = l.quantity
    from sale s where l.tenant_id = ${t} and l.order_id = s.id`);
}

/** Receipt counts and sizes of the raw and aggregate tables, for the report. */
export async function tableSizes(db: Db, tenantId: number) {
  const tables = [
    'orders',
    'order_lines',
    'order_line_taxes',
    'order_line_modifiers',
    'order_payments',
    'order_commissions',
    ...AGGREGATE_TABLES,
  ];
  const out: { table: string; rows: number; size: string }[] = [];
  for (const table of tables) {
    const [row] = await rows<{ n: string; size: string }>(
      db,
      sql`select (select count(*) from ${sql.identifier(table)} where tenant_id = ${tenantId}) as n,
          pg_size_pretty(pg_total_relation_size(${table}::regclass)) as size`,
    );
    out.push({ table, rows: Number(row.n), size: row.size });
  }
  return out;
}
