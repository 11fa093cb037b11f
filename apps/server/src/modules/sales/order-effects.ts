// The effects of a paid sale, in the receipt's own transaction: stock leaves (a composite that does not track its
// own stock moves its components), each line records its cost, the member's visit and points are recorded, and
// the staff member's commissions are written from the products' reward rules.
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  orderCommissions,
  orderLines,
  productComponents,
  productRewards,
  productStores,
  products,
  productVariantStores,
  productVariants,
} from '../../db/schema';
import { recordPurchase } from '../../ledgers/member-ledger';
import { applyMovements, type MovementInput } from '../../ledgers/stock-ledger';
import type { TenantCtx } from '../../platform/context';
import { type LineRow, linesOf, type OrderRow } from './order-writes';

/** One stock item a line moves: the product itself or a component, per unit of the line. */
export interface StockPart {
  productId: number;
  variantId: number | null;
  perUnit: Decimal;
  tracked: boolean;
  /** The catalogue cost of one unit of the part in the store (used when it does not track stock). */
  catalogueCost: Decimal;
}

/** What each line moves in stock (in line order), from the catalogue as it is now. */
export async function stockPartsOf(tx: TenantCtx, storeId: number, lines: LineRow[]): Promise<StockPart[][]> {
  const t = tx.tenantId;
  const productIds = [...new Set(lines.map((l) => l.productId))];
  if (productIds.length === 0) return [];
  const components = await tx.db
    .select()
    .from(productComponents)
    .where(and(eq(productComponents.tenantId, t), inArray(productComponents.productId, productIds)))
    .orderBy(productComponents.position);
  const allIds = [...new Set([...productIds, ...components.map((c) => c.componentId)])];
  const catalogue = await tx.db
    .select({
      id: products.id,
      track: products.trackInventory,
      composite: products.composite,
      cost: productStores.cost,
    })
    .from(products)
    .leftJoin(
      productStores,
      and(
        eq(productStores.tenantId, products.tenantId),
        eq(productStores.productId, products.id),
        eq(productStores.storeId, storeId),
      ),
    )
    .where(and(eq(products.tenantId, t), inArray(products.id, allIds)));
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const variantIds = [...new Set(lines.flatMap((l) => (l.variantId ? [l.variantId] : [])))];
  const variantCosts = variantIds.length
    ? await tx.db
        .select({ id: productVariants.id, cost: productVariants.cost, storeCost: productVariantStores.cost })
        .from(productVariants)
        .leftJoin(
          productVariantStores,
          and(
            eq(productVariantStores.tenantId, productVariants.tenantId),
            eq(productVariantStores.variantId, productVariants.id),
            eq(productVariantStores.storeId, storeId),
          ),
        )
        .where(and(eq(productVariants.tenantId, t), inArray(productVariants.id, variantIds)))
    : [];
  const variantCost = new Map(variantCosts.map((v) => [v.id, new Decimal(v.storeCost ?? v.cost)]));

  return lines.map((l) => {
    const p = byId.get(l.productId);
    if (p?.composite && !p.track) {
      return components
        .filter((c) => c.productId === l.productId)
        .map((c) => {
          const comp = byId.get(c.componentId);
          return {
            productId: c.componentId,
            variantId: null,
            perUnit: new Decimal(c.quantity),
            tracked: !!comp?.track,
            catalogueCost: new Decimal(comp?.cost ?? 0),
          };
        });
    }
    return [
      {
        productId: l.productId,
        variantId: l.variantId,
        perUnit: new Decimal(1),
        tracked: !!p?.track,
        catalogueCost: l.variantId ? (variantCost.get(l.variantId) ?? new Decimal(0)) : new Decimal(p?.cost ?? 0),
      },
    ];
  });
}

/**
 * Moves the stock of a sale (negative, reason 'sale') or a refund (positive at the sale's cost, 'customer_return')
 * and answers each line's cost: the cost the movements were booked at, the catalogue cost for untracked parts.
 */
