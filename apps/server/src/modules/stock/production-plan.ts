import { Err, type StockItemRef } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { productComponents, products, productVariants } from '../../db/schema';
import { type Level, lockLevels } from '../../ledgers/stock-ledger';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { itemKey, resolveItems } from './items';

/**
 * How production and disassembly move stock, worked out before anything is written.
 *
 * Only components that track inventory move (§ issue: "only products that track inventory move"); the others are
 * left out of both the quantities and the value. Quantities are line quantity × component quantity, to 4 places.
 *
 * - Production: each component leaves at its average cost; the composite comes in at Σ component quantity × average
 *   cost per composite unit, i.e. at the value consumed.
 * - Disassembly: the composite leaves at its average cost; that value is shared out over the components in proportion
 *   to their average cost × quantity per composite unit; when all those averages are 0, in proportion to their
 *   default purchase cost × quantity; when those are 0 too, in proportion to the quantities. Each component comes in
 *   at its share ÷ its quantity per composite unit (4 places, so the shares may differ from the value by rounding).
 */

export interface Component {
  componentId: number;
  /** Per composite unit. */
  quantity: string;
  purchaseCost: string;
}

/** A signed movement of one item, with the unit cost it moves at. */
export interface PlannedMove {
  productId: number;
  variantId: number | null;
  quantity: string;
  unitCost: string;
}

export interface PlannedLine {
  composite: PlannedMove;
  components: PlannedMove[];
}

const round4 = (d: Decimal) => d.toDecimalPlaces(4, Decimal.ROUND_HALF_UP);

/**
 * The tracked components of each composite (by composite product id, in the recipe's order). A component with variants
 * answers 1001 (a recipe names a product, and which of its variants to move is not defined); a tracked component not
 * sold in the store answers 20075.
 */
export async function componentsOf(
  ctx: TenantCtx,
  storeId: number,
  compositeIds: readonly number[],
): Promise<Map<number, Component[]>> {
  const pc = productComponents;
  const rows = await ctx.db
    .select({
      productId: pc.productId,
      componentId: pc.componentId,
      quantity: pc.quantity,
      purchaseCost: products.purchaseCost,
    })
    .from(pc)
    .innerJoin(products, and(eq(products.tenantId, pc.tenantId), eq(products.id, pc.componentId)))
    .where(
      and(eq(pc.tenantId, ctx.tenantId), inArray(pc.productId, [...compositeIds]), eq(products.trackInventory, true)),
    )
    .orderBy(asc(pc.position), asc(pc.componentId));
  const componentIds = [...new Set(rows.map((r) => r.componentId))];
  if (componentIds.length > 0) {
    const [withVariants] = await ctx.db
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(and(eq(productVariants.tenantId, ctx.tenantId), inArray(productVariants.productId, componentIds)))
      .limit(1);
    if (withVariants) {
      const line = compositeIds.findIndex((id) =>
        rows.some((r) => r.productId === id && r.componentId === withVariants.productId),
      );
      throw new AppError(Err.PARAM, {
        issues: [{ path: `lines.${line}.productId`, message: 'a component has variants: it cannot be produced here' }],
      });
    }
    await resolveItems(
      ctx,
      [storeId],
      componentIds.map((productId) => ({ productId, variantId: null })),
    );
  }
  const out = new Map<number, Component[]>(compositeIds.map((id) => [id, []]));
  for (const r of rows) out.get(r.productId)?.push(r);
  return out;
}

/** Locks the levels of `items` in one store (the ledger's lock, in its order) and answers them by item key. */
export async function lockStoreLevels(
  ctx: TenantCtx,
  storeId: number,
  items: readonly StockItemRef[],
): Promise<Map<string, Level>> {
  const locked = await lockLevels(
    ctx,
    items.map((i) => ({ storeId, ...i })),
  );
  return new Map([...locked].map(([key, level]) => [key.slice(key.indexOf(':') + 1), level]));
}

type Line = StockItemRef & { quantity: string };
type Plan = (lines: readonly Line[], recipes: Map<number, Component[]>, levels: Map<string, Level>) => PlannedLine[];

const averageOf = (levels: Map<string, Level>, productId: number, variantId: number | null = null) =>
  levels.get(itemKey({ productId, variantId }))?.averageCost ?? new Decimal(0);

/** Component quantities of one line, leaving out those that round to nothing. */
const usedComponents = (line: Line, recipe: Component[]) =>
  recipe
    .map((c) => ({ c, moved: round4(new Decimal(line.quantity).times(c.quantity)) }))
    .filter(({ moved }) => !moved.isZero());

export const planProduction: Plan = (lines, recipes, levels) =>
  lines.map((line) => {
    const used = usedComponents(line, recipes.get(line.productId) ?? []);
    const components = used.map(({ c, moved }) => ({
      productId: c.componentId,
      variantId: null,
      quantity: moved.negated().toFixed(4),
      unitCost: averageOf(levels, c.componentId).toFixed(4),
    }));
    const unitCost = used.reduce(
      (sum, { c }) => sum.plus(averageOf(levels, c.componentId).times(c.quantity)),
      new Decimal(0),
    );
    return {
      composite: { ...line, quantity: new Decimal(line.quantity).toFixed(4), unitCost: round4(unitCost).toFixed(4) },
      components,
    };
  });

export const planDisassembly: Plan = (lines, recipes, levels) =>
  lines.map((line) => {
    const compositeCost = averageOf(levels, line.productId, line.variantId);
    const used = usedComponents(line, recipes.get(line.productId) ?? []);
    const weightBy = (costOf: (c: Component) => Decimal) => used.map(({ c }) => costOf(c).times(c.quantity));
    let weights = weightBy((c) => averageOf(levels, c.componentId));
    if (weights.every((w) => w.isZero())) weights = weightBy((c) => new Decimal(c.purchaseCost));
    if (weights.every((w) => w.isZero())) weights = weightBy(() => new Decimal(1));
    const totalWeight = weights.reduce((a, w) => a.plus(w), new Decimal(0));
    const components = used.map(({ c, moved }, i) => ({
      productId: c.componentId,
      variantId: null,
      quantity: moved.toFixed(4),
      // The component's share of one composite unit's value, per unit of the component.
      unitCost: round4(compositeCost.times(weights[i]).dividedBy(totalWeight).dividedBy(c.quantity)).toFixed(4),
    }));
    return {
      composite: {
        ...line,
        quantity: new Decimal(line.quantity).negated().toFixed(4),
        unitCost: compositeCost.toFixed(4),
      },
      components,
    };
  });
