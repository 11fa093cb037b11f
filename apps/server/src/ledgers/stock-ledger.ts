import { Err, type StockDocumentType, type StockReason } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { productStores, stockLevels, stockMovements } from '../db/schema';
import type { TenantCtx } from '../platform/context';
import { rowsOf } from '../platform/db';
import { AppError } from '../platform/errors';

/**
 * The stock ledger (ARCHITECTURE §6). Every change of stock goes through `applyMovements`, inside the caller's
 * transaction: it locks the levels it changes (in the global lock order of `lock-order.ts`), writes one
 * `stock_movements` row per change and updates `stock_levels` (and the product's total in `product_stores`), so that
 * on_hand = Σ movements always holds. Valuation is the moving weighted average: stock coming in at a cost moves the
 * average; stock going out leaves at the average and does not change it.
 */
export interface MovementInput {
  storeId: number;
  productId: number;
  /** null for a product without variants. */
  variantId: number | null;
  /** Signed decimal: positive when stock comes in. Never zero. */
  quantity: string;
  /**
   * Incoming stock: its unit cost (required). Outgoing stock: leave it out to leave at the average cost; give it to
   * leave at a known cost (a purchase return leaves at the line's cost, a transfer arrives at what it left with).
   */
  unitCost?: string;
  reason: StockReason;
  documentType: StockDocumentType;
  documentId: number;
  documentNumber: string;
  /**
   * When the business event happened (the receipt's time, the refund's own time, the arrival or document date); the
   * history filters and sorts by it. Left out: now. The level still changes in the order movements are written.
   */
  happenedAt?: Date;
  /** Outgoing stock may not take on hand below zero (20089). Sales pass false: a till never refuses a sale. */
  allowNegative?: boolean;
}

export interface MovementResult {
  input: MovementInput;
  movementId: number;
  /** The unit cost the movement was booked at. */
  unitCost: string;
  onHandAfter: string;
  averageCostAfter: string;
}

const SCALE = 4;
const fixed = (d: Decimal) => d.toDecimalPlaces(SCALE, Decimal.ROUND_HALF_UP).toFixed(SCALE);
const itemKey = (m: { storeId: number; productId: number; variantId: number | null }) =>
  `${m.storeId}:${m.productId}:${m.variantId ?? 0}`;

export interface Level {
  onHand: Decimal;
  averageCost: Decimal;
}

/**
 * Applies movements in order (several may touch the same item: each sees the level the previous one left). Must run
 * in a transaction (`inTransaction`). Refuses with 20089 when an outgoing movement would take on hand below zero,
 * unless `allowNegative`; the caller's transaction then rolls everything back. A handful of statements whatever the
 * number of movements (a count completing 5,000 items does not make 20,000 round trips).
 */