export async function moveLinesStock(
  tx: TenantCtx,
  order: OrderRow,
  lines: { line: LineRow; quantity: Decimal }[],
  parts: StockPart[][],
  opts: { direction: -1 | 1; unitCostOf?: (p: StockPart) => string | undefined },
): Promise<Decimal[]> {
  const inputs: MovementInput[] = [];
  const owner: number[] = [];
  lines.forEach(({ quantity }, i) => {
    for (const part of parts[i]) {
      if (!part.tracked) continue;
      const qty = quantity.times(part.perUnit).times(opts.direction);
      if (qty.isZero()) continue;
      inputs.push({
        storeId: order.storeId,
        productId: part.productId,
        variantId: part.variantId,
        quantity: qty.toFixed(4),
        unitCost: opts.unitCostOf?.(part),
        reason: opts.direction < 0 ? 'sale' : 'customer_return',
        documentType: 'sale',
        documentId: order.id,
        documentNumber: order.number,
        // The receipt's time (a refund is its own receipt, at the refund's time), not when it was uploaded.
        happenedAt: order.orderedAt,
        allowNegative: true,
      });
      owner.push(i);
    }
  });
  const moved = await applyMovements(tx, inputs);
  const costs = lines.map(({ quantity }, i) =>
    parts[i]
      .filter((p) => !p.tracked)
      .reduce((s, p) => s.plus(p.catalogueCost.times(p.perUnit).times(quantity)), new Decimal(0)),
  );
  moved.forEach((m, j) => {
    costs[owner[j]] = costs[owner[j]].plus(new Decimal(m.unitCost).times(m.input.quantity).abs());
  });
  return costs.map((c) => c.toDecimalPlaces(4, Decimal.ROUND_HALF_UP));
}

/** Commission of one line from its product's reward rule: fixed × quantity, or percent of the line's net. */
export function commissionOf(rule: { mode: 'fixed' | 'percent'; value: string } | undefined, l: LineRow) {
  if (!rule) return null;
  const amount =
    rule.mode === 'fixed'
      ? new Decimal(rule.value).times(l.quantity)
      : new Decimal(l.net).times(rule.value).dividedBy(100);
  return amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export async function rewardRules(tx: TenantCtx, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, { mode: 'fixed' | 'percent'; value: string }>();
  const rows = await tx.db
    .select()
    .from(productRewards)
    .where(and(eq(productRewards.tenantId, tx.tenantId), inArray(productRewards.productId, productIds)));
  return new Map(rows.map((r) => [r.productId, r]));
}

/** Records each line's cost, in one statement whatever the number of lines. */
async function setLineCosts(tx: TenantCtx, lineIds: number[], costs: Decimal[]) {
  if (lineIds.length === 0) return;
  await tx.db.execute(sql`
    update ${orderLines} as l set cost = v.cost
      from unnest(${`{${lineIds.join(',')}}`}::bigint[], ${`{${costs.map((c) => c.toFixed(4)).join(',')}}`}::numeric[])
        as v(id, cost)
     where l.tenant_id = ${tx.tenantId} and l.id = v.id`);
}

/** Stock, line costs, member purchase and commissions of a sale being paid (`written`: its lines, in order). */
export async function applySaleEffects(
  tx: TenantCtx,
  order: OrderRow,
  written?: LineRow[],
): Promise<{ costTotal: string; pointsEarned: string }> {
  // The lines just written by this transaction (an upload paid at once), else read.
  const lines = written ?? (await linesOf(tx, order.id));
  const parts = await stockPartsOf(tx, order.storeId, lines);
  const costs = await moveLinesStock(
    tx,
    order,
    lines.map((line) => ({ line, quantity: new Decimal(line.quantity) })),
    parts,
    { direction: -1 },
  );
  await setLineCosts(
    tx,
    lines.map((l) => l.id),
    costs,
  );
  const costTotal = costs.reduce((s, c) => s.plus(c), new Decimal(0)).toFixed(4);

  let pointsEarned = '0';
  if (order.memberId && new Decimal(order.total).gt(0)) {
    pointsEarned = await recordPurchase(tx, order.memberId, {
      amount: order.total,
      docRef: order.number,
      at: order.orderedAt,
    });
  }

  if (order.staffId) {
    const rules = await rewardRules(tx, [...new Set(lines.map((l) => l.productId))]);
    const rows = lines.flatMap((l) => {
      const amount = commissionOf(rules.get(l.productId), l);
      return amount && !amount.isZero()
        ? [
            {
              tenantId: tx.tenantId,
              orderId: order.id,
              lineId: l.id,
              staffId: order.staffId as number,
              productId: l.productId,
              amount: amount.toFixed(4),
            },
          ]
        : [];
    });
    if (rows.length) await tx.db.insert(orderCommissions).values(rows);
  }
  return { costTotal, pointsEarned };
}
