import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../platform/db';

/**
 * Adds paid receipts (sales and refunds) to the report aggregates (`db/schema/reports.ts`). The aggregate worker
 * calls it for the queued receipts of a batch (`aggregate-queue.ts`); a rebuild (`aggregate-rebuild.ts`) for a range
 * of order ids. Both go through the same statements, so the aggregates of the write path and of a rebuild cannot
 * differ. `receipts` filters the orders table, aliased `o` (e.g. sql`o.id = ${id}`); the tenant is always applied.
 * Adding a receipt twice counts it twice: callers add a receipt once, when it becomes paid (a refund is paid when
 * written), and a rebuild starts from empty tables.
 * The daily tables get the local days of the merchant's ready offsets (`aggregate_offsets`), read in the caller's
 * transaction: callers hold the merchant's aggregate lock (shared) or run a rebuild, and an offset becomes ready only
 * under that lock held exclusively, outside a rebuild (`aggregate-offsets.ts`).
 * Every statement writes its rows in key order, so that two receipts adding to the same rows (two tills of a store,
 * or any two receipts for the merchant-wide item spans) lock them in the same order and never deadlock.
 * A rebuild (`opts.rebuild`, `aggregate-rebuild.ts`) leaves out what it writes afterwards from the rows its batches
 * wrote (`aggregate-rollups.ts`): the item spans (`addSpanLevel`, `addStoreSpans`) and the daily rows at whole-hour offsets
 * (`addDailyFromHourly`).
 */
export async function addToAggregates(
  db: Db,
  tenantId: number,
  receipts: SQL,
  opts: { rebuild?: boolean } = {},
): Promise<void> {
  const paid = paidOf(tenantId, receipts);
  const offsets = rowsOf<{ m: number }>(
    await db.execute(sql`select offset_minutes as m from aggregate_offsets where tenant_id = ${tenantId} and ready
      order by 1`),
  )
    .map((r) => Number(r.m))
    .filter((m) => !opts.rebuild || !fromHourly(m));
  const all = [...statements(paid, !opts.rebuild), ...dailyStatements(paid, offsets)];
  for (const statement of all) await db.execute(statement);
}

/**
 * Adds paid receipts to the daily tables at one offset only: filling an offset asked for the first time with the
 * receipts already in the other aggregates (`aggregate-offsets.ts`).
 */
export async function addToDailyAggregates(db: Db, tenantId: number, receipts: SQL, offset: number): Promise<void> {
  for (const statement of dailyStatements(paidOf(tenantId, receipts), [offset])) await db.execute(statement);
}

const paidOf = (tenantId: number, receipts: SQL) =>
  sql`o.tenant_id = ${tenantId} and o.status = 'paid' and (${receipts})`;

export const AGGREGATE_TABLES = [
  'sales_hourly',
  'sales_daily',
  'sales_payment_hourly',
  'sales_payment_daily',
  'sales_tax_hourly',
  'sales_tax_daily',
  'sales_item_daily',
  'sales_item_span',
  'sales_item_store_span',
  'sales_modifier_daily',
] as const;

/**
 * The UTC offsets (minutes) whose local days the daily tables can keep: every whole hour from UTC−12 to UTC+14, and
 * the half- and three-quarter-hour offsets in use (standard and summer time): Marquesas −9:30, Newfoundland
 * −3:30/−2:30, Iran +3:30, Afghanistan +4:30, India and Sri Lanka +5:30, Nepal +5:45, Myanmar +6:30, Eucla +8:45,
 * central Australia +9:30/+10:30, Chatham +12:45/+13:45. A merchant's are kept from the first time its reports ask
 * for one (`aggregate_offsets`); a caller at any other offset is answered from the hourly rows or the receipts.
 */
