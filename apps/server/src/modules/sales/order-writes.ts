// Writing receipt rows: the header (idempotent on the POS's client id), its lines with their modifiers and taxes.
// Shared by uploads, updates, kiosk orders and refunds.
import type { PricedLine, PricedOrder, PricedTaxAmount } from '@tillbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { orderLineModifiers, orderLines, orderLineTaxes, orders } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { rowsOf } from '../../platform/db';
import { run, statement } from '../../platform/statements';
import type { ReceiptLine } from './order-pricing';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'tenantId' | 'id' | 'number'>;

/** An order lock older than this no longer holds (a POS that crashed must not block the order forever). */
export const LOCK_MS = 10 * 60_000;

/**
 * A receipt's number without its id: `R` + the local date of the order + '-'. The id follows: unique without a
 * shared counter that parallel sales queue on.
 */
function numberBeforeId(orderedAt: Date, tzOffsetMs: number, prefix: string): string {
  const day = new Date(orderedAt.getTime() + tzOffsetMs).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}-`;
}

/**
 * Inserts the header unless the client id was already used (a retried upload, or two uploads racing: the second
 * waits for the first's commit on the unique index, then does nothing). Answers the new row, or null when the
 * client id exists. One statement: the id is taken from the table's sequence first, so the number can hold it.
 */
export async function insertOrderOnce(tx: TenantCtx, values: NewOrder, prefix = 'R'): Promise<OrderRow | null> {
  // A CTE calling nextval() is evaluated once, however often it is read.
  const next = tx.db
    .$with('next')
    .as(
      tx.db
        .select({ id: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))`.as('id') })
        .from(sql`(values (1)) as one`),
    );
  const id = sql`(select id from ${next})`;
  const [created] = await tx.db
    .with(next)
    .insert(orders)
    .overridingSystemValue()
    .values({
      ...values,
      tenantId: tx.tenantId,
      id: sql`${id}` as unknown as number,
      number: sql`${numberBeforeId(values.orderedAt, tx.tzOffsetMs, prefix)} || ${id}` as unknown as string,
    })
    .onConflictDoNothing({ target: [orders.tenantId, orders.clientId] })
    .returning();
  return created ?? null;
}

/** What paying a receipt needs of its row (a receipt just written, or one read and locked). */
export type PayableOrder = Pick<
  OrderRow,
  'id' | 'number' | 'storeId' | 'channel' | 'memberId' | 'staffId' | 'total' | 'orderedAt'
>;

/** The header a till's or kiosk's new receipt writes (`insertReceiptOnce`), with the priced totals. */
export interface ReceiptHeader extends Omit<PricedOrder, 'lines'> {
  clientId: string;
  storeId: number;
  channel: OrderRow['channel'];
  staffId: number | null;
  deviceId: number | null;
  guests: number;
  note: string;
  orderedAt: Date;
  orderTypeId: number | null;
  orderTypeName: string;
  tableId: number | null;
  tableLabel: string;
  memberId: number | null;
}

// $1 tenant, $2 the number before the id, then the header's columns in the order of the list.
const INSERT_RECEIPT = statement(
  'insert_receipt',
  `with next as (select nextval(pg_get_serial_sequence('orders', 'id')) as id)
   insert into orders (tenant_id, id, number, client_id, store_id, channel, status, staff_id, device_id, guests, note,
                       ordered_at, order_type_id, order_type_name, table_id, table_label, member_id, goods_total,
                       line_discount_total, order_discount, net_total, tax_included, tax_added, total)
   overriding system value
   select $1::bigint, next.id, $2::text || next.id, $3::text, $4::bigint, $5::text, 'unpaid', $6::bigint, $7::bigint,
          $8::int, $9::text, $10::timestamptz, $11::bigint, $12::text, $13::bigint, $14::text, $15::bigint,
          $16::numeric, $17::numeric, $18::numeric, $19::numeric, $20::numeric, $21::numeric, $22::numeric
     from next
   on conflict (tenant_id, client_id) do nothing
   returning id::text as id, number, total::text as total,
             (select coalesce(json_agg(nextval(pg_get_serial_sequence('order_lines', 'id'))), '[]')
                from generate_series(1, $23::int)) as line_ids`,
);

/**
 * `insertOrderOnce` of an unpaid till or kiosk receipt, as one prepared statement (the upload's hot path). Answers
 * what paying it needs and `lineIds`: ids taken for its `lines` lines (written later with them, `newLinesJson`), or
 * null when the client id exists.
 */
