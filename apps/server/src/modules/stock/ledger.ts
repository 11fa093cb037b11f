import { Err, type StockDocumentType, type StockReason } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { productStores, stockLevels, stockMovements } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';

/**
 * The stock ledger (ARCHITECTURE §6). Every change of stock goes through `applyMovements`, inside the caller's
 * transaction: it locks the levels it changes (in one fixed order, so parallel documents cannot deadlock), writes one
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

interface Level {
  onHand: Decimal;
  averageCost: Decimal;
}

/**
 * Applies movements in order (several may touch the same item: each sees the level the previous one left). Must run
 * in a transaction (`inTransaction`). Refuses with 20089 when an outgoing movement would take on hand below zero,
 * unless `allowNegative`; the caller's transaction then rolls everything back.
 */
export async function applyMovements(ctx: TenantCtx, inputs: readonly MovementInput[]): Promise<MovementResult[]> {
  if (inputs.length === 0) return [];
  const levels = await lockLevels(ctx, inputs);
  const results: MovementResult[] = [];
  for (const input of inputs) {
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
    const [row] = await ctx.db
      .insert(stockMovements)
      .values({
        tenantId: ctx.tenantId,
        storeId: input.storeId,
        productId: input.productId,
        variantId: input.variantId ?? 0,
        quantity: fixed(qty),
        unitCost: fixed(unitCost),
        reason: input.reason,
        documentType: input.documentType,
        documentId: input.documentId,
        documentNumber: input.documentNumber,
        onHandAfter: fixed(after),
        staffId: ctx.userId,
      })
      .returning({ id: stockMovements.id });
    results.push({
      input,
      movementId: row.id,
      unitCost: fixed(unitCost),
      onHandAfter: fixed(after),
      averageCostAfter: fixed(level.averageCost),
    });
  }
  await writeLevels(ctx, inputs, levels);
  return results;
}

/** Creates missing level rows, then locks every level the movements touch, in key order. */
async function lockLevels(ctx: TenantCtx, inputs: readonly MovementInput[]): Promise<Map<string, Level>> {
  const items = [...new Map(inputs.map((m) => [itemKey(m), m])).values()].sort(
    (a, b) => a.storeId - b.storeId || a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0),
  );
  await ctx.db
    .insert(stockLevels)
    .values(
      items.map((m) => ({
        tenantId: ctx.tenantId,
        storeId: m.storeId,
        productId: m.productId,
        variantId: m.variantId ?? 0,
      })),
    )
    .onConflictDoNothing();
  const levels = new Map<string, Level>();
  for (const m of items) {
    const [row] = await ctx.db
      .select({ onHand: stockLevels.onHand, averageCost: stockLevels.averageCost })
      .from(stockLevels)
      .where(
        and(
          eq(stockLevels.tenantId, ctx.tenantId),
          eq(stockLevels.storeId, m.storeId),
          eq(stockLevels.productId, m.productId),
          eq(stockLevels.variantId, m.variantId ?? 0),
        ),
      )
      .for('update');
    levels.set(itemKey(m), { onHand: new Decimal(row.onHand), averageCost: new Decimal(row.averageCost) });
  }
  return levels;
}

/** Writes the new levels and each touched product's total on hand in its store (the catalogue's column). */
async function writeLevels(ctx: TenantCtx, inputs: readonly MovementInput[], levels: Map<string, Level>) {
  const touched = new Map<string, { storeId: number; productId: number }>();
  for (const m of new Map(inputs.map((i) => [itemKey(i), i])).values()) {
    const level = levels.get(itemKey(m)) as Level;
    await ctx.db
      .update(stockLevels)
      .set({ onHand: fixed(level.onHand), averageCost: fixed(level.averageCost), updatedAt: sql`now()` })
      .where(
        and(
          eq(stockLevels.tenantId, ctx.tenantId),
          eq(stockLevels.storeId, m.storeId),
          eq(stockLevels.productId, m.productId),
          eq(stockLevels.variantId, m.variantId ?? 0),
        ),
      );
    touched.set(`${m.storeId}:${m.productId}`, { storeId: m.storeId, productId: m.productId });
  }
  for (const { storeId, productId } of touched.values()) {
    await ctx.db
      .update(productStores)
      .set({
        onHand: sql`(select coalesce(sum(${stockLevels.onHand}), 0) from ${stockLevels}
          where ${stockLevels.tenantId} = ${ctx.tenantId} and ${stockLevels.storeId} = ${storeId}
            and ${stockLevels.productId} = ${productId})`,
      })
      .where(
        and(
          eq(productStores.tenantId, ctx.tenantId),
          eq(productStores.storeId, storeId),
          eq(productStores.productId, productId),
        ),
      );
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