export const DAILY_OFFSET_MINUTES: readonly number[] = [
  ...Array.from({ length: 27 }, (_, i) => -720 + 60 * i),
  ...[-570, -210, -150, 210, 270, 330, 345, 390, 525, 570, 630, 765, 825],
].sort((a, b) => a - b);
/** Whether the daily tables can keep local days at this offset (milliseconds east of UTC). */
export const keptOffset = (offsetMs: number) =>
  offsetMs % 60_000 === 0 && DAILY_OFFSET_MINUTES.includes(offsetMs / 60_000);
/** Offsets (minutes) as a row source `z(m)`. */
const offsetRows = (offsets: readonly number[]) =>
  sql.raw(`unnest(array[${offsets.map((m) => Math.trunc(m)).join(', ')}]::int[]) as z(m)`);
/**
 * The minutes of the UTC day at which a local day of some offset that can be kept starts (1440 − m, modulo a day), and 0: between
 * two of them a receipt's local day is the same at every offset, so the daily tables add up the receipts of each such
 * segment of a UTC day once, then spread the segment over the 40 offsets (instead of every receipt 40 times).
 */
const SEGMENT_STARTS = [...new Set([0, ...DAILY_OFFSET_MINUTES.map((m) => (((1440 - m) % 1440) + 1440) % 1440)])].sort(
  (a, b) => a - b,
);
const STARTS = sql.raw(`array[${SEGMENT_STARTS.join(', ')}]`);
/** The start (minute of the UTC day) of the segment holding `o.ordered_at`. */
const SEGMENT = sql`(${STARTS})[width_bucket(
  extract(hour from o.ordered_at at time zone 'UTC')::int * 60 + extract(minute from o.ordered_at at time zone 'UTC')::int,
  ${STARTS})]`;
/** The local day at the offset `z.m` of a segment starting at minute `g.segment` of the UTC day `g.day`. */
const SEGMENT_LOCAL_DAY = sql`g.day + floor((g.segment + z.m) / 1440.0)::int`;
const HOUR = sql`to_timestamp(floor(extract(epoch from o.ordered_at) / 3600) * 3600)`;
const UTC_DAY = sql`(o.ordered_at at time zone 'UTC')::date`;
/** The longest item span: 2^9 = 512 days. */
export const SPAN_LEVELS = 9;
/** The length of a store's item spans (`sales_item_store_span`), in UTC days. */
export const STORE_SPAN_DAYS = 64;
/** The first day of the span of `length` days holding `day` (a date expression). */
export const spanStart = (day: SQL, length: number) =>
  sql`date '1970-01-01' + ((${day} - date '1970-01-01') / ${sql.raw(String(length))}) * ${sql.raw(String(length))}`;

const SALE = sql`o.kind = 'sale'`;
const REFUND = sql`o.kind = 'refund'`;
export const list = (cols: readonly string[]) => sql.raw(cols.join(', '));
const keys = (n: number) => sql.raw(Array.from({ length: n }, (_, i) => i + 1).join(', '));
/** `col = a.col + excluded.col` for each figure; other listed columns take the newest value. */
const addUp = (sums: readonly string[], latest: readonly string[] = []) =>
  sql.raw(
    [...latest.map((c) => `${c} = excluded.${c}`), ...sums.map((c) => `${c} = a.${c} + excluded.${c}`)].join(', '),
  );

/** An upsert of `table` (aliased `a`) from `select`, whose first `keyCount` columns are the key. */
export function upsert(
  table: string,
  cols: { key: readonly string[]; latest?: readonly string[]; sums: readonly string[] },
  select: SQL,
) {
  const all = [...cols.key, ...(cols.latest ?? []), ...cols.sums];
  return sql`insert into ${sql.identifier(table)} as a (${list(all)})
    ${select}
    group by ${keys(cols.key.length)} order by ${keys(cols.key.length)}
    on conflict (${list(cols.key)}) do update set ${addUp(cols.sums, cols.latest)}`;
}