export async function insertReceiptOnce(
  tx: TenantCtx,
  h: ReceiptHeader,
  lines: number,
): Promise<(PayableOrder & { lineIds: number[] }) | null> {
  const [row] = await run<{ id: string | number; number: string; total: string; line_ids: number[] }>(
    tx.db,
    INSERT_RECEIPT,
    [
      tx.tenantId,
      numberBeforeId(h.orderedAt, tx.tzOffsetMs, 'R'),
      h.clientId,
      h.storeId,
      h.channel,
      h.staffId,
      h.deviceId,
      h.guests,
      h.note,
      h.orderedAt.toISOString(),
      h.orderTypeId,
      h.orderTypeName,
      h.tableId,
      h.tableLabel,
      h.memberId,
      h.goodsTotal,
      h.lineDiscountTotal,
      h.orderDiscount,
      h.netTotal,
      h.taxIncluded,
      h.taxAdded,
      h.total,
      lines,
    ],
  );
  if (!row) return null;
  const { storeId, channel, memberId, staffId, orderedAt } = h;
  const order = { id: Number(row.id), number: row.number, total: row.total, storeId, channel, memberId, staffId };
  return { ...order, orderedAt, lineIds: row.line_ids.map(Number) };
}

/** New lines with their modifiers and taxes as JSON parameters, to insert with ids taken before (`insertReceiptOnce`). */
export interface NewLinesJson {
  lines: string;
  modifiers: string;
  taxes: string;
}

/** The JSON of `lines` (ids in `ids`, in order) for `LINES_FROM_JSON`. */
export function newLinesJson(lines: LineToWrite[], ids: number[]): NewLinesJson {
  return {
    lines: JSON.stringify(lines.map((l, position) => ({ id: ids[position], ...lineValues(l, position) }))),
    modifiers: JSON.stringify(lines.flatMap(({ line }, i) => line.modifiers.map((m) => ({ lineId: ids[i], ...m })))),
    taxes: JSON.stringify(lines.flatMap(({ priced }, i) => priced.taxes.map((x) => ({ lineId: ids[i], ...x })))),
  };
}

/**
 * CTEs (of a statement whose $1 is the tenant and $2 the order) inserting new lines, modifiers and taxes from the
 * JSON parameters `$lines`, `$mods`, `$taxes` (`newLinesJson`).
 */
export const linesFromJson = (lines: string, mods: string, taxes: string) => `
  new_lines as (
    insert into order_lines (tenant_id, id, order_id, position, product_id, variant_id, name, variant_name,
                             category_id, quantity, unit_price, modifiers_unit, gross, line_discount,
                             order_discount_share, net, tax_included, tax_added, cost)
    overriding system value
    select $1::bigint, v.id, $2::bigint, v.position, v."productId", v."variantId", v.name, v."variantName",
           v."categoryId", v.quantity, v."unitPrice", v."modifiersUnit", v.gross, v."lineDiscount",
           v."orderDiscountShare", v.net, v."taxIncluded", v."taxAdded", v.cost
      from json_to_recordset(${lines}::json) as v(id bigint, position int, "productId" bigint, "variantId" bigint,
           name text, "variantName" text, "categoryId" bigint, quantity numeric, "unitPrice" numeric,
           "modifiersUnit" numeric, gross numeric, "lineDiscount" numeric, "orderDiscountShare" numeric, net numeric,
           "taxIncluded" numeric, "taxAdded" numeric, cost numeric)),
  new_modifiers as (
    insert into order_line_modifiers (tenant_id, order_id, line_id, modifier_id, item_id, name, unit_price, quantity)
    select $1::bigint, $2::bigint, v."lineId", v."modifierId", v."itemId", v.name, v."unitPrice", v.quantity
      from json_to_recordset(${mods}::json)
           as v("lineId" bigint, "modifierId" bigint, "itemId" bigint, name text, "unitPrice" numeric, quantity numeric)),
  new_taxes as (
    insert into order_line_taxes (tenant_id, order_id, line_id, tax_id, name, rate, calculation, taxable, amount)
    select $1::bigint, $2::bigint, v."lineId", v."taxId", v.name, v.rate, v.calculation, v.taxable, v.amount
      from json_to_recordset(${taxes}::json)
           as v("lineId" bigint, "taxId" bigint, name text, rate numeric, calculation text, taxable numeric,
                amount numeric))`;

