// What a rebuild (`aggregate-rebuild.ts`) writes after its batches, from the rows they wrote, and what fills a
// whole-hour offset asked for the first time (`aggregate-offsets.ts`): the item spans level by level, the stores' item
// spans, and the daily rows at a whole-hour offset regrouped from the hourly rows. The same sums as the write path
// (`sales-aggregates.ts`), so both give the same rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db';
import {
  fromHourly,
  ITEM_LATEST,
  ITEM_SUMS,
  list,
  PAYMENT_SUMS,
  RECEIPT_SUMS,
  STORE_SPAN_DAYS,
  spanStart,
  TAX_SUMS,
  upsert,
} from './sales-aggregates';

const ITEM_SPAN_COLUMNS = [
  'tenant_id',
  'span_days',
  'start_day',
  'online',
  'product_id',
  'variant_id',
  ...ITEM_LATEST,
  ...ITEM_SUMS,
] as const;

/**
 * A rebuild's item spans of one length (2^`level` days) starting within the UTC days `from` <= day < `to` (both
 * multiples of the length), from the rows a rebuild has already written: the daily rows of every store for the
 * shortest spans, the spans one level below for the others. The same sums as `itemSpans` (the daily rows hold the
 * lines' sums per store and channel, a span adds them up over stores and tills) and the texts of the latest day,
 * inserted without a conflict clause (a rebuild starts from empty spans and nothing else writes the merchant's spans
 * while it runs).
 */
export async function addSpanLevel(
  db: Db,
  tenantId: number,
  level: number,
  days: { from: string; to: string },
): Promise<void> {
  const length = 2 ** level;
  const select =
    level === 1
      ? sql`select a.tenant_id, ${length}::smallint, ${spanStart(sql`a.day`, length)}, a.channel = 'online',
          a.product_id, a.variant_id, ${latestOf('day')}, ${SUMS_OF}
        from sales_item_daily a
        where a.tenant_id = ${tenantId} and a.day >= ${days.from}::date and a.day < ${days.to}::date`
      : sql`select a.tenant_id, ${length}::smallint, ${spanStart(sql`a.start_day`, length)}, a.online, a.product_id,
          a.variant_id, ${latestOf('start_day')}, ${SUMS_OF}
        from sales_item_span a
        where a.tenant_id = ${tenantId} and a.span_days = ${2 ** (level - 1)} and a.start_day >= ${days.from}::date
          and a.start_day < ${days.to}::date`;
  await db.execute(sql`insert into sales_item_span (${list(ITEM_SPAN_COLUMNS)})
    ${select} group by 1, 2, 3, 4, 5, 6`);
}

/** The texts of the latest day (or span) of each group of item rows `a`; the greatest of that day's. */
const latestOf = (day: string) =>
  sql.raw(ITEM_LATEST.map((c) => `(array_agg(a.${c} order by a.${day} desc, a.${c} desc))[1]`).join(', '));
/** The ITEM_SUMS of a group of item rows `a`. */
const SUMS_OF = sql.raw(ITEM_SUMS.map((c) => `sum(a.${c})`).join(', '));

/**
 * A rebuild's store item spans (`sales_item_store_span`) of the UTC days `from` <= day < `to` (multiples of
 * STORE_SPAN_DAYS), from the daily rows the rebuild has written (see `addSpanLevel`).
 */
export async function addStoreSpans(db: Db, tenantId: number, days: { from: string; to: string }): Promise<void> {
  await db.execute(sql`insert into sales_item_store_span (tenant_id, store_id, start_day, online, product_id,
      variant_id, ${list(ITEM_LATEST)}, ${list(ITEM_SUMS)})
    select a.tenant_id, a.store_id, ${spanStart(sql`a.day`, STORE_SPAN_DAYS)}, a.channel = 'online', a.product_id,
      a.variant_id, ${latestOf('day')}, ${SUMS_OF}
    from sales_item_daily a
    where a.tenant_id = ${tenantId} and a.day >= ${days.from}::date and a.day < ${days.to}::date
    group by 1, 2, 3, 4, 5, 6`);
}

/**
 * The daily tables at a whole-hour offset (`fromHourly`) from the hourly rows of the UTC hours `from` <= hour < `to`:
 * each hour in its local day. Adds to existing rows (a local day cut by `from` or `to` is completed by the next
 * call), so a rebuild can go window by window, and filling an offset asked for the first time needs no receipt.
 */
export async function addDailyFromHourly(
  db: Db,
  tenantId: number,
  offsetMinutes: number,
  hours: { from: Date; to: Date },
): Promise<void> {
  if (!fromHourly(offsetMinutes)) throw new Error(`daily rows at ${offsetMinutes} minutes need the receipts`);
  const daily = ['tenant_id', 'offset_minutes', 'day', 'store_id', 'online'];
  const select = (by: readonly string[], latest: readonly string[], figures: readonly string[], table: string) =>
    sql`select a.tenant_id, ${offsetMinutes}::smallint,
        ((a.hour at time zone 'UTC') + ${sql.raw(`interval '${Math.trunc(offsetMinutes)} minutes'`)})::date,
        a.store_id, a.channel = 'online', ${sql.raw([...by.map((c) => `a.${c}`), ...latest.map((c) => `max(a.${c})`), ...figures.map((c) => `sum(a.${c})`)].join(', '))}
      from ${sql.identifier(table)} a
      where a.tenant_id = ${tenantId} and a.hour >= ${hours.from.toISOString()}::timestamptz
        and a.hour < ${hours.to.toISOString()}::timestamptz`;
  for (const statement of [
    upsert(
      'sales_daily',
      { key: [...daily, 'staff_id'], sums: RECEIPT_SUMS },
      select(['staff_id'], [], RECEIPT_SUMS, 'sales_hourly'),
    ),
    upsert(
      'sales_payment_daily',
      { key: [...daily, 'payment_key'], latest: ['name', 'method_type'], sums: PAYMENT_SUMS },
      select(['payment_key'], ['name', 'method_type'], PAYMENT_SUMS, 'sales_payment_hourly'),
    ),
    upsert(
      'sales_tax_daily',
      { key: [...daily, 'tax_id', 'rate', 'calculation'], latest: ['name'], sums: TAX_SUMS },
      select(['tax_id', 'rate', 'calculation'], ['name'], TAX_SUMS, 'sales_tax_hourly'),
    ),
  ])
    await db.execute(statement);
}