/** A figure of one receipt when `cond` holds, else 0 (summed per aggregate row, or read per receipt). */
const only = (cond: SQL, value: SQL) => sql`case when ${cond} then ${value} else 0 end`;
/** The sum of `value` over the rows where `cond` holds. */
const when = (cond: SQL, value: SQL) => sql`sum(${only(cond, value)})`;
/** `sum(v)` of each value, in order. */
const sums = (values: readonly SQL[]) =>
  sql.join(
    values.map((v) => sql`sum(${v})`),
    sql`, `,
  );
/** Each value named after its figure (the raw rows a report reads where the aggregates cannot answer). */
const named = (names: readonly string[], values: readonly SQL[]) =>
  sql.join(
    values.map((v, i) => sql`${v} as ${sql.identifier(names[i])}`),
    sql`, `,
  );

export const RECEIPT_SUMS = [
  'receipts',
  'refunds',
  'guests',
  'gross',
  'line_discount',
  'order_discount',
  'net',
  'tax_included',
  'tax_added',
  'total',
  'delivery_fee',
  'cost',
  'fees',
  'commission',
  'refund_net',
  'refund_tax_included',
  'refund_tax_added',
  'refund_total',
  'refund_delivery_fee',
  'refund_cost',
  'refund_commission',
] as const;
/** One receipt's share of each of RECEIPT_SUMS (alias o, its commissions c). */
const RECEIPT_VALUES = [
  only(SALE, sql`1`),
  only(REFUND, sql`1`),
  only(SALE, sql`coalesce(o.guests, 0)`),
  only(SALE, sql`o.goods_total`),
  only(SALE, sql`o.line_discount_total`),
  only(SALE, sql`o.order_discount`),
  only(SALE, sql`o.net_total`),
  only(SALE, sql`o.tax_included`),
  only(SALE, sql`o.tax_added`),
  only(SALE, sql`o.total`),
  only(SALE, sql`o.delivery_fee`),
  only(SALE, sql`o.cost_total`),
  only(SALE, sql`o.fee_total`),
  only(SALE, sql`c.amount`),
  only(REFUND, sql`o.net_total`),
  only(REFUND, sql`o.tax_included`),
  only(REFUND, sql`o.tax_added`),
  only(REFUND, sql`o.total`),
  only(REFUND, sql`o.delivery_fee`),
  only(REFUND, sql`o.cost_total`),
  only(REFUND, sql`-c.amount`),
];
/** The receipt's commissions (negative on a refund), read once per receipt. */
const COMMISSION = sql`left join lateral (
  select coalesce(sum(amount), 0) as amount from order_commissions
  where tenant_id = o.tenant_id and order_id = o.id) c on true`;

export const PAYMENT_SUMS = ['payments', 'amount', 'fee', 'refunds', 'refund_amount'] as const;
/** One payment's share of each of PAYMENT_SUMS (alias p, its receipt o). */
const PAYMENT_VALUES = [
  only(SALE, sql`1`),
  only(SALE, sql`p.amount`),
  only(SALE, sql`p.fee`),
  only(REFUND, sql`1`),
  only(REFUND, sql`p.amount`),
];
const PAYMENT_KEY = sql`case when p.kind = 'method' then 'm' || p.payment_method_id else p.kind end`;
const PAYMENTS = sql`join order_payments p on p.tenant_id = o.tenant_id and p.order_id = o.id`;

export const TAX_SUMS = ['taxable', 'amount', 'refund_taxable', 'refund_amount'] as const;
/** One tax line's share of each of TAX_SUMS (alias x, its receipt o). */
const TAX_VALUES = [
  only(SALE, sql`x.taxable`),
  only(SALE, sql`x.amount`),
  only(REFUND, sql`x.taxable`),
  only(REFUND, sql`x.amount`),
];
const TAXES = sql`join order_line_taxes x on x.tenant_id = o.tenant_id and x.order_id = o.id`;

/**
 * The rows the summary aggregates add up, one per receipt, payment or tax line of the paid receipts `paid` (a filter
 * of the orders table, alias o, that must include the tenant and `o.status = 'paid'`): `at` (the receipt's time),
 * `store_id` and the columns of the hourly table. A report reads them where no aggregate row fits its range: the
 * same expressions as the aggregates, so both halves of an answer agree to the cent.
 */