export async function applyMovements(ctx: TenantCtx, inputs: readonly MovementInput[]): Promise<MovementResult[]> {
  if (inputs.length === 0) return [];
  const levels = await lockLevels(ctx, inputs);
  const planned = inputs.map((input) => {
    const qty = new Decimal(input.quantity);
    if (qty.isZero()) throw new Error('a stock movement cannot be zero');
    const level = levels.get(itemKey(input)) as Level;
    const after = level.onHand.plus(qty);
    let unitCost: Decimal;
    if (qty.isPositive()) {
      if (input.unitCost === undefined) throw new Error(`incoming stock needs a unit cost (${input.reason})`);
      unitCost = new Decimal(input.unitCost);
      // Moving weighted average over what is physically there; from zero or below, the new cost is the average.
      level.averageCost =
        level.onHand.lte(0) || after.lte(0)
          ? unitCost
          : level.onHand.times(level.averageCost).plus(qty.times(unitCost)).dividedBy(after);
    } else {
      if (after.isNegative() && !input.allowNegative)
        throw new AppError(Err.SKU_INSUFFICIENT, {
          productId: input.productId,
          variantId: input.variantId,
          storeId: input.storeId,
          onHand: fixed(level.onHand),
        });
      unitCost = input.unitCost === undefined ? level.averageCost : new Decimal(input.unitCost);
    }
    level.onHand = after;
    return { input, qty, unitCost, after, averageAfter: level.averageCost };
  });

  // Usually one statement writes the movements and the levels; a document of more than BATCH items takes more.
  const entries = levelEntries(levels);
  const products = productsOf(entries);
  // The levels and the products' totals are locked (levels first) with the first batch of movements.
  const levelsWithFirst = entries.length <= BATCH && products.length <= BATCH;
  const results: MovementResult[] = [];
  for (let i = 0; i < planned.length; i += BATCH) {
    const batch = planned.slice(i, i + BATCH);
    const text = (values: string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
    const numbers = (values: number[]) => `{${values.join(',')}}`;
    const decimals = (values: Decimal[]) => `{${values.map(fixed).join(',')}}`;
    const times = (values: (Date | undefined)[]) =>
      `{${values.map((d) => (d ? `"${d.toISOString()}"` : 'NULL')).join(',')}}`;
    const rows = rowsOf<{ id: number | string | bigint }>(
      await ctx.db.execute(sql`
        ${
          i === 0 && levelsWithFirst
            ? sql`with written as (${updateLevels(ctx, entries)}), totals as (${lockProductTotals(ctx, products)})`
            : sql``
        }
        insert into ${stockMovements} (tenant_id, store_id, product_id, variant_id, quantity, unit_cost, reason,
                                       document_type, document_id, document_number, on_hand_after, staff_id,
                                       happened_at)
        select ${ctx.tenantId}, m.store_id, m.product_id, m.variant_id, m.quantity, m.unit_cost, m.reason,
               m.document_type, m.document_id, m.document_number, m.on_hand_after, ${ctx.userId ?? null}::bigint,
               coalesce(m.happened_at, now())
          from unnest(
                 ${numbers(batch.map((m) => m.input.storeId))}::bigint[],
                 ${numbers(batch.map((m) => m.input.productId))}::bigint[],
                 ${numbers(batch.map((m) => m.input.variantId ?? 0))}::bigint[],
                 ${decimals(batch.map((m) => m.qty))}::numeric[],
                 ${decimals(batch.map((m) => m.unitCost))}::numeric[],
                 ${text(batch.map((m) => m.input.reason))}::text[],
                 ${text(batch.map((m) => m.input.documentType))}::text[],
                 ${numbers(batch.map((m) => m.input.documentId))}::bigint[],
                 ${text(batch.map((m) => m.input.documentNumber))}::text[],
                 ${decimals(batch.map((m) => m.after))}::numeric[],
                 ${times(batch.map((m) => m.input.happenedAt))}::timestamptz[]
               ) with ordinality as m(store_id, product_id, variant_id, quantity, unit_cost, reason, document_type,
                                      document_id, document_number, on_hand_after, happened_at, position)
         ${i === 0 && levelsWithFirst ? sql`where (select count(*) from totals) >= 0` : sql``}
         order by m.position
        returning id`),
    );
    // PostgreSQL answers INSERT … SELECT … ORDER BY … RETURNING in the order the rows were inserted.
    for (const [j, m] of batch.entries())
      results.push({
        input: m.input,
        movementId: Number(rows[j].id),
        unitCost: fixed(m.unitCost),
        onHandAfter: fixed(m.after),
        averageCostAfter: fixed(m.averageAfter),
      });
  }
  await writeLevels(ctx, levelsWithFirst ? [] : entries);
  await writeProductTotals(ctx, products, { locked: levelsWithFirst });
  return results;
}

const BATCH = 1000;

export type ItemInStore = { storeId: number; productId: number; variantId: number | null };

/** The distinct items of the movements, in the one order every transaction locks them in. */
function itemsInLockOrder(inputs: readonly ItemInStore[]) {
  return [...new Map(inputs.map((m) => [itemKey(m), m])).values()]
    .map((m) => ({ storeId: m.storeId, productId: m.productId, variantId: m.variantId ?? 0 }))
    .sort((a, b) => a.storeId - b.storeId || a.productId - b.productId || a.variantId - b.variantId);
}

/**
 * The items as three parallel bigint arrays, each one text parameter ('{1,2,3}'): a row-constructor IN list of a few
 * hundred tuples stalls PGlite's planner, and one parameter per value would run into the protocol's limit.
 */
const itemArrays = (items: { storeId: number; productId: number; variantId: number }[]) => {
  const array = (values: number[]) => sql`${`{${values.join(',')}}`}::bigint[]`;
  return sql`unnest(${array(items.map((m) => m.storeId))}, ${array(items.map((m) => m.productId))}, ${array(
    items.map((m) => m.variantId),
  )})`;
};

/**
 * Creates missing level rows, then locks every level of `inputs` (sorted before locking: no deadlocks), answered by
 * `store:product:variant`. `applyMovements` calls it; a document that must read levels before planning its movements
 * (production costs its output from its components' averages) calls it first, in the same transaction.
 */
export async function lockLevels(ctx: TenantCtx, inputs: readonly ItemInStore[]): Promise<Map<string, Level>> {
  const items = itemsInLockOrder(inputs);
  const levels = new Map<string, Level>();
  const keep = (rows: LevelRow[]) => {
    for (const r of rows)
      levels.set(
        itemKey({ storeId: Number(r.storeId), productId: Number(r.productId), variantId: Number(r.variantId) }),
        {
          onHand: new Decimal(r.onHand),
          averageCost: new Decimal(r.averageCost),
        },
      );
  };
  for (let i = 0; i < items.length; i += BATCH) {
    const batch = items.slice(i, i + BATCH);
    // One statement: the missing rows are created (and are this transaction's alone), then the others are locked in
    // key order. The insert runs first: it is the first branch of the UNION ALL.
    keep(
      rowsOf<LevelRow>(
        await ctx.db.execute(sql`
          with created as (
            insert into ${stockLevels} (tenant_id, store_id, product_id, variant_id)
            select ${ctx.tenantId}, i.s, i.p, i.v from ${itemArrays(batch)} as i(s, p, v) order by i.s, i.p, i.v
            on conflict do nothing
            returning store_id, product_id, variant_id, on_hand, average_cost)
          select store_id as "storeId", product_id as "productId", variant_id as "variantId",
                 on_hand::text as "onHand", average_cost::text as "averageCost" from created
          union all
          select * from (${lockedLevels(ctx, batch)}) as locked`),
      ),
    );
    // A row another transaction created and committed while this statement ran is seen by none of its branches: it
    // is locked by a statement of its own (rare: the first movement of an item, twice at the same moment).
    const missed = batch.filter((m) => !levels.has(itemKey(m)));
    if (missed.length) keep(rowsOf<LevelRow>(await ctx.db.execute(lockedLevels(ctx, missed))));
  }
  return levels;
}

/** A level as raw SQL answers it (bigints as text or numbers, depending on the driver). */
interface LevelRow {
  storeId: number | string | bigint;
  productId: number | string | bigint;
  variantId: number | string | bigint;
  onHand: string;
  averageCost: string;
}

/** Selects and locks the existing levels of `items`, in key order. */
const lockedLevels = (ctx: TenantCtx, items: { storeId: number; productId: number; variantId: number }[]) => sql`
  select l.store_id as "storeId", l.product_id as "productId", l.variant_id as "variantId",
         l.on_hand::text as "onHand", l.average_cost::text as "averageCost"
    from ${stockLevels} as l
   where l.tenant_id = ${ctx.tenantId}
     and (l.store_id, l.product_id, l.variant_id) in (select * from ${itemArrays(items)})
   order by l.store_id, l.product_id, l.variant_id
     for no key update`;

type LevelEntry = { storeId: number; productId: number; variantId: number; level: Level };

const levelEntries = (levels: Map<string, Level>): LevelEntry[] =>
  [...levels.entries()].map(([key, level]) => {
    const [storeId, productId, variantId] = key.split(':').map(Number);
    return { storeId, productId, variantId, level };
  });

/** The UPDATE writing new levels (locked before: `lockLevels`). */
function updateLevels(ctx: TenantCtx, batch: LevelEntry[]) {
  const decimals = (values: Decimal[]) => `{${values.map(fixed).join(',')}}`;
  return sql`
    update ${stockLevels} as l
       set on_hand = v.on_hand, average_cost = v.average_cost, updated_at = now()
      from unnest(
             ${`{${batch.map((e) => e.storeId).join(',')}}`}::bigint[],
             ${`{${batch.map((e) => e.productId).join(',')}}`}::bigint[],
             ${`{${batch.map((e) => e.variantId).join(',')}}`}::bigint[],
             ${decimals(batch.map((e) => e.level.onHand))}::numeric[],
             ${decimals(batch.map((e) => e.level.averageCost))}::numeric[]
           ) as v(store_id, product_id, variant_id, on_hand, average_cost)
     where l.tenant_id = ${ctx.tenantId} and l.store_id = v.store_id
       and l.product_id = v.product_id and l.variant_id = v.variant_id`;
}

/** Writes new levels, BATCH at a time. */
async function writeLevels(ctx: TenantCtx, entries: LevelEntry[]) {
  for (let i = 0; i < entries.length; i += BATCH) await ctx.db.execute(updateLevels(ctx, entries.slice(i, i + BATCH)));
}

/** The products (store, product) of the levels touched, once each. */
const productsOf = (entries: LevelEntry[]) =>
  [...new Map(entries.map((e) => [`${e.storeId}:${e.productId}`, e])).values()].map((e) => ({ ...e, variantId: 0 }));

/**
 * Locks the products' totals in `product_stores`, in key order (an UPDATE … FROM locks its rows in no set order; two
 * documents moving different variants of the same products hold different levels but meet here). Run as a CTE of the
 * first movements statement, after the levels are locked; the totals are written by a later statement, whose snapshot
 * sees every level a transaction holding these rows before changed.
 */
const lockProductTotals = (ctx: TenantCtx, batch: { storeId: number; productId: number; variantId: number }[]) => sql`
  select 1 from ${productStores} as ps
   where ps.tenant_id = ${ctx.tenantId}
     and (ps.store_id, ps.product_id) in (select s, p from ${itemArrays(batch)} as i(s, p, v))
   order by ps.store_id, ps.product_id
     for no key update`;

/** Writes each touched product's total on hand in its store (the catalogue's column), from its levels. */
async function writeProductTotals(
  ctx: TenantCtx,
  products: { storeId: number; productId: number; variantId: number }[],
  opts: { locked: boolean },
) {
  for (let i = 0; i < products.length; i += BATCH) {
    const batch = products.slice(i, i + BATCH);
    if (!opts.locked) await ctx.db.execute(lockProductTotals(ctx, batch));
    await ctx.db.execute(sql`
      update ${productStores} as ps
         set on_hand = t.on_hand
        from (select l.store_id, l.product_id, sum(l.on_hand) as on_hand
                from ${stockLevels} l
               where l.tenant_id = ${ctx.tenantId}
                 and (l.store_id, l.product_id) in (select s, p from ${itemArrays(batch)} as i(s, p, v))
               group by l.store_id, l.product_id) as t
       where ps.tenant_id = ${ctx.tenantId} and ps.store_id = t.store_id and ps.product_id = t.product_id`);
  }
}

/** The current level of one item in one store (0 and 0 when it never moved). */
export async function levelOf(
  ctx: TenantCtx,
  item: { storeId: number; productId: number; variantId: number | null },
): Promise<{ onHand: string; averageCost: string }> {
  const [row] = await ctx.db
    .select({ onHand: stockLevels.onHand, averageCost: stockLevels.averageCost })
    .from(stockLevels)
    .where(
      and(
        eq(stockLevels.tenantId, ctx.tenantId),
        eq(stockLevels.storeId, item.storeId),
        eq(stockLevels.productId, item.productId),
        eq(stockLevels.variantId, item.variantId ?? 0),
      ),
    );
  return row ?? { onHand: '0.0000', averageCost: '0.0000' };
}