/** The id of the receipt a client id already wrote, if any. */
export async function orderIdByClientId(ctx: TenantCtx, clientId: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.tenantId), eq(orders.clientId, clientId)));
  return row?.id ?? null;
}

export interface LineToWrite {
  line: ReceiptLine;
  priced: PricedLine;
  refundOfLineId?: number | null;
  cost?: string;
}

export type LineRow = typeof orderLines.$inferSelect;

/** A line's columns as written (both ways of writing lines: `insertLines`, `newLinesJson`). */
const lineValues = ({ line, priced, cost }: LineToWrite, position: number) => ({
  position,
  productId: line.productId,
  variantId: line.variantId,
  name: line.name,
  variantName: line.variantName,
  categoryId: line.categoryId,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  modifiersUnit: priced.modifiersUnit,
  gross: priced.gross,
  lineDiscount: priced.lineDiscount,
  orderDiscountShare: priced.orderDiscountShare,
  net: priced.net,
  taxIncluded: priced.taxIncluded,
  taxAdded: priced.taxAdded,
  cost: cost ?? '0',
});

/**
 * Writes the lines (in order) with their modifiers and taxes, in one statement: the modifiers and taxes find their
 * line's id by its position. Answers the new line ids in the same order.
 */
export async function insertLines(tx: TenantCtx, orderId: number, lines: LineToWrite[]): Promise<number[]> {
  if (lines.length === 0) return [];
  const lineRows = tx.db
    .insert(orderLines)
    .values(
      lines.map((l, position) => ({
        tenantId: tx.tenantId,
        orderId,
        refundOfLineId: l.refundOfLineId ?? null,
        ...lineValues(l, position),
      })),
    )
    .returning({ id: orderLines.id, position: orderLines.position });
  const mods = lines.flatMap(({ line }, position) => line.modifiers.map((m) => ({ position, ...m })));
  const taxes = lines.flatMap(({ priced }, position) => priced.taxes.map((x: PricedTaxAmount) => ({ position, ...x })));
  const rows = rowsOf<{ id: number | string | bigint }>(
    await tx.db.execute(sql`
      with l as (${lineRows.getSQL()})${
        mods.length
          ? sql`, m as (
        insert into ${orderLineModifiers} (tenant_id, order_id, line_id, modifier_id, item_id, name, unit_price, quantity)
        select ${tx.tenantId}, ${orderId}, l.id, v."modifierId", v."itemId", v.name, v."unitPrice", v.quantity
          from json_to_recordset(${JSON.stringify(mods)}::json)
               as v(position int, "modifierId" bigint, "itemId" bigint, name text, "unitPrice" numeric, quantity numeric)
          join l on l.position = v.position)`
          : sql``
      }${
        taxes.length
          ? sql`, x as (
        insert into ${orderLineTaxes} (tenant_id, order_id, line_id, tax_id, name, rate, calculation, taxable, amount)
        select ${tx.tenantId}, ${orderId}, l.id, v."taxId", v.name, v.rate, v.calculation, v.taxable, v.amount
          from json_to_recordset(${JSON.stringify(taxes)}::json)
               as v(position int, "taxId" bigint, name text, rate numeric, calculation text, taxable numeric, amount numeric)
          join l on l.position = v.position)`
          : sql``
      }
      select id from l order by position`),
  );
  return rows.map((r) => Number(r.id));
}

/** Removes an unpaid receipt's lines before they are replaced. */
export async function deleteLines(tx: TenantCtx, orderId: number) {
  for (const table of [orderLineModifiers, orderLineTaxes, orderLines]) {
    await tx.db.delete(table).where(and(eq(table.tenantId, tx.tenantId), eq(table.orderId, orderId)));
  }
}

/** The receipt's lines, in order. */
export function linesOf(tx: TenantCtx, orderId: number) {
  return tx.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.tenantId, tx.tenantId), eq(orderLines.orderId, orderId)))
    .orderBy(orderLines.position);
}

/** The receipt, locked for the rest of the transaction; null when it is not in this tenant. */
export async function lockOrder(tx: TenantCtx, id: number): Promise<OrderRow | null> {
  const [row] = await tx.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, id)))
    .for('no key update');
  return row ?? null;
}

/** Whether another POS session holds a fresh lock on the order. */
export const lockedByOther = (o: OrderRow, sessionId: number, now = Date.now()) =>
  o.lockedBySession !== null &&
  o.lockedBySession !== sessionId &&
  o.lockedAt !== null &&
  now - o.lockedAt.getTime() < LOCK_MS;