export const RAW_SUMMARY_ROWS = {
  receipts: (paid: SQL) => sql`select o.ordered_at as at, o.store_id, coalesce(o.staff_id, 0) as staff_id,
      ${named(RECEIPT_SUMS, RECEIPT_VALUES)}
    from orders o ${COMMISSION} where ${paid}`,
  payments: (paid: SQL) => sql`select o.ordered_at as at, o.store_id, ${PAYMENT_KEY} as payment_key, p.name,
      p.method_type, ${named(PAYMENT_SUMS, PAYMENT_VALUES)}
    from orders o ${PAYMENTS} where ${paid}`,
  taxes: (paid: SQL) => sql`select o.ordered_at as at, o.store_id, x.tax_id, x.rate, x.calculation, x.name,
      ${named(TAX_SUMS, TAX_VALUES)}
    from orders o ${TAXES} where ${paid}`,
};

const receiptSums = sums(RECEIPT_VALUES);
const paymentSums = sql`max(p.name), max(p.method_type), ${sums(PAYMENT_VALUES)}`;
const taxSums = sql`max(x.name), ${sums(TAX_VALUES)}`;

export const ITEM_LATEST = ['category_id', 'name', 'variant_name'] as const;
export const ITEM_SUMS = [
  'quantity',
  'gross',
  'discount',
  'net',
  'tax',
  'tax_included',
  'cost',
  'refund_quantity',
  'refund_net',
  'refund_tax',
  'refund_tax_included',
  'refund_cost',
] as const;
/** The latest texts and ITEM_SUMS of the lines `l` of a group, named as the item tables' columns. */
const itemSums = sql`
  coalesce(max(l.category_id), 0) as category_id, max(l.name) as name, max(l.variant_name) as variant_name,
  ${named(ITEM_SUMS, [
    when(SALE, sql`l.quantity`),
    when(SALE, sql`l.gross`),
    when(SALE, sql`l.line_discount + l.order_discount_share`),
    when(SALE, sql`l.net`),
    when(SALE, sql`l.tax_included + l.tax_added`),
    when(SALE, sql`l.tax_included`),
    when(SALE, sql`l.cost`),
    when(REFUND, sql`l.quantity`),
    when(REFUND, sql`l.net`),
    when(REFUND, sql`l.tax_included + l.tax_added`),
    when(REFUND, sql`l.tax_included`),
    when(REFUND, sql`l.cost`),
  ])}`;
const LINES = sql`join order_lines l on l.tenant_id = o.tenant_id and l.order_id = o.id`;

/**
 * The select of a daily table: the rows `from` of the paid receipts added up per UTC day, segment (SEGMENT), store,
 * tills or online and the keys `by`, then each such row put in its local day at each of `offsets` and added up again. The
 * columns: tenant_id, the offset, the local day, store_id, online, `by`, `latest` (max) and each of `sums`.
 */
function bySegment(
  by: Record<string, SQL>,
  latest: Record<string, SQL>,
  sums: readonly string[],
  values: readonly SQL[],
  from: SQL,
  paid: SQL,
  offsets: readonly number[],
): SQL {
  const keyNames = Object.keys(by);
  const latestNames = Object.keys(latest);
  const inner = [
    ...keyNames.map((k) => sql`${by[k]} as ${sql.identifier(k)}`),
    ...latestNames.map((k) => sql`max(${latest[k]}) as ${sql.identifier(k)}`),
    named(
      sums,
      values.map((v) => sql`sum(${v})`),
    ),
  ];
  const outer = [
    ...keyNames.map((k) => `g.${k}`),
    ...latestNames.map((k) => `max(g.${k})`),
    ...sums.map((c) => `sum(g.${c})`),
  ];
  return sql`select g.tenant_id, z.m, ${SEGMENT_LOCAL_DAY}, g.store_id, g.online, ${sql.raw(outer.join(', '))}
    from (
      select o.tenant_id, ${UTC_DAY} as day, ${SEGMENT} as segment, o.store_id, o.channel = 'online' as online,
        ${sql.join(inner, sql`, `)}
      from ${from} where ${paid}
      group by ${keys(5 + keyNames.length)}) g
    cross join ${offsetRows(offsets)}`;
}

/** The statements of the hourly, item and modifier tables (the item spans only with `spans`). */
function statements(paid: SQL, spans: boolean): SQL[] {
  return [
    upsert(
      'sales_hourly',
      { key: ['tenant_id', 'store_id', 'hour', 'channel', 'staff_id'], sums: RECEIPT_SUMS },
      sql`select o.tenant_id, o.store_id, ${HOUR}, o.channel, coalesce(o.staff_id, 0), ${receiptSums}
        from orders o ${COMMISSION} where ${paid}`,
    ),
    upsert(
      'sales_payment_hourly',
      {
        key: ['tenant_id', 'store_id', 'hour', 'channel', 'payment_key'],
        latest: ['name', 'method_type'],
        sums: PAYMENT_SUMS,
      },
      sql`select o.tenant_id, o.store_id, ${HOUR}, o.channel, ${PAYMENT_KEY}, ${paymentSums}
        from orders o ${PAYMENTS} where ${paid}`,
    ),
    upsert(
      'sales_tax_hourly',
      {
        key: ['tenant_id', 'store_id', 'hour', 'channel', 'tax_id', 'rate', 'calculation'],
        latest: ['name'],
        sums: TAX_SUMS,
      },
      sql`select o.tenant_id, o.store_id, ${HOUR}, o.channel, x.tax_id, x.rate, x.calculation, ${taxSums}
        from orders o ${TAXES} where ${paid}`,
    ),
    upsert(
      'sales_item_daily',
      {
        key: ['tenant_id', 'store_id', 'day', 'channel', 'product_id', 'variant_id'],
        latest: ITEM_LATEST,
        sums: ITEM_SUMS,
      },
      sql`select o.tenant_id, o.store_id, ${UTC_DAY}, o.channel, l.product_id, coalesce(l.variant_id, 0), ${itemSums}
        from orders o ${LINES} where ${paid}`,
    ),
    ...(spans
      ? [
          itemSpans(paid),
          upsert(
            'sales_item_store_span',
            {
              key: ['tenant_id', 'store_id', 'start_day', 'online', 'product_id', 'variant_id'],
              latest: ITEM_LATEST,
              sums: ITEM_SUMS,
            },
            sql`select o.tenant_id, o.store_id, ${spanStart(UTC_DAY, STORE_SPAN_DAYS)}, o.channel = 'online',
                l.product_id, coalesce(l.variant_id, 0), ${itemSums}
              from orders o ${LINES} where ${paid}`,
          ),
        ]
      : []),
    upsert(
      'sales_modifier_daily',
      {
        key: ['tenant_id', 'store_id', 'day', 'channel', 'item_id'],
        latest: ['modifier_id', 'name'],
        sums: ['quantity', 'amount', 'refund_quantity', 'refund_amount'],
      },
      sql`select o.tenant_id, o.store_id, ${UTC_DAY}, o.channel, m.item_id, max(m.modifier_id), max(m.name),
          ${when(SALE, sql`l.quantity * m.quantity`)},
          ${when(SALE, sql`round(l.quantity * m.quantity * m.unit_price, 4)`)},
          ${when(REFUND, sql`l.quantity * m.quantity`)},
          ${when(REFUND, sql`round(l.quantity * m.quantity * m.unit_price, 4)`)}
        from orders o ${LINES}
        join order_line_modifiers m on m.tenant_id = l.tenant_id and m.order_id = l.order_id and m.line_id = l.id
        where ${paid}`,
    ),
  ];
}

/** The statements of the daily tables at `offsets` (none without any). */
function dailyStatements(paid: SQL, offsets: readonly number[]): SQL[] {
  if (!offsets.length) return [];
  const daily = ['tenant_id', 'offset_minutes', 'day', 'store_id', 'online'];
  return [
    upsert(
      'sales_daily',
      { key: [...daily, 'staff_id'], sums: RECEIPT_SUMS },
      bySegment(
        { staff_id: sql`coalesce(o.staff_id, 0)` },
        {},
        RECEIPT_SUMS,
        RECEIPT_VALUES,
        sql`orders o ${COMMISSION}`,
        paid,
        offsets,
      ),
    ),
    upsert(
      'sales_payment_daily',
      { key: [...daily, 'payment_key'], latest: ['name', 'method_type'], sums: PAYMENT_SUMS },
      bySegment(
        { payment_key: PAYMENT_KEY },
        { name: sql`p.name`, method_type: sql`p.method_type` },
        PAYMENT_SUMS,
        PAYMENT_VALUES,
        sql`orders o ${PAYMENTS}`,
        paid,
        offsets,
      ),
    ),
    upsert(
      'sales_tax_daily',
      { key: [...daily, 'tax_id', 'rate', 'calculation'], latest: ['name'], sums: TAX_SUMS },
      bySegment(
        { tax_id: sql`x.tax_id`, rate: sql`x.rate`, calculation: sql`x.calculation` },
        { name: sql`x.name` },
        TAX_SUMS,
        TAX_VALUES,
        sql`orders o ${TAXES}`,
        paid,
        offsets,
      ),
    ),
  ];
}

/**
 * The upsert of the merchant-wide item spans of 2 … 512 days: the lines of each UTC day and item first (not kept: a
 * single day is read from `sales_item_daily`), then each span length from the one below (two spans of 2^(k−1) days
 * make one of 2^k), so that every level groups the rows of the level below instead of every day's row once per
 * level; in key order (see `addToAggregates`).
 */
function itemSpans(paid: SQL): SQL {
  const key = ['tenant_id', 'span_days', 'start_day', 'online', 'product_id', 'variant_id'];
  const columns = [...key, ...ITEM_LATEST, ...ITEM_SUMS];
  const levels: SQL[] = [
    sql`s0 as (
      select o.tenant_id, 1::smallint as span_days, ${UTC_DAY} as start_day, o.channel = 'online' as online,
        l.product_id, coalesce(l.variant_id, 0) as variant_id, ${itemSums}
      from orders o ${LINES} where ${paid}
      group by 1, 2, 3, 4, 5, 6)`,
  ];
  for (let k = 1; k <= SPAN_LEVELS; k++)
    levels.push(sql`${sql.raw(`s${k}`)} as (
      select tenant_id, ${2 ** k}::smallint as span_days,
        date '1970-01-01' + ((start_day - date '1970-01-01') / ${sql.raw(String(2 ** k))}) * ${sql.raw(String(2 ** k))}
          as start_day,
        online, product_id, variant_id, ${sql.raw(ITEM_LATEST.map((c) => `max(${c}) as ${c}`).join(', '))},
        ${sql.raw(ITEM_SUMS.map((c) => `sum(${c}) as ${c}`).join(', '))}
      from ${sql.raw(`s${k - 1}`)} group by 1, 2, 3, 4, 5, 6)`);
  const all = Array.from({ length: SPAN_LEVELS }, (_, k) => `select * from s${k + 1}`).join(' union all ');
  return sql`with ${sql.join(levels, sql`, `)}
    insert into sales_item_span as a (${list(columns)})
    select * from (${sql.raw(all)}) u order by ${keys(key.length)}
    on conflict (${list(key)}) do update set ${addUp(ITEM_SUMS, ITEM_LATEST)}`;
}

/** Whether the daily rows at an offset (minutes) regroup the hourly rows exactly: its local days start on UTC hours. */
export const fromHourly = (offsetMinutes: number) => offsetMinutes % 60 === 0;
